/// A `Layout` value used as a container: `MyLayout { content }` (mirrors SwiftUI).
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
  let layout: L
  let content: Content

  init(layout: L, content: Content) {
    self.layout = layout
    self.content = content
  }

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let children = context.resolve(content, role: .content)
    return [ContainerNode(id: context.identity, layout: layout, children: children, log: context.log)]
  }
}

extension Layout {
  /// Arranges `content` with this layout.
  @MainActor
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: self, content: content())
  }
}

/// Views in a row (mirrors SwiftUI's `HStack`).
public struct HStack<Content: View>: View {
  let layout: HStackLayout
  let content: Content

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    layout = HStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  public var body: some View { LayoutView(layout: layout, content: content) }
}

/// Views in a column (mirrors SwiftUI's `VStack`).
public struct VStack<Content: View>: View {
  let layout: VStackLayout
  let content: Content

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    layout = VStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  public var body: some View { LayoutView(layout: layout, content: content) }
}

/// Views on top of each other (mirrors SwiftUI's `ZStack`).
public struct ZStack<Content: View>: View {
  let layout: ZStackLayout
  let content: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    layout = ZStackLayout(alignment: alignment)
    self.content = content()
  }

  public var body: some View { LayoutView(layout: layout, content: content) }
}
