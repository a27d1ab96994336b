/// Lets a view extend into the safe area (mirrors SwiftUI's `ignoresSafeArea(_:edges:)`).
///
/// The parent sizes and places the view as usual; then, on each of `edges` where the placed
/// frame touches the edge of the safe area, the content is placed bigger, out to the screen's
/// (or the inset's) edge, and proposed that bigger size, so a colour or an image fills under the
/// status bar while the parent's layout is unchanged.
struct IgnoresSafeAreaView<Content: View>: View, PrimitiveView {
  let content: Content
  let regions: SafeAreaRegions
  let edges: Edge.Set

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let children = context.resolve(content, role: .modifier)
    guard regions.contains(.container) else { return children }
    // No `noteSafeAreaNode` here: only a device or an inset makes a region with insets, and
    // those note it (a background in a plain window must not cost the move-only placement).
    return [IgnoresSafeAreaNode(id: context.identity, children: children, edges: edges)]
  }
}

/// Sized like its content; placed, it grows into the safe area where it touches it.
final class IgnoresSafeAreaNode: Node {
  let children: [Node]
  let edges: Edge.Set

  init(id: ViewIdentity, children: [Node], edges: Edge.Set) {
    self.children = children
    self.edges = edges
    super.init(id: id)
  }

  override var kindName: String { "ignoresSafeArea" }
  override var drawnChildren: [Node] { children }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    children.reduce(CGSize.zero) { size, child in
      let fitted = child.sizeThatFits(proposal)
      return CGSize(width: max(size.width, fitted.width), height: max(size.height, fitted.height))
    }
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
    guard let region = Node.safeArea else {
      for child in children { child.place(in: frame, proposal: proposal) }
      return
    }
    let extended = region.extending(frame, edges: edges)
    let grown = extended == frame ? proposal : ProposedViewSize(extended.size)
    Node.withSafeArea(region.ignoring(edges)) {
      for child in children {
        // Centred in the grown frame, as a frame modifier would place it.
        let size = child.sizeThatFits(grown)
        let origin = CGPoint(x: extended.midX - size.width / 2, y: extended.midY - size.height / 2)
        child.place(in: CGRect(origin: origin, size: size), proposal: grown)
      }
    }
  }
}

extension View {
  /// Lets the view extend into the safe area on `edges` (all by default), where it touches it.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    IgnoresSafeAreaView(content: self, regions: regions, edges: edges)
  }

  /// The older spelling of `ignoresSafeArea(.container, edges:)`.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    IgnoresSafeAreaView(content: self, regions: .container, edges: edges)
  }
}
