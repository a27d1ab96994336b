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

  /// Runs `operation` on the wrapped layout with its typed cache, rebuilding the cache first if
  /// the layout's type changed: the one place the erased cache is opened.
  private func perform<Operation: LayoutOperation>(
    _ operation: Operation, _ subviews: Subviews, _ cache: Cache
  ) -> Operation.Result {
    func run<L: Layout>(_ layout: L) -> Operation.Result {
      var inner: L.Cache
      if cache.layoutType == ObjectIdentifier(L.self), let typed = cache.value as? L.Cache {
        inner = typed
      } else {
        inner = layout.makeCache(subviews: subviews)
        cache.layoutType = ObjectIdentifier(L.self)
      }
      defer { cache.value = inner }
      return operation.run(layout, subviews, &inner)
    }
    return run(base)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    perform(SizeThatFits(proposal: proposal), subviews, cache)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    perform(PlaceSubviews(bounds: bounds, proposal: proposal), subviews, cache)
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    perform(HorizontalGuide(guide: guide, bounds: bounds, proposal: proposal), subviews, cache)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    perform(VerticalGuide(guide: guide, bounds: bounds, proposal: proposal), subviews, cache)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    perform(Spacing(), subviews, cache)
  }
}

/// One `Layout` requirement, run on the concrete layout behind an `AnyLayout` (a generic
/// closure, which Swift cannot otherwise pass).
private protocol LayoutOperation {
  associatedtype Result
  func run<L: Layout>(_ layout: L, _ subviews: LayoutSubviews, _ cache: inout L.Cache) -> Result
}

private struct SizeThatFits: LayoutOperation {
  typealias Result = CGSize
  let proposal: ProposedViewSize
  func run<L: Layout>(_ layout: L, _ subviews: LayoutSubviews, _ cache: inout L.Cache) -> CGSize {
    layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }
}

private struct PlaceSubviews: LayoutOperation {
  typealias Result = Void
  let bounds: CGRect
  let proposal: ProposedViewSize
  func run<L: Layout>(_ layout: L, _ subviews: LayoutSubviews, _ cache: inout L.Cache) {
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

private struct HorizontalGuide: LayoutOperation {
  typealias Result = CGFloat?
  let guide: HorizontalAlignment
  let bounds: CGRect
  let proposal: ProposedViewSize
  func run<L: Layout>(_ layout: L, _ subviews: LayoutSubviews, _ cache: inout L.Cache) -> CGFloat? {
    layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

private struct VerticalGuide: LayoutOperation {
  typealias Result = CGFloat?
  let guide: VerticalAlignment
  let bounds: CGRect
  let proposal: ProposedViewSize
  func run<L: Layout>(_ layout: L, _ subviews: LayoutSubviews, _ cache: inout L.Cache) -> CGFloat? {
    layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

private struct Spacing: LayoutOperation {
  typealias Result = ViewSpacing
  func run<L: Layout>(_ layout: L, _ subviews: LayoutSubviews, _ cache: inout L.Cache) -> ViewSpacing {
    layout.spacing(subviews: subviews, cache: &cache)
  }
}
