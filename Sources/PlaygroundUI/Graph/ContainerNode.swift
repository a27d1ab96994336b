/// A node that runs a `Layout` over child nodes: stacks, custom layouts, and the internal
/// layouts behind `padding`, `frame`, `background` and `overlay`.
final class ContainerNode<L: Layout>: Node {
  let driver: LayoutDriver<L>
  let children: [Node]
  /// Drawing order when it differs from layout order (a background draws first).
  private let drawOrder: [Node]?
  /// What the inspector and dumps call it; the layout's type name unless given (described only
  /// when asked: naming a generic type on every resolve was costly).
  private let name: String?

  init(id: ViewIdentity, layout: L, children: [Node], drawOrder: [Node]? = nil, name: String? = nil, log: ContractLog?)
  {
    self.children = children
    self.drawOrder = drawOrder
    self.name = name
    let orientation =
      (layout as? AnyLayout)?.dynamicLayoutProperties.stackOrientation
      ?? L.layoutProperties.stackOrientation
    for case let spacer as SpacerNode in children { spacer.axis = orientation }
    for case let divider as DividerNode in children { divider.stackAxis = orientation }
    driver = LayoutDriver(layout, items: children, log: log)
    super.init(id: id)
  }

  override var kindName: String { name ?? String(describing: L.self) }
  /// Worked out once: children's `zIndex` is set before their container is made, and a
  /// container's children never change.
  private lazy var drawnOrder: [Node] = (drawOrder ?? children).orderedByZIndex()
  override var drawnChildren: [Node] { drawnOrder }
  override var allChildren: [Node] { children }

  override func measure(_ proposal: ProposedViewSize) -> CGSize { driver.sizeThatFits(proposal) }

  override var spacing: ViewSpacing { driver.spacing() }

  override var mayHaveExplicitGuides: Bool { !alignmentGuides.isEmpty || driver.mayHaveExplicitGuides }

  override func mayHaveExplicitGuides(in family: GuideFamily) -> Bool {
    !alignmentGuides.isEmpty || driver.mayHaveExplicitGuides(in: family)
  }

  /// The layout's explicit guides (by default its subviews', merged; memoised by the driver).
  override func ownDimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    // Through the node, so the inspector records the proposal.
    _ = sizeThatFits(proposal)
    return driver.dimensions(in: proposal)
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
    driver.placeSubviews(in: frame, proposal: proposal)
  }

  override func directionDidChange() {
    driver.layoutDirection = layoutDirection ?? .leftToRight
  }

  override func forgetMemoisedSizes() {
    driver.invalidate()
    super.forgetMemoisedSizes()
  }
}
