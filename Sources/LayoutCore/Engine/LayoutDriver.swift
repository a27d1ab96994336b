/// Runs one `Layout` over a list of items: the cache's life cycle, memoised sizes, placement of
/// every item, and the contract checks (SPEC 3.4).
///
/// Semantics it guarantees whatever the layout does: sizes are finite and non-negative (∞ only
/// as the answer to an ∞ proposal); an unplaced subview sits at the container's centre with the
/// container's proposal; a subview placed twice keeps its last placement.
public final class LayoutDriver<L: Layout> {
  public private(set) var layout: L
  let storage: SubviewStorage
  private var cache: L.Cache?
  private var cacheIsStale = false
  /// Recent (proposal, size) answers; cleared whenever the layout or its subviews change.
  private var memo: [(proposal: ProposedViewSize, size: CGSize)] = []
  /// Where each item went in the last placement pass, and whether the layout chose it.
  public private(set) var lastPlacements: [(placement: Placement, byLayout: Bool)] = []
  /// Where violations go; nil ignores them (they are still clamped).
  public var log: ContractLog?
  public let layoutName: String

  public init(_ layout: L, items: [any LayoutItem], log: ContractLog? = nil) {
    self.layout = layout
    self.storage = SubviewStorage(items: ContiguousArray(items))
    self.log = log
    self.layoutName = String(describing: L.self)
  }

  /// The subview proxies over the items.
  public var subviews: LayoutSubviews {
    LayoutSubviews(storage: storage, range: 0..<storage.items.count)
  }

  public var items: [any LayoutItem] { Array(storage.items) }

  /// Replaces the layout value (its parameters changed): answers are recomputed, the cache updated.
  public func setLayout(_ layout: L) {
    self.layout = layout
    invalidate()
  }

  /// Replaces the items: the cache is updated through `updateCache`.
  public func setItems(_ items: [any LayoutItem]) {
    storage.items = ContiguousArray(items)
    storage.placements = ContiguousArray(repeating: nil, count: items.count)
    invalidate()
  }

  /// Something below changed: forget memoised answers and update the cache before next use.
  public func invalidate() {
    memo.removeAll(keepingCapacity: true)
    if cache != nil { cacheIsStale = true }
  }

  private func withCache<R>(_ body: (inout L.Cache) -> R) -> R {
    if cache == nil {
      cache = layout.makeCache(subviews: subviews)
    } else if cacheIsStale {
      layout.updateCache(&cache!, subviews: subviews)
    }
    cacheIsStale = false
    return body(&cache!)
  }

  /// The container's size for `proposal`, memoised and made finite.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    for entry in memo where entry.proposal == proposal { return entry.size }
    let raw = withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    let size = sanitized(raw, for: proposal)
    if let log, log.checksCacheConsistency { checkCacheConsistency(proposal, size, log) }
    if memo.count >= 8 { memo.removeFirst() }
    memo.append((proposal, size))
    return size
  }

  /// The container's preferred spacing.
  public func spacing() -> ViewSpacing {
    withCache { layout.spacing(subviews: subviews, cache: &$0) }
  }

  /// The layout's explicit position for `guide` in `bounds`, or nil when it sets none.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize
  ) -> CGFloat? {
    withCache {
      layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize
  ) -> CGFloat? {
    withCache {
      layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  /// Lets the layout place its subviews in `bounds`, then gives every item its final frame.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize) {
    storage.beginPlacing()
    withCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    storage.isPlacing = false
    if storage.strayPlacement {
      storage.strayPlacement = false
      report(.placedOutsidePlaceSubviews, nil, "placements must happen in placeSubviews; ignored")
    }
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    lastPlacements.removeAll(keepingCapacity: true)
    for index in storage.items.indices {
      var byLayout = true
      var placement: Placement
      if let recorded = storage.placements[index] {
        placement = recorded
      } else {
        report(.neverPlaced, index, "placed at the container's centre")
        placement = Placement(position: centre, anchor: .center, proposal: proposal)
        byLayout = false
      }
      if !placement.position.isFinite || !placement.anchor.x.isFinite || !placement.anchor.y.isFinite {
        report(.invalidPlacement, index, "position \(placement.position) replaced by the centre")
        placement.position = centre
        placement.anchor = .center
      }
      let item = storage.items[index]
      let size = clampedChildSize(item.sizeThatFits(placement.proposal), within: bounds, index)
      let frame = placement.frame(for: size)
      if isFarOutside(frame, bounds) {
        report(.placementOutsideBounds, index, "frame \(frame) vs bounds \(bounds)")
      }
      lastPlacements.append((placement, byLayout))
      item.place(in: frame, proposal: placement.proposal)
    }
  }

  // MARK: - Contract checks

  private func report(_ kind: ContractViolation.Kind, _ index: Int?, _ detail: String) {
    log?.report(ContractViolation(kind: kind, layout: layoutName, subview: index, detail: detail))
  }

  /// Makes a returned size finite and non-negative; ∞ survives only as the answer to ∞.
  private func sanitized(_ size: CGSize, for proposal: ProposedViewSize) -> CGSize {
    func fix(_ value: CGFloat, _ proposed: CGFloat?, _ axis: String) -> CGFloat {
      if value.isFinite && value >= 0 { return value }
      if value == .infinity && proposed == .infinity { return value }
      let replacement = (proposed ?? 0).finiteNonNegative()
      report(.invalidSize, nil, "sizeThatFits returned \(axis) \(formatLength(value)) "
        + "for \(proposal); using \(formatLength(replacement))")
      return replacement
    }
    return CGSize(
      width: fix(size.width, proposal.width, "width"),
      height: fix(size.height, proposal.height, "height"))
  }

  private func clampedChildSize(_ size: CGSize, within bounds: CGRect, _ index: Int) -> CGSize {
    if size.isValidLayoutSize { return size }
    report(.invalidSize, index, "subview size \(size) clamped to the container's bounds")
    return CGSize(
      width: size.width.finiteNonNegative(or: bounds.width),
      height: size.height.finiteNonNegative(or: bounds.height))
  }

  /// "Far" is more than the container's own extent (at least 100 pt) beyond its bounds, so an
  /// overflowing flow line (negative x, as in CSS) is not flagged.
  private func isFarOutside(_ frame: CGRect, _ bounds: CGRect) -> Bool {
    let margin = max(bounds.width, bounds.height, 100)
    return !frame.intersects(bounds.insetBy(dx: -margin, dy: -margin)) && !frame.isEmpty
      || !frame.isFiniteRect
  }

  private func checkCacheConsistency(_ proposal: ProposedViewSize, _ size: CGSize, _ log: ContractLog) {
    var fresh = layout.makeCache(subviews: subviews)
    let again = sanitized(layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &fresh), for: proposal)
    let tolerance: CGFloat = 1e-6
    if abs(again.width - size.width) > tolerance || abs(again.height - size.height) > tolerance {
      report(.cacheDependentResult, nil, "\(size) with the kept cache, \(again) with a fresh one")
    }
  }
}
