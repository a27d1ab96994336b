/// `safeAreaInset(edge:…)` and `safeAreaPadding(…)`: content laid out in a region inset from
/// the view's frame, whose safe area shrinks by the same amount. As SwiftUI documents it, "the
/// modified view is inset by the height of content, from edge. The safe area of the resulting
/// view is also inset by the same amount": what ignores the safe area (a background colour,
/// a view with `ignoresSafeArea`) still extends under the inset, out to the screen's edge.
struct SafeAreaInsetView<Content: View, Inset: View>: View, PrimitiveView {
  enum Amount {
    /// `safeAreaInset`: as tall (or wide) as `inset`'s content, plus spacing.
    case content(edge: Edge, alignment: Alignment, spacing: CGFloat)
    /// `safeAreaPadding`: fixed lengths.
    case padding(EdgeInsets)
  }

  let content: Content
  let inset: Inset?
  let amount: Amount

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let main = context.resolve(content, role: .content)
    let extra = inset.map { context.resolve($0, role: .overlay) } ?? []
    context.graph(volatile: false).noteSafeAreaNode()
    return [SafeAreaInsetNode(id: context.identity, main: main, inset: extra, amount: amount)]
  }
}

final class SafeAreaInsetNode<Content: View, Inset: View>: Node {
  typealias Amount = SafeAreaInsetView<Content, Inset>.Amount
  let main: [Node]
  let inset: [Node]
  let amount: Amount

  init(id: ViewIdentity, main: [Node], inset: [Node], amount: Amount) {
    self.main = main
    self.inset = inset
    self.amount = amount
    super.init(id: id)
  }

  override var kindName: String {
    switch amount {
    case .content: "safeAreaInset"
    case .padding: "safeAreaPadding"
    }
  }
  override var drawnChildren: [Node] { main + inset }

  /// The inset content's size: its ideal length across `edge`, the proposal along it.
  private func insetSize(_ proposal: ProposedViewSize, edge: Edge) -> CGSize {
    let across =
      edge == .top || edge == .bottom
      ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height)
    return inset.reduce(CGSize.zero) { size, node in
      let fitted = node.sizeThatFits(across)
      return CGSize(width: max(size.width, fitted.width), height: max(size.height, fitted.height))
    }
  }

  /// The lengths taken from each edge for a proposal.
  private func insets(_ proposal: ProposedViewSize) -> EdgeInsets {
    switch amount {
    case .padding(let insets): return insets
    case .content(let edge, _, let spacing):
      let size = insetSize(proposal, edge: edge)
      switch edge {
      case .top: return EdgeInsets(top: size.height + spacing, leading: 0, bottom: 0, trailing: 0)
      case .bottom: return EdgeInsets(top: 0, leading: 0, bottom: size.height + spacing, trailing: 0)
      case .leading: return EdgeInsets(top: 0, leading: size.width + spacing, bottom: 0, trailing: 0)
      case .trailing: return EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: size.width + spacing)
      }
    }
  }

  private func mainProposal(_ proposal: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
      height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    let insets = insets(proposal)
    let inner = mainProposal(proposal, insets)
    let fitted = main.reduce(CGSize.zero) { size, node in
      let fitted = node.sizeThatFits(inner)
      return CGSize(width: max(size.width, fitted.width), height: max(size.height, fitted.height))
    }
    var size = CGSize(
      width: fitted.width + insets.leading + insets.trailing, height: fitted.height + insets.top + insets.bottom)
    if case .content(let edge, _, _) = amount {
      // The inset content is as wide (or tall) as the view, or wider if it must be.
      let bar = insetSize(proposal, edge: edge)
      if edge == .top || edge == .bottom {
        size.width = max(size.width, bar.width)
      } else {
        size.height = max(size.height, bar.height)
      }
    }
    return size
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
    let placed = ProposedViewSize(frame.size)
    let insets = insets(placed)
    let region = CGRect(
      x: frame.minX + insets.leading, y: frame.minY + insets.top,
      width: max(0, frame.width - insets.leading - insets.trailing),
      height: max(0, frame.height - insets.top - insets.bottom))
    let inner = ProposedViewSize(region.size)
    // Inside, the safe area ends where the inset begins; what ignores it still reaches the
    // outer bounds (the screen), under the inset.
    let outer = Node.safeArea ?? SafeAreaRegion(safe: frame, bounds: frame)
    var shrunk = outer
    shrunk.safe = outer.safe.intersection(region).isNull ? region : outer.safe.intersection(region)
    // The inset's edges are new edges of the safe area: content may grow past them again.
    if insets.top > 0 { shrunk.ignoredEdges.remove(.top) }
    if insets.bottom > 0 { shrunk.ignoredEdges.remove(.bottom) }
    if insets.leading > 0 { shrunk.ignoredEdges.remove(.leading) }
    if insets.trailing > 0 { shrunk.ignoredEdges.remove(.trailing) }
    Node.withSafeArea(shrunk) {
      for node in main {
        let size = node.sizeThatFits(inner)
        node.place(
          in: CGRect(
            x: region.midX - size.width / 2, y: region.midY - size.height / 2, width: size.width, height: size.height),
          proposal: inner)
      }
    }
    guard case .content(let edge, let alignment, _) = amount else { return }
    let barSize = insetSize(placed, edge: edge)
    let across =
      edge == .top || edge == .bottom
      ? ProposedViewSize(width: frame.width, height: barSize.height)
      : ProposedViewSize(width: barSize.width, height: frame.height)
    let strip: CGRect
    switch edge {
    case .top: strip = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: barSize.height)
    case .bottom:
      strip = CGRect(x: frame.minX, y: frame.maxY - barSize.height, width: frame.width, height: barSize.height)
    case .leading: strip = CGRect(x: frame.minX, y: frame.minY, width: barSize.width, height: frame.height)
    case .trailing:
      strip = CGRect(x: frame.maxX - barSize.width, y: frame.minY, width: barSize.width, height: frame.height)
    }
    for node in inset {
      let dimensions = node.dimensions(in: across)
      let container = ViewDimensions(size: strip.size)
      let x = strip.minX + container[alignment.horizontal] - dimensions[alignment.horizontal]
      let y = strip.minY + container[alignment.vertical] - dimensions[alignment.vertical]
      node.place(in: CGRect(origin: CGPoint(x: x, y: y), size: dimensions.size), proposal: across)
    }
  }
}

extension View {
  /// Shows `content` along a vertical edge of the view and insets the view's safe area by its
  /// height (plus `spacing`, none by default).
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    SafeAreaInsetView(
      content: self, inset: content(),
      amount: .content(
        edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
        spacing: Self.finiteSpacing(spacing)))
  }

  /// Shows `content` along a horizontal edge of the view and insets the view's safe area by its
  /// width (plus `spacing`).
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    SafeAreaInsetView(
      content: self, inset: content(),
      amount: .content(
        edge: edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment),
        spacing: Self.finiteSpacing(spacing)))
  }

  /// Adds `insets` to the view's safe area: its content is inset, what ignores the safe area is not.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    SafeAreaInsetView<Self, EmptyView>(content: self, inset: nil, amount: .padding(insets))
  }

  /// Adds `length` (16 by default, the standard padding) to the safe area on `edges`.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let value = length.map { $0.isFinite ? max(0, $0) : 0 } ?? 16
    return safeAreaPadding(EdgeInsets(edges, value))
  }

  /// Adds `length` to the safe area on every edge.
  public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }

  private static func finiteSpacing(_ spacing: CGFloat?) -> CGFloat {
    guard let spacing, spacing.isFinite else { return 0 }
    return max(0, spacing)
  }
}
