/// A vertical stack as a `Layout` value (mirrors SwiftUI's `VStackLayout`).
public struct VStackLayout: Layout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties { StackAlgorithm.properties(.vertical) }

  private var stack: StackAlgorithm {
    let guide = alignment
    return StackAlgorithm(axis: .vertical, spacing: spacing) { $0[guide] }
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    stack.size(proposal, subviews)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    stack.arrange(in: bounds, proposal, subviews)
  }

  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    stack.spacing(subviews)
  }
}
