/// Places subviews on an inward spiral filling the proposal (the article's SpiralLayout):
/// subview i of n sits at angle 4π·i/n, radius r·(1 − i/n) from the centre, r = half the
/// smaller side, each at its ideal size.
package struct SpiralLayout: Layout {
  package init() {}

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let radius = min(bounds.width, bounds.height) / 2
    let count = CGFloat(subviews.count)
    for (i, subview) in subviews.enumerated() {
      let progress = CGFloat(i) / count
      let distance = radius * (1 - progress)
      let angle = 4 * CGFloat.pi * progress
      subview.place(
        at: CGPoint(x: bounds.midX + cos(angle) * distance, y: bounds.midY + sin(angle) * distance),
        anchor: .center, proposal: .unspecified)
    }
  }
}
