/// `position(_:)` and `position(x:y:)` (mirror SwiftUI's): the view is proposed everything its
/// parent offers, and its centre is placed at the point, in the coordinates of the space the
/// modifier takes, which is the whole proposal (10 pt in a dimension left unspecified, as
/// `replacingUnspecifiedDimensions()` says).
struct PositionLayout: Layout {
  let position: CGPoint

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let point = CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y)
    for subview in subviews {
      subview.place(at: point, anchor: .center, proposal: ProposedViewSize(bounds.size))
    }
  }
}

extension View {
  /// Places the view's centre at `position` in its parent's space, taking all of it.
  public func position(_ position: CGPoint) -> some View {
    PositionLayout(position: position) { self }
  }

  /// Places the view's centre at (`x`, `y`) in its parent's space, taking all of it.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }
}
