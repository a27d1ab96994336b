/// A view's preferred spacing to its neighbours, per edge (mirrors SwiftUI's `ViewSpacing`).
///
/// Known gap: SwiftUI can prefer different spacing per kind of neighbour (text vs. other views);
/// here each edge holds one value, 8 pt by default, which is SwiftUI's usual spacing on iOS.
public struct ViewSpacing: Hashable, Sendable {
  /// The spacing SwiftUI uses between most adjacent views.
  package static let defaultValue: CGFloat = 8

  var top: CGFloat
  var leading: CGFloat
  var bottom: CGFloat
  var trailing: CGFloat

  /// Default preferences on every edge.
  public init() {
    self.init(uniform: Self.defaultValue)
  }

  /// The same preference on every edge.
  package init(uniform value: CGFloat) {
    top = value
    leading = value
    bottom = value
    trailing = value
  }

  /// No spacing on any edge (an empty view).
  public static let zero = ViewSpacing(uniform: 0)

  /// Merges `other` into this instance on `edges`, keeping the larger preference per edge.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top = max(top, other.top) }
    if edges.contains(.leading) { leading = max(leading, other.leading) }
    if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
    if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
  }

  /// The merge of this instance and `other` on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var copy = self
    copy.formUnion(other, edges: edges)
    return copy
  }

  /// The distance to put between this view and `next`, which follows it along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
  }
}
