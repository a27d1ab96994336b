/// A view wrapped by one of the internal layouts (padding, frames, background, overlay).
struct LayoutModifierView<L: Layout, Content: View>: View, PrimitiveView {
  let layout: L
  let content: Content
  let role: ViewIdentity.Role

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let children = context.resolve(content, role: role)
    return [ContainerNode(id: context.identity, layout: layout, children: children, name: role.name, log: context.log)]
  }
}

/// A primary view with a decoration behind or in front of it, sized to the primary.
struct DecoratedView<Content: View, Decoration: View>: View, PrimitiveView {
  let content: Content
  let decoration: Decoration
  let alignment: Alignment
  let behind: Bool

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let primary = context.resolve(content, role: .content)
    let extra = context.resolve(decoration, role: behind ? .background : .overlay)
    // More than one primary node acts as one group, as SwiftUI does for a modified tuple.
    let main: Node =
      primary.count == 1
      ? primary[0]
      : ContainerNode(
        id: context.identity.appending(.role(.group)), layout: ZStackLayout(), children: primary, name: "group",
        log: context.log)
    let children = [main] + extra
    let order = behind ? extra + [main] : [main] + extra
    return [
      ContainerNode(
        id: context.identity, layout: DecorationLayout(alignment: alignment), children: children,
        drawOrder: order, name: behind ? "background" : "overlay", log: context.log)
    ]
  }
}

extension View {
  /// Adds `length` of space (16 by default, SwiftUI's standard padding) on the given edges.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let value = length.map { $0.isFinite ? $0 : 0 } ?? 16
    return LayoutModifierView(layout: PaddingLayout(insets: EdgeInsets(edges, value)), content: self, role: .padding)
  }

  /// Adds `length` of space on every edge.
  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  /// Adds specific insets.
  public func padding(_ insets: EdgeInsets) -> some View {
    LayoutModifierView(layout: PaddingLayout(insets: insets), content: self, role: .padding)
  }

  /// A fixed size on either axis; the view is aligned inside.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    func valid(_ value: CGFloat?) -> CGFloat? {
      guard let value else { return nil }
      return value.isFinite && value >= 0 ? value : 0
    }
    return LayoutModifierView(
      layout: FixedFrameLayout(width: valid(width), height: valid(height), alignment: alignment),
      content: self, role: .frame)
  }

  /// Minimum, ideal and maximum sizes; the view is aligned inside.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    LayoutModifierView(
      layout: FlexibleFrameLayout(
        normalizingMinWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment),
      content: self, role: .flexibleFrame)
  }

  /// Draws `background` behind the view, sized to it.
  // Disfavoured: a `Color` is both a view and a style, and SwiftUI takes it as a style (so
  // `.background(Color.red)` extends under the bars).
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
    DecoratedView(content: self, decoration: background, alignment: alignment, behind: true)
  }

  /// Draws the builder's content behind the view, sized to it.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> some View {
    DecoratedView(content: self, decoration: content(), alignment: alignment, behind: true)
  }

  /// Fills the view's frame with a style, behind it; where the view touches the safe area's
  /// edge on one of `edges` (all by default), the fill extends under the bars, as SwiftUI's does.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    DecoratedView(
      content: self, decoration: Rectangle().fill(style).ignoresSafeArea(.container, edges: edges),
      alignment: .center, behind: true)
  }

  /// Fills the view's frame with the background style (`.background`), extending into the safe
  /// area on `edges`.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
  }

  /// Fills a shape behind the view with a style.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    DecoratedView(content: self, decoration: shape.fill(style, style: fillStyle), alignment: .center, behind: true)
  }

  /// Draws `overlay` in front of the view, sized to it.
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    DecoratedView(content: self, decoration: overlay, alignment: alignment, behind: false)
  }

  /// Draws the builder's content in front of the view, sized to it.
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> some View {
    DecoratedView(content: self, decoration: content(), alignment: alignment, behind: false)
  }
}
