import PlaygroundUI

/// Three large-title buttons, all the size of the largest, in a row when the row fits and in
/// a column when it does not; a readout explains the choice.
struct EqualStacksDemo: View {
  @State private var readout = "—"

  var body: some View {
    VStack(spacing: 24) {
      ViewThatFits(in: .horizontal) {
        EqualHStack(spacing: 10) { LargeButtons() }
        EqualVStack(spacing: 10) { LargeButtons() }
      }
      .onChoice { decision in readout = Self.describe(decision) }
      Text(readout)
        .font(.footnote)
        .foregroundStyle(.secondary)
        .padding(.horizontal, 20)
    }
    .padding(20)
  }

  /// "Row: ideal width 612 ≤ proposed 920" and the like.
  static func describe(_ decision: ViewThatFitsRule.Decision) -> String {
    let names = ["Row (EqualHStack)", "Column (EqualVStack)"]
    let chosen = decision.chosen < names.count ? names[decision.chosen] : "child \(decision.chosen)"
    let proposed = decision.proposal.width.map { "\(Int($0.rounded()))" } ?? "unspecified"
    let reasons = decision.candidates.enumerated().map { index, candidate in
      let width = Int(candidate.idealSize.width.rounded())
      let name = index < names.count ? names[index] : "child \(index)"
      return "\(name) ideal width \(width) \(candidate.fits ? "fits" : "does not fit")"
    }
    return "Showing \(chosen) — proposed width \(proposed); " + reasons.joined(separator: "; ")
  }
}

/// The three buttons; each label fills whatever size the stack offers, so they match.
struct LargeButtons: View {
  var body: some View {
    Button(action: {}) { label("Horizontal") }
    Button(action: {}) { label("Vertical") }
    Button(action: {}) { label("Equal") }
  }

  private func label(_ title: String) -> some View {
    Text(title)
      .font(.largeTitle)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}
