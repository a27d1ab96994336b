/// `containerRelativeFrame`: a frame whose width and/or height is worked out from the size of
/// the nearest container, as Apple documents it: the nearest scroll view's visible size, else
/// the screen (the device canvas's safe area; the window without one).
extension View {
  /// Frames the view at the nearest container's size (minus its safe-area insets) on `axes`.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// Frames the view at `span` of `count` columns (or rows) of the nearest container on `axes`,
  /// with `spacing` between columns: Apple's `(length − spacing × (count − 1)) ÷ count × span +
  /// (span − 1) × spacing`.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in
      let count = CGFloat(max(1, count))
      let column = (length - spacing * (count - 1)) / count
      return column * CGFloat(span) + CGFloat(span - 1) * spacing
    }
  }

  /// Frames the view at the length `length` returns for the nearest container's length along
  /// each of `axes`.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    ContainerRelativeFrameView(
      content: self, layout: ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length))
  }
}

struct ContainerRelativeFrameView<Content: View>: View, PrimitiveView {
  let content: Content
  let layout: ContainerRelativeFrameLayout

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    // Sizes kept from a layout with another container size would be stale (Node+Container.swift).
    Node.containerRelativeFramesInUse = true
    let children = context.resolve(content, role: .frame)
    return [
      ContainerNode(
        id: context.identity, layout: layout, children: children, name: "containerRelativeFrame", log: context.log)
    ]
  }
}

/// A fixed frame whose lengths come from `Node.containerSize` when it is asked.
struct ContainerRelativeFrameLayout: Layout {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  private var frame: FixedFrameLayout {
    let container = Node.containerSize
    func valid(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
    return FixedFrameLayout(
      width: axes.contains(.horizontal) ? valid(length(container.width, .horizontal)) : nil,
      height: axes.contains(.vertical) ? valid(length(container.height, .vertical)) : nil, alignment: alignment)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var cache: Void = ()
    return frame.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var cache: Void = ()
    frame.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}
