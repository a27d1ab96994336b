/// A nested layout as an item: a `Layout` value over child items, itself placeable in a parent.
package final class LayoutContainer<L: Layout>: LayoutItem {
  package let driver: LayoutDriver<L>
  package var layoutPriority: Double
  package private(set) var frame: CGRect = .zero

  package init(_ layout: L, children: [any LayoutItem], priority: Double = 0, log: ContractLog? = nil) {
    self.driver = LayoutDriver(layout, items: children, log: log)
    self.layoutPriority = priority
  }

  package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    driver.sizeThatFits(proposal)
  }

  package var spacing: ViewSpacing { driver.spacing() }

  /// The size and the guides the layout sets through `explicitAlignment(of:…)`.
  package func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    driver.dimensions(in: proposal)
  }

  package var mayHaveExplicitGuides: Bool { driver.mayHaveExplicitGuides }
  package func mayHaveExplicitGuides(in family: GuideFamily) -> Bool { driver.mayHaveExplicitGuides(in: family) }

  package func place(in frame: CGRect, proposal: ProposedViewSize) {
    self.frame = frame
    driver.placeSubviews(in: frame, proposal: proposal)
  }

  /// Sizes the container for `proposal` and places it with its top-left corner at `origin`:
  /// what a window does with its root.
  @discardableResult
  package func layOut(proposal: ProposedViewSize, at origin: CGPoint = .zero) -> CGRect {
    let size = sizeThatFits(proposal)
    let bounds = CGRect(
      origin: origin,
      size: CGSize(
        width: size.width.finiteNonNegative(or: proposal.width ?? 0),
        height: size.height.finiteNonNegative(or: proposal.height ?? 0)))
    place(in: bounds, proposal: proposal)
    return bounds
  }
}
