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
    let proxy = GeometryProxy(snapshot: graph.geometry.snapshots[context.identity] ?? GeometrySnapshot())
    let children = context.resolve(content(proxy), role: .content)
    // When laid out at another size (or moved, if the content read where it is), the body that
    // built it evaluates again (ViewGraph+Geometry.swift).
    return [GeometryReaderNode(id: context.identity, children: children, builtFor: proxy, body: context.bodyIdentity)]
  }
}

/// Takes the proposal whole and places its content at its origin; the graph compares the
/// geometry it was placed with with the geometry its content was built for.
final class GeometryReaderNode: Node {
  let children: [Node]
  let builtFor: GeometryProxy
  /// How far it reached into the unsafe area in the last layout (only known while placing).
  private(set) var placedInsets = EdgeInsets()
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
    placedInsets = Node.safeArea?.insets(of: frame) ?? EdgeInsets()
    for child in children {
      child.place(
        in: CGRect(origin: frame.origin, size: child.sizeThatFits(ProposedViewSize(size))),
        proposal: ProposedViewSize(size))
    }
  }
}
