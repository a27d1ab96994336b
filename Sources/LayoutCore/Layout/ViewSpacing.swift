/// A view's preferred spacing to its neighbours, per edge (mirrors SwiftUI's `ViewSpacing`).
///
/// An edge either states a distance or has no preference. Most views state none: two of them
/// side by side get the system's default (8 pt on iOS). A stated distance wins over a neighbour
/// without one, which is how a `Spacer` (0 along its stack's axis) leaves no space beside it.
/// That is SwiftUI's rule: its views keep per-kind preferences and only a spacer or a layout
/// states plain distances, and `distance(to:along:)` falls back to the default only when
/// neither side states one (docs/layout-semantics.md, “Spacing”).
///
/// Known gap: SwiftUI can prefer different spacing per kind of neighbour (text above text is
/// spaced by the font's leading); here an edge holds one value for every kind.
public struct ViewSpacing: Hashable, Sendable {
  /// The spacing SwiftUI uses between most adjacent views.
  package static let defaultValue: CGFloat = 8

  var top: CGFloat?
  var leading: CGFloat?
  var bottom: CGFloat?
  var trailing: CGFloat?

  /// No preference on any edge: neighbours get the default spacing unless they state one.
  public init() {}

  /// The same stated distance on every edge.
  package init(uniform value: CGFloat) {
    top = value
    leading = value
    bottom = value
    trailing = value
  }

  /// A stated distance of 0 on every edge: nothing is put between this view and any neighbour
  /// that does not state a larger distance.
  public static let zero = ViewSpacing(uniform: 0)

  /// Zero on the two edges along `axis` and no preference across it: a spacer in a stack.
  package static func zero(along axis: Axis) -> ViewSpacing {
    var spacing = ViewSpacing()
    if axis == .horizontal {
      spacing.leading = 0
      spacing.trailing = 0
    } else {
      spacing.top = 0
      spacing.bottom = 0
    }
    return spacing
  }

  /// Merges `other` into this instance on `edges`, keeping the larger preference per edge
  /// (an edge without a preference takes the other's).
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top = Self.larger(top, other.top) }
    if edges.contains(.leading) { leading = Self.larger(leading, other.leading) }
    if edges.contains(.bottom) { bottom = Self.larger(bottom, other.bottom) }
    if edges.contains(.trailing) { trailing = Self.larger(trailing, other.trailing) }
  }

  /// The merge of this instance and `other` on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var copy = self
    copy.formUnion(other, edges: edges)
    return copy
  }

  /// The distance to put between this view and `next`, which follows it along `axis`: the
  /// larger of the two facing preferences, or the default when neither states one.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let facing = axis == .horizontal ? Self.larger(trailing, next.leading) : Self.larger(bottom, next.top)
    return facing ?? Self.defaultValue
  }

  private static func larger(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
    guard let a else { return b }
    guard let b else { return a }
    return max(a, b)
  }
}
