import LayoutCore
import Testing

// MARK: - Layouts that break the contract, written as a careless user might

/// Asks for 100×60 and places only the even-indexed subviews, at the top-left.
private struct PlacesEvenOnly: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 60))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for index in subviews.indices where index.isMultiple(of: 2) {
      subviews[index].place(at: bounds.origin, proposal: .unspecified)
    }
  }
}

/// Places every subview twice; the second placement should win.
private struct PlacesTwice: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: 100)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      subview.place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .center, proposal: .zero)
      subview.place(at: CGPoint(x: bounds.minX + 5, y: bounds.minY + 6), proposal: .unspecified)
    }
  }
}

/// Answers a fixed (possibly invalid) size whatever it is proposed.
private struct AnswersSize: Layout {
  var size: CGSize

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
  }
}

/// Places its first subview at `point` with `anchor`.
private struct PlacesAt: Layout {
  var point: CGPoint
  var anchor: UnitPoint = .topLeading

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 80, height: 40)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(
      at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), anchor: anchor, proposal: .unspecified)
  }
}

/// Calls `place` while measuring — not allowed — and never in `placeSubviews`.
private struct PlacesWhileMeasuring: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.place(at: CGPoint(x: 500, y: 500), proposal: .unspecified)
    return CGSize(width: 40, height: 40)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Answers more every time it is asked with the same cache: its result depends on the cache.
private struct GrowsWithCache: Layout {
  struct Cache { var calls = 0 }

  func makeCache(subviews: Subviews) -> Cache { Cache() }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    cache.calls += 1
    return CGSize(width: CGFloat(cache.calls), height: 1)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {}
}

// MARK: - Cache life cycle

final class CallCounts: @unchecked Sendable {
  var makeCache = 0
  var updateCache = 0
  var sizeThatFits = 0
  var placeSubviews = 0
}

/// Counts the calls the engine makes; its size is 10 per subview.
struct CountingLayout: Layout {
  let counts: CallCounts
  var tag = 0

  struct Cache {
    var subviewCount: Int
  }

  func makeCache(subviews: Subviews) -> Cache {
    counts.makeCache += 1
    return Cache(subviewCount: subviews.count)
  }

  func updateCache(_ cache: inout Cache, subviews: Subviews) {
    counts.updateCache += 1
    cache.subviewCount = subviews.count
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    counts.sizeThatFits += 1
    return CGSize(width: 10 * CGFloat(cache.subviewCount), height: 10)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    counts.placeSubviews += 1
    for (i, subview) in subviews.enumerated() {
      subview.place(at: CGPoint(x: bounds.minX + 10 * CGFloat(i), y: bounds.minY), proposal: .unspecified)
    }
  }
}

/// Counts `makeCache` only: it relies on the default `updateCache`.
private struct DefaultUpdateLayout: Layout {
  let counts: CallCounts

  func makeCache(subviews: Subviews) -> Int {
    counts.makeCache += 1
    return subviews.count
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
    CGSize(width: cache, height: cache)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
}

/// The engine's promises whatever a layout does (docs/layout-semantics.md, “What the engine guarantees”): unplaced subviews at the
/// centre, last placement wins, invalid answers clamped and reported, never a crash; and the
/// cache life cycle and memoised sizes SwiftUI's `Layout` documents.
@Suite("LayoutDriver")
struct LayoutDriverTests {
  @Test("a subview never placed sits at the container's centre with the container's proposal")
  func neverPlaced() {
    let log = ContractLog()
    let placed0 = FixedBox(width: 10, height: 10)
    let filler = FlexibleBox(ideal: CGSize(width: 5, height: 5), max: CGSize(width: 1000, height: 1000))
    let placed2 = FixedBox(width: 10, height: 10)
    let badge = FixedBox(width: 20, height: 10)
    let container = LayoutContainer(PlacesEvenOnly(), children: [placed0, filler, placed2, badge], log: log)
    let proposal = ProposedViewSize(width: 100, height: 60)
    let bounds = container.layOut(proposal: proposal, at: CGPoint(x: 7, y: 9))

    #expect(bounds == CGRect(x: 7, y: 9, width: 100, height: 60))
    #expect(placed0.frame == CGRect(x: 7, y: 9, width: 10, height: 10))
    // Centre (57, 39); the filler takes the container's 100×60 proposal.
    #expect(filler.frame == CGRect(x: 7, y: 9, width: 100, height: 60))
    #expect(badge.frame == CGRect(x: 47, y: 34, width: 20, height: 10))
    #expect(container.driver.lastPlacements.map(\.byLayout) == [true, false, true, false])
    #expect(container.driver.lastPlacements[1].placement.proposal == proposal)
    let neverPlaced = log.violations.filter { $0.kind == .neverPlaced }
    #expect(neverPlaced.map(\.subview) == [1, 3])
    #expect(neverPlaced.allSatisfy { $0.layout.contains("PlacesEvenOnly") })
  }

  @Test("a subview placed twice keeps the last placement, and that is no violation")
  func placedTwice() {
    let log = ContractLog()
    let box = FixedBox(width: 10, height: 10)
    let container = LayoutContainer(PlacesTwice(), children: [box], log: log)
    container.layOut(proposal: .unspecified, at: CGPoint(x: 100, y: 200))
    #expect(box.frame == CGRect(x: 105, y: 206, width: 10, height: 10))
    #expect(container.driver.lastPlacements.first?.placement.proposal == .unspecified)
    #expect(log.violations.isEmpty)
  }

  struct InvalidAnswer: CustomTestStringConvertible, Sendable {
    var size: CGSize
    var proposal: ProposedViewSize
    var testDescription: String { "\(size) for \(proposal)" }
  }

  static let invalidAnswers: [InvalidAnswer] = [
    InvalidAnswer(
      size: CGSize(width: CGFloat.infinity, height: 10), proposal: ProposedViewSize(width: 100, height: 50)),
    InvalidAnswer(size: CGSize(width: CGFloat.nan, height: CGFloat.nan), proposal: .unspecified),
    InvalidAnswer(size: CGSize(width: -5, height: -1), proposal: ProposedViewSize(width: 30, height: 40)),
    InvalidAnswer(size: CGSize(width: CGFloat.infinity, height: CGFloat.infinity), proposal: .unspecified),
    InvalidAnswer(size: CGSize(width: 20, height: -CGFloat.infinity), proposal: .zero),
    InvalidAnswer(size: CGSize(width: CGFloat.nan, height: 20), proposal: .infinity),
    InvalidAnswer(size: CGSize(width: CGFloat.infinity, height: 5), proposal: ProposedViewSize(width: nil, height: 5)),
  ]

  @Test("an invalid size from sizeThatFits is clamped to finite, reported, and lays out", arguments: invalidAnswers)
  func invalidSizes(answer: InvalidAnswer) {
    let log = ContractLog()
    let box = FixedBox(width: 10, height: 10)
    let container = LayoutContainer(AnswersSize(size: answer.size), children: [box], log: log)
    let size = container.sizeThatFits(answer.proposal)
    #expect(size.isValidLayoutSize, "clamped to \(size)")
    #expect(log.violations.contains { $0.kind == .invalidSize }, "\(log.violations)")
    let bounds = container.layOut(proposal: answer.proposal)
    #expect(bounds.isFiniteRect && bounds.width >= 0 && bounds.height >= 0)
    #expect(box.frame.isFiniteRect)
  }

  @Test("∞ answering an ∞ proposal is a maximum (SwiftUI), and a window still gets finite bounds")
  func infiniteMaximum() {
    let container = LayoutContainer(
      AnswersSize(size: CGSize(width: CGFloat.infinity, height: CGFloat.infinity)),
      children: [FixedBox(width: 1, height: 1)])
    #expect(container.sizeThatFits(.infinity).width == .infinity)
    #expect(container.layOut(proposal: .infinity).isFiniteRect)
  }

  @Test(
    "a placement at NaN or ∞ is reported and replaced by the centre",
    arguments: [
      CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.nan), CGPoint(x: CGFloat.infinity, y: 3),
    ])
  func invalidPlacement(point: CGPoint) {
    let log = ContractLog()
    let box = FixedBox(width: 10, height: 20)
    let container = LayoutContainer(PlacesAt(point: point), children: [box], log: log)
    container.layOut(proposal: .unspecified, at: CGPoint(x: 10, y: 10))
    // Bounds (10, 10, 80, 40): centre (50, 30).
    #expect(box.frame == CGRect(x: 45, y: 20, width: 10, height: 20))
    #expect(log.violations.contains { $0.kind == .invalidPlacement && $0.subview == 0 })
  }

  @Test("a NaN anchor is reported and replaced too")
  func invalidAnchor() {
    let log = ContractLog()
    let box = FixedBox(width: 10, height: 20)
    LayoutContainer(PlacesAt(point: .zero, anchor: UnitPoint(x: .nan, y: 0)), children: [box], log: log)
      .layOut(proposal: .unspecified)
    #expect(box.frame == CGRect(x: 35, y: 10, width: 10, height: 20))
    #expect(log.violations.contains { $0.kind == .invalidPlacement })
  }

  @Test("a placement far outside the bounds is reported (and kept)")
  func farOutside() {
    let log = ContractLog()
    let box = FixedBox(width: 10, height: 10)
    LayoutContainer(PlacesAt(point: CGPoint(x: 10_000, y: 0)), children: [box], log: log).layOut(proposal: .unspecified)
    #expect(box.frame.minX == 10_000)
    #expect(log.violations.contains { $0.kind == .placementOutsideBounds })
  }

  @Test("an overflowing flow line (negative x, as in CSS) is not reported as far outside")
  func overflowIsNotFarOutside() {
    let log = ContractLog()
    let wide = FixedBox(width: 300, height: 10)
    LayoutContainer(FlowLayout(alignment: .trailing), children: [wide], log: log)
      .layOut(proposal: ProposedViewSize(width: 100, height: nil))
    #expect(wide.frame.minX == -200)
    #expect(log.violations.isEmpty)
  }

  @Test("place called from sizeThatFits is reported and ignored")
  func placeWhileMeasuring() {
    let log = ContractLog()
    let box = FixedBox(width: 10, height: 10)
    let container = LayoutContainer(PlacesWhileMeasuring(), children: [box], log: log)
    container.layOut(proposal: .unspecified)
    #expect(log.violations.contains { $0.kind == .placedOutsidePlaceSubviews })
    // Ignored: the subview was never placed in placeSubviews, so it sits at the centre.
    #expect(box.frame == CGRect(x: 15, y: 15, width: 10, height: 10))
    #expect(log.violations.contains { $0.kind == .neverPlaced })
  }

  @Test("subviews with NaN or ∞ sizes in a stack: finite frames, reported, no crash")
  func invalidChildSizes() {
    let log = ContractLog()
    let bad = FixedBox(width: .nan, height: .infinity)
    let good = FixedBox(width: 10, height: 10)
    let result = layOut(HStackLayout(spacing: 0), [bad, good], ProposedViewSize(width: 200, height: 50), log: log)
    #expect(result.bounds.isFiniteRect)
    #expect(result.frames.allSatisfy { $0.isFiniteRect }, "\(result.frames)")
    #expect(!log.violations.isEmpty)
  }

  @Test("a result that changes when the cache is rebuilt is reported when checked")
  func cacheDependentResult() {
    let log = ContractLog(checksCacheConsistency: true)
    let driver = LayoutDriver(GrowsWithCache(), items: [FixedBox(width: 1, height: 1)], log: log)
    _ = driver.sizeThatFits(ProposedViewSize(width: 10, height: nil))
    _ = driver.sizeThatFits(ProposedViewSize(width: 20, height: nil))
    #expect(log.violations.contains { $0.kind == .cacheDependentResult })
  }

  @Test("the same violation is reported once")
  func reportedOnce() {
    let log = ContractLog()
    let container = LayoutContainer(PlacesEvenOnly(), children: boxes([(1, 1), (1, 1)]), log: log)
    for _ in 0..<5 { container.layOut(proposal: .unspecified) }
    #expect(log.violations.count == 1)
    log.removeAll()
    #expect(log.violations.isEmpty)
  }

  @Test("makeCache once; updateCache after invalidate, setItems and setLayout; sizes memoised per proposal")
  func cacheLifeCycle() {
    let counts = CallCounts()
    let driver = LayoutDriver(CountingLayout(counts: counts), items: boxes([(1, 1), (1, 1)]))
    let p = ProposedViewSize(width: 100, height: nil)
    let q = ProposedViewSize(width: 50, height: 50)

    #expect(driver.sizeThatFits(p) == CGSize(width: 20, height: 10))
    #expect(driver.sizeThatFits(p) == CGSize(width: 20, height: 10))
    #expect((counts.makeCache, counts.updateCache, counts.sizeThatFits) == (1, 0, 1))

    _ = driver.sizeThatFits(q)
    _ = driver.sizeThatFits(p)
    _ = driver.sizeThatFits(q)
    #expect(counts.sizeThatFits == 2, "a second identical proposal must not reach the layout")

    driver.placeSubviews(in: CGRect(x: 0, y: 0, width: 20, height: 10), proposal: p)
    #expect((counts.makeCache, counts.updateCache, counts.placeSubviews) == (1, 0, 1))

    driver.invalidate()
    _ = driver.sizeThatFits(p)
    #expect((counts.makeCache, counts.updateCache, counts.sizeThatFits) == (1, 1, 3))

    driver.setItems(boxes([(1, 1), (1, 1), (1, 1), (1, 1)]))
    #expect(driver.sizeThatFits(p) == CGSize(width: 40, height: 10))
    #expect((counts.makeCache, counts.updateCache, counts.sizeThatFits) == (1, 2, 4))

    driver.setLayout(CountingLayout(counts: counts, tag: 1))
    _ = driver.sizeThatFits(p)
    #expect((counts.makeCache, counts.updateCache, counts.sizeThatFits) == (1, 3, 5))
  }

  @Test("the default updateCache rebuilds the cache with makeCache")
  func defaultUpdateCache() {
    let counts = CallCounts()
    let driver = LayoutDriver(DefaultUpdateLayout(counts: counts), items: boxes([(1, 1)]))
    #expect(driver.sizeThatFits(.unspecified) == CGSize(width: 1, height: 1))
    driver.setItems(boxes([(1, 1), (1, 1), (1, 1)]))
    #expect(driver.sizeThatFits(.unspecified) == CGSize(width: 3, height: 3))
    #expect(counts.makeCache == 2)
  }

  @Test("a subview is measured once per proposal by the flow's cache, not once per pass")
  func flowMeasuresOnce() {
    let items = (0..<5).map { _ in CountingBox(width: 30, height: 10) }
    let container = LayoutContainer(FlowLayout(), children: items)
    for width in [100, 60, 200, 100] as [CGFloat] {
      container.layOut(proposal: ProposedViewSize(width: width, height: nil))
    }
    // makeCache measures each once (unspecified); placing measures each with its placement
    // proposal. Nothing measures per line or per relayout beyond that.
    let measurements = items.map(\.measurements)
    #expect(measurements.allSatisfy { $0 <= 1 + 4 }, "\(measurements)")
  }
}
