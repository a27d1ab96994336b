/// A horizontal stack as a `Layout` value (mirrors SwiftUI's `HStackLayout`).
public struct HStackLayout: Layout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties { StackAlgorithm.properties(.horizontal) }

  private var stack: StackAlgorithm {
    let guide = alignment
    return StackAlgorithm(axis: .horizontal, spacing: spacing) { $0[guide] }
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
