/// Cells in columns described by `GridItem`s, growing downwards (mirrors SwiftUI's
/// `LazyVGrid`). Every cell is built at once: nothing here is lazy.
public struct LazyVGrid<Content: View>: View {
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

  public var body: some View { LayoutView(layout: layout, content: content) }
}

/// Cells in rows described by `GridItem`s, growing to the right (mirrors SwiftUI's
/// `LazyHGrid`). Every cell is built at once: nothing here is lazy.
public struct LazyHGrid<Content: View>: View {
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

  public var body: some View { LayoutView(layout: layout, content: content) }
}
