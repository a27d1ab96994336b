/// Runs one `Layout` over a list of items: the cache's life cycle, memoised sizes, placement of
/// every item, and the contract checks (see docs/layout-semantics.md, “Contract checks”).
///
/// Semantics it guarantees whatever the layout does: sizes are finite and non-negative (∞ only
/// as the answer to an ∞ proposal); an unplaced subview sits at the container's centre with the
/// container's proposal; a subview placed twice keeps its last placement.
package final class LayoutDriver<L: Layout> {
  package private(set) var layout: L
  private(set) var storage: SubviewStorage
  private var cache: L.Cache?
  private var cacheIsStale = false
  /// The last two (proposal, size) answers and a few before them; cleared whenever the layout
  /// or its subviews change. Most containers are asked two questions (a flow measures its
  /// subviews unconstrained, then places them at that size): the list is made for a third.
  private var lastAnswer: (proposal: ProposedViewSize, size: CGSize)?
  private var answerBefore: (proposal: ProposedViewSize, size: CGSize)?
  private var earlierAnswers: [(proposal: ProposedViewSize, size: CGSize)] = []
  /// Recent proposals' explicit guide answers, cleared with the sizes: a parent asks a container
  /// for its guides on every pass, and each guide may ask every subview for its own.
  var dimensionsMemo: [(proposal: ProposedViewSize, answers: GuideAnswers)] = []
  /// Where each item went in the last placement pass, and whether the layout chose it (false:
  /// left unplaced, the engine put it at the centre). Empty before the first pass over the
  /// current items. Built on demand from the pass's records, for the inspector.
  package var lastPlacements: [(placement: Placement, byLayout: Bool)] {
    guard storage.hasPlaced else { return [] }
    var unplaced = storage.unplaced[...]
    return storage.placements.enumerated().map { index, recorded in
      var byLayout = true
      if unplaced.first == index {
        unplaced.removeFirst()
        byLayout = false
      }
      return (recorded ?? Placement(position: .zero, anchor: .topLeading, proposal: .unspecified), byLayout)
    }
  }
  /// Where violations go; nil ignores them (they are still clamped).
  package var log: ContractLog?
  /// The layout type's name, for violation reports.
  package var layoutName: String { String(describing: L.self) }

  package init(_ layout: L, items: [any LayoutItem], log: ContractLog? = nil) {
    self.layout = layout
    self.storage = SubviewStorage(items: items)
    self.log = log
  }

  /// The subview proxies over the items.
  package var subviews: LayoutSubviews {
    LayoutSubviews(storage: storage, range: 0..<storage.items.count)
  }

  package var items: [any LayoutItem] { storage.items }

  /// Replaces the layout value (its parameters changed): answers are recomputed, the cache updated.
  package func setLayout(_ layout: L) {
    self.layout = layout
    invalidate()
  }

  /// Replaces the items: the cache is updated through `updateCache`.
  package func setItems(_ items: [any LayoutItem]) {
    let direction = storage.layoutDirection
    storage = SubviewStorage(items: items)
    storage.layoutDirection = direction
    invalidate()
  }

  /// The direction the container's subviews report (`LayoutSubviews.layoutDirection`).
  package var layoutDirection: LayoutDirection {
    get { storage.layoutDirection }
    set { storage.layoutDirection = newValue }
  }

  /// Something below changed: forget memoised answers and update the cache before next use.
  package func invalidate() {
    lastAnswer = nil
    answerBefore = nil
    earlierAnswers.removeAll(keepingCapacity: true)
    dimensionsMemo.removeAll(keepingCapacity: true)
    storage.scratch = nil
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
  package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    if let lastAnswer, lastAnswer.proposal == proposal { return lastAnswer.size }
    if let answerBefore, answerBefore.proposal == proposal { return answerBefore.size }
    for entry in earlierAnswers where entry.proposal == proposal { return entry.size }
    let raw = withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    let size = sanitized(raw, for: proposal)
    if let log, log.checksCacheConsistency { checkCacheConsistency(proposal, size, log) }
    if let answerBefore {
      if earlierAnswers.count >= 6 { earlierAnswers.removeFirst() }
      earlierAnswers.append(answerBefore)
    }
    answerBefore = lastAnswer
    lastAnswer = (proposal, size)
    return size
  }

  /// The container's preferred spacing.
  package func spacing() -> ViewSpacing {
    withCache { layout.spacing(subviews: subviews, cache: &$0) }
  }

  /// The layout's explicit position for `guide` in `bounds`, or nil when it sets none.
  package func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize
  ) -> CGFloat? {
    withCache {
      layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  package func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize
  ) -> CGFloat? {
    withCache {
      layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  /// Lets the layout place its subviews in `bounds`, then gives every item its final frame.
  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize) {
    storage.beginPlacing()
    withCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    storage.isPlacing = false
    if storage.strayPlacement {
      storage.strayPlacement = false
      report(.placedOutsidePlaceSubviews, nil, "placements must happen in placeSubviews; ignored")
    }
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    let farOutside = FarOutsideTest(bounds)
    // The records are read through local copies, so the loop makes no per-item access to class
    // storage (each would cost a dynamic exclusivity check); the rare corrections are written
    // back after it.
    var corrections: [(index: Int, placement: Placement)] = []
    var unplaced: [Int] = []
    do {
      let items = storage.items
      let placements = storage.placements
      for index in items.indices {
        var placement: Placement
        var corrected = false
        if let recorded = placements[index] {
          placement = recorded
        } else {
          report(.neverPlaced, index, "placed at the container's centre")
          placement = Placement(position: centre, anchor: .center, proposal: proposal)
          unplaced.append(index)
          corrected = true
        }
        if !placement.position.isFinite || !placement.anchor.x.isFinite || !placement.anchor.y.isFinite {
          report(.invalidPlacement, index, "position \(placement.position) replaced by the centre")
          placement.position = centre
          placement.anchor = .center
          corrected = true
        }
        let item = items[index]
        var size = item.sizeThatFits(placement.proposal)
        if !size.isValidLayoutSize { size = clampedChildSize(size, within: bounds, index) }
        let frame = placement.frame(for: size)
        if farOutside.test(frame) {
          report(.placementOutsideBounds, index, "frame \(frame) vs bounds \(bounds)")
        }
        if corrected { corrections.append((index, placement)) }
        item.place(in: frame, proposal: placement.proposal)
      }
    }
    for correction in corrections { storage.placements[correction.index] = correction.placement }
    storage.unplaced = unplaced
    storage.hasPlaced = true
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
      report(
        .invalidSize, nil,
        "sizeThatFits returned \(axis) \(formatLength(value)) "
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
  /// overflowing flow line (negative x, as in CSS) is not flagged. Plain arithmetic: the
  /// Foundation rectangle functions are not inlinable and cost more than the rest of a placement.
  struct FarOutsideTest {
    let minX, minY, maxX, maxY: CGFloat

    init(_ bounds: CGRect) {
      let margin = max(bounds.width, bounds.height, 100)
      minX = min(bounds.origin.x, bounds.origin.x + bounds.size.width) - margin
      maxX = max(bounds.origin.x, bounds.origin.x + bounds.size.width) + margin
      minY = min(bounds.origin.y, bounds.origin.y + bounds.size.height) - margin
      maxY = max(bounds.origin.y, bounds.origin.y + bounds.size.height) + margin
    }

    /// Whether a frame (of non-negative size) is non-finite, or non-empty and clear of the
    /// bounds grown by the margin.
    func test(_ frame: CGRect) -> Bool {
      let x = frame.origin.x
      let y = frame.origin.y
      let w = frame.size.width
      let h = frame.size.height
      guard x.isFinite && y.isFinite && w.isFinite && h.isFinite else { return true }
      if w == 0 || h == 0 { return false }
      return x + w <= minX || x >= maxX || y + h <= minY || y >= maxY
    }
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
