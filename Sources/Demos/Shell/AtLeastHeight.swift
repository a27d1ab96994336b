import PlaygroundUI

/// Offers its content a height (the window's, inside a scroll view that would otherwise offer
/// none) and is as tall as that or as the content needs, whichever is more: a page fills a tall
/// window and grows past a short one, so the scroll view around it can reach all of it.
struct AtLeastHeight: Layout {
  var minimum: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let content = subviews.first?.sizeThatFits(ProposedViewSize(width: proposal.width, height: minimum)) ?? .zero
    return CGSize(width: content.width, height: max(minimum, content.height))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      subview.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: minimum))
    }
  }
}
