/// Which parts of a lazy stack's sections stay pinned while it scrolls (mirrors SwiftUI's
/// `PinnedScrollableViews`). Accepted; nothing is pinned here yet.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Views in a column (mirrors SwiftUI's `LazyVStack`). Unlike a `VStack`, which is as wide as
/// its widest child, a lazy stack takes the whole width it is offered and aligns its children
/// in it, so `LazyVStack(alignment: .leading)` in a `ScrollView` puts them at the scroll view's
/// leading edge. In a vertical scroll view only the rows near what shows are built
/// (`LazyStackNode`); elsewhere every row is, as SwiftUI builds everything that is visible.
public struct LazyVStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    if let lazy = LazyStackNode.make(
      axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
      content: content, in: context)
    {
      return [lazy]
    }
    return context.resolve(
      VStack(alignment: alignment, spacing: spacing) { content }
        .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center)),
      role: .content)
  }
}

/// Views in a row (mirrors SwiftUI's `LazyHStack`): it takes the whole height it is offered
/// and aligns its children in it. In a horizontal scroll view only the columns near what shows
/// are built (`LazyStackNode`); elsewhere every one is.
public struct LazyHStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    if let lazy = LazyStackNode.make(
      axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
      content: content, in: context)
    {
      return [lazy]
    }
    return context.resolve(
      HStack(alignment: alignment, spacing: spacing) { content }
        .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment)),
      role: .content)
  }
}
