extension LayoutDriver {
  /// The container's size for `proposal` and the guides its layout sets through
  /// `explicitAlignment(of:…)` (by default, its subviews' merged), asked in bounds at the
  /// origin, so a parent aligning the container sees them (as in SwiftUI). A guide is asked for
  /// only when read (`DeferredGuides`), and each answer is kept for the next asker.
  package func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(proposal)
    let answers: GuideAnswers
    if let entry = dimensionsMemo.first(where: { $0.proposal == proposal }) {
      answers = entry.answers
    } else {
      answers = GuideAnswers()
      if dimensionsMemo.count >= 8 { dimensionsMemo.removeFirst() }
      dimensionsMemo.append((proposal, answers))
    }
    let bounds = CGRect(origin: .zero, size: size)
    let source = DeferredGuides.Source(
      horizontal: { self.explicitAlignment(of: $0, in: bounds, proposal: proposal) },
      vertical: { self.explicitAlignment(of: $0, in: bounds, proposal: proposal) })
    return ViewDimensions(size: size, deferred: DeferredGuides(answers: answers, source: source))
  }
}
