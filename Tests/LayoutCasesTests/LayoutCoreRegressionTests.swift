import LayoutCore
import Testing

/// Checks of the LayoutCore paths this branch changed (placement recording in LayoutDriver, the
/// flow's wrap width, Axis.Set.contains); LayoutCore's own suite lives in LayoutCoreTests.
@Suite struct LayoutCoreRegressions {
  /// Places the subviews at the indices in `placed` (in order, so an index may repeat: the last
  /// wins) at x = 10 · index, y = 0, and optionally one at a non-finite or far position.
  struct Partial: Layout {
    var placed: [Int]
    var broken: (index: Int, position: CGPoint)?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      for (order, index) in placed.enumerated() {
        subviews[index].place(
          at: CGPoint(x: bounds.minX + CGFloat(10 * index + order), y: bounds.minY), proposal: .unspecified)
      }
      if let broken { subviews[broken.index].place(at: broken.position, proposal: .unspecified) }
    }
  }

  func boxes(_ count: Int) -> [FixedBox] { (0..<count).map { _ in FixedBox(width: 4, height: 2) } }

  @Test func unplacedGoToTheCentreAndTheLastPlacementWins() {
    let items = boxes(3)
    let log = ContractLog()
    let driver = LayoutDriver(Partial(placed: [0, 2, 0]), items: items, log: log)
    #expect(driver.lastPlacements.isEmpty)
    driver.placeSubviews(in: CGRect(x: 0, y: 0, width: 100, height: 100), proposal: .unspecified)
    #expect(items[0].frame == CGRect(x: 2, y: 0, width: 4, height: 2))  // second placement of 0
    #expect(items[1].frame == CGRect(x: 48, y: 49, width: 4, height: 2))  // centred at (50, 50)
    #expect(items[2].frame == CGRect(x: 21, y: 0, width: 4, height: 2))
    #expect(driver.lastPlacements.map(\.byLayout) == [true, false, true])
    #expect(driver.lastPlacements[1].placement.anchor == .center)
    #expect(log.violations.map(\.kind) == [.neverPlaced])
    #expect(log.violations.first?.subview == 1)

    // A later pass starts afresh: what this pass leaves unplaced goes to the centre.
    driver.setLayout(Partial(placed: [1]))
    driver.placeSubviews(in: CGRect(x: 0, y: 0, width: 100, height: 100), proposal: .unspecified)
    #expect(driver.lastPlacements.map(\.byLayout) == [false, true, false])
    #expect(items[0].frame.origin == CGPoint(x: 48, y: 49))
    #expect(items[1].frame.origin == CGPoint(x: 10, y: 0))
  }

  @Test func nonFiniteAndFarPlacementsAreReportedAndClamped() {
    let items = boxes(2)
    let log = ContractLog()
    let driver = LayoutDriver(
      Partial(placed: [0, 1], broken: (1, CGPoint(x: CGFloat.nan, y: 0))), items: items, log: log)
    driver.placeSubviews(in: CGRect(x: 0, y: 0, width: 100, height: 100), proposal: .unspecified)
    #expect(items[1].frame == CGRect(x: 48, y: 49, width: 4, height: 2))
    #expect(driver.lastPlacements[1].placement.position == CGPoint(x: 50, y: 50))
    #expect(driver.lastPlacements.map(\.byLayout) == [true, true])
    #expect(log.violations.map(\.kind) == [.invalidPlacement])

    log.removeAll()
    driver.setLayout(Partial(placed: [0, 1], broken: (1, CGPoint(x: 10_000, y: 0))))
    driver.placeSubviews(in: CGRect(x: 0, y: 0, width: 100, height: 100), proposal: .unspecified)
    #expect(log.violations.map(\.kind) == [.placementOutsideBounds])
    // Within the margin (the container's extent, at least 100) is not "far".
    log.removeAll()
    driver.setLayout(Partial(placed: [0, 1], broken: (1, CGPoint(x: -90, y: 150))))
    driver.placeSubviews(in: CGRect(x: 0, y: 0, width: 100, height: 100), proposal: .unspecified)
    #expect(log.violations.isEmpty)
  }

  @Test func newItemsGetNewRecords() {
    let driver = LayoutDriver(Partial(placed: [0, 1]), items: boxes(2))
    driver.placeSubviews(in: CGRect(x: 0, y: 0, width: 100, height: 100), proposal: .unspecified)
    #expect(driver.lastPlacements.count == 2)
    let items = boxes(3)
    driver.setItems(items)
    #expect(driver.lastPlacements.isEmpty)
    #expect(driver.subviews.count == 3)
    driver.placeSubviews(in: CGRect(x: 0, y: 0, width: 100, height: 100), proposal: .unspecified)
    #expect(driver.lastPlacements.map(\.byLayout) == [true, true, false])
    #expect(items[1].frame.origin == CGPoint(x: 11, y: 0))
  }

  @Test func flowWrapsAtTheProposedWidthWhenPlacedInNarrowerBounds() {
    // Leading: the 150-wide item makes the container 150 wide, but lines still wrap at 100.
    let items = [FixedBox(width: 150, height: 10), FixedBox(width: 60, height: 10), FixedBox(width: 60, height: 10)]
    let container = LayoutContainer(FlowLayout(horizontalSpacing: 8, verticalSpacing: 8), children: items)
    let bounds = container.layOut(proposal: ProposedViewSize(width: 100, height: nil))
    #expect(bounds.size == CGSize(width: 150, height: 46))
    #expect(items.map(\.frame.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 18), CGPoint(x: 0, y: 36)])
  }

  @Test func axisSetContainsAnAxis() {
    #expect(Axis.Set.horizontal.contains(Axis.horizontal))
    #expect(!Axis.Set.horizontal.contains(Axis.vertical))
    #expect(
      ViewThatFitsRule.fits(CGSize(width: 50, height: 5), in: ProposedViewSize(width: 40, height: nil), axes: .vertical)
    )
    #expect(
      !ViewThatFitsRule.fits(
        CGSize(width: 50, height: 5), in: ProposedViewSize(width: 40, height: nil), axes: .horizontal))
  }
}
