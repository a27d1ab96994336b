/// A type-erased layout, so a container can switch layouts while its subviews keep their
/// identity (mirrors SwiftUI's `AnyLayout`).
///
/// Switching to a layout of another type rebuilds the cache with the new type's `makeCache`.
public struct AnyLayout: Layout {
  var base: any Layout

  public init<L: Layout>(_ layout: L) {
    self.base = (layout as? AnyLayout)?.base ?? layout
  }

  /// The wrapped layout's cache, tagged with its type.
  public final class Cache {
    var layoutType: ObjectIdentifier
    var value: Any

    init(layoutType: ObjectIdentifier, value: Any) {
      self.layoutType = layoutType
      self.value = value
    }
  }

  /// The wrapped layout type's properties (a stack's orientation).
  package var dynamicLayoutProperties: LayoutProperties { type(of: base).layoutProperties }

  public func makeCache(subviews: Subviews) -> Cache {
    func make<L: Layout>(_ layout: L) -> Cache {
      Cache(layoutType: ObjectIdentifier(L.self), value: layout.makeCache(subviews: subviews))
    }
    return make(base)
  }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    func update<L: Layout>(_ layout: L) {
      if cache.layoutType == ObjectIdentifier(L.self), var inner = cache.value as? L.Cache {
        layout.updateCache(&inner, subviews: subviews)
        cache.value = inner
      } else {
        cache = makeCache(subviews: subviews)
      }
    }
    update(base)
  }

  /// Runs `body` with the wrapped layout and its cache, rebuilding the cache if the type changed.
  private func withBase<R>(
    _ cache: Cache, _ subviews: Subviews, _ body: (any Layout, inout Any) -> R
  ) -> R {
    if cache.layoutType != ObjectIdentifier(type(of: base)) {
      let fresh = makeCache(subviews: subviews)
      cache.layoutType = fresh.layoutType
      cache.value = fresh.value
    }
    return body(base, &cache.value)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    withBase(cache, subviews) { base, value in
      func run<L: Layout>(_ layout: L) -> CGSize {
        var inner = value as! L.Cache
        defer { value = inner }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
      }
      return run(base)
    }
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    withBase(cache, subviews) { base, value in
      func run<L: Layout>(_ layout: L) {
        var inner = value as! L.Cache
        defer { value = inner }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
      }
      run(base)
    }
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    withBase(cache, subviews) { base, value in
      func run<L: Layout>(_ layout: L) -> CGFloat? {
        var inner = value as! L.Cache
        defer { value = inner }
        return layout.explicitAlignment(
          of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
      }
      return run(base)
    }
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    withBase(cache, subviews) { base, value in
      func run<L: Layout>(_ layout: L) -> CGFloat? {
        var inner = value as! L.Cache
        defer { value = inner }
        return layout.explicitAlignment(
          of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
      }
      return run(base)
    }
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    withBase(cache, subviews) { base, value in
      func run<L: Layout>(_ layout: L) -> ViewSpacing {
        var inner = value as! L.Cache
        defer { value = inner }
        return layout.spacing(subviews: subviews, cache: &inner)
      }
      return run(base)
    }
  }
}
