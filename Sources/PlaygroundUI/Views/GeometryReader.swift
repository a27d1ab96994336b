/// The size a `GeometryReader` was given, for its content to adapt to.
public struct GeometryProxy: Equatable, Sendable {
  /// The size proposed to the reader (which it takes whole).
  public let size: CGSize
  /// How far the reader reaches into the unsafe area (bars, notch, home indicator) on each
  /// edge: zero for a reader inside the safe area, the bar's height for one that ignores it.
  public let safeAreaInsets: EdgeInsets

  init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets()) {
    self.size = size
    self.safeAreaInsets = safeAreaInsets
  }
}

/// A container that takes all the space offered and builds its content from that size
/// (mirrors SwiftUI's `GeometryReader`; content sits at the top-leading corner).
///
/// The content is built before layout from the size of the previous layout; when layout finds a
/// different size, the graph rebuilds and lays out again in the same frame, so what is drawn
/// always matches the current size.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  let content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let graph = context.graph(volatile: false)
    let proxy = graph.geometry(for: context.identity)
    let children = context.resolve(content(proxy), role: .content)
    // When laid out at another size, the body that built it evaluates again (ViewGraph.swift).
    let node = GeometryReaderNode(
      id: context.identity, children: children, builtFor: proxy, body: context.bodyIdentity)
    context.registerEachPass { [unowned graph] in graph.geometryReaders.append(node) }
    return [node]
  }
}

/// Takes the proposal whole and places its content at its origin; the graph compares the size
/// it was placed at with the size its content was built for.
final class GeometryReaderNode: Node {
  let children: [Node]
  let builtFor: GeometryProxy
  /// The geometry it was placed with in the last layout.
  private(set) var placed = GeometryProxy(size: .zero)
  /// The body whose evaluation built the content.
  let body: ViewIdentity

  init(id: ViewIdentity, children: [Node], builtFor: GeometryProxy, body: ViewIdentity) {
    self.children = children
    self.builtFor = builtFor
    self.body = body
    super.init(id: id)
  }

  override var kindName: String { "GeometryReader" }
  override var drawnChildren: [Node] { children }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
    let size = frame.size
    placed = GeometryProxy(size: size, safeAreaInsets: Node.safeArea?.insets(of: frame) ?? EdgeInsets())
    for child in children {
      child.place(
        in: CGRect(origin: frame.origin, size: child.sizeThatFits(ProposedViewSize(size))),
        proposal: ProposedViewSize(size))
    }
  }
}
