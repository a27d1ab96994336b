/// Cells in columns described by `GridItem`s, growing downwards (mirrors SwiftUI's
/// `LazyVGrid`). In a vertical scroll view only the lines of cells near what shows are built
/// (`LazyStackNode`); elsewhere every cell is.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
  let layout: LazyGridArrangement
  let content: Content

  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = LazyGridArrangement(
      axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing)
    self.content = content()
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    if let lazy = LazyStackNode.make(
      axis: layout.axis, alignment: layout.alignment, spacing: layout.spacing, grid: layout, content: content,
      in: context)
    {
      return [lazy]
    }
    return context.resolve(LayoutView(layout: layout, content: content), role: .content)
  }
}

/// Cells in rows described by `GridItem`s, growing to the right (mirrors SwiftUI's
/// `LazyHGrid`). In a horizontal scroll view only the lines of cells near what shows are
/// built (`LazyStackNode`); elsewhere every cell is.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
  let layout: LazyGridArrangement
  let content: Content

  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = LazyGridArrangement(
      axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing)
    self.content = content()
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    if let lazy = LazyStackNode.make(
      axis: layout.axis, alignment: layout.alignment, spacing: layout.spacing, grid: layout, content: content,
      in: context)
    {
      return [lazy]
    }
    return context.resolve(LayoutView(layout: layout, content: content), role: .content)
  }
}
