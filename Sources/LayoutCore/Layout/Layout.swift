/// A type that defines the geometry of a collection of views (mirrors SwiftUI's `Layout`).
///
/// Every optional member has SwiftUI's default (`explicitAlignment` merges the subviews'
/// explicit guides: see `ExplicitAlignmentMerge.swift`).
public protocol Layout: Animatable {
  /// Properties of the layout type (a stack's orientation, read by spacers).
  static var layoutProperties: LayoutProperties { get }

  /// Storage shared among this layout's methods, rebuilt when the subviews change.
  associatedtype Cache = Void

  typealias Subviews = LayoutSubviews

  func makeCache(subviews: Subviews) -> Cache
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// By default the cache is rebuilt from scratch.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// By default a container prefers the union of its subviews' spacing preferences (none when
  /// none of them states one, so it is spaced like any other view).
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    var result = ViewSpacing()
    for subview in subviews { result.formUnion(subview.spacing) }
    return result
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    mergedExplicitAlignment(
      in: bounds, proposal: proposal, subviews: subviews, cache: &cache, family: .horizontal,
      value: { $0[explicit: guide] }, merge: .average)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    mergedExplicitAlignment(
      in: bounds, proposal: proposal, subviews: subviews, cache: &cache, family: GuideFamily(guide),
      value: { $0[explicit: guide] }, merge: GuideMerge(guide))
  }
}

extension Layout where Cache == () {
  public func makeCache(subviews: Subviews) -> Cache { () }
}
