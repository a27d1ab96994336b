import LayoutCore
import Testing

/// The articles' `EqualHStack` / `EqualVStack`: every subview proposed the largest ideal size;
/// size n·max + spacing·(n−1) along the axis, max across it.
@Suite("EqualHStack and EqualVStack")
struct EqualStacksTests {
  /// Flexible buttons, ideal sizes 30×20, 50×10 and 40×40: each takes the size it is proposed.
  static func buttons() -> [FlexibleBox] {
    [(30, 20), (50, 10), (40, 40)].map {
      FlexibleBox(ideal: CGSize(width: $0.0, height: $0.1), max: CGSize(width: 1000, height: 1000))
    }
  }

  @Test(
    "EqualHStack: n·max + spacing, every button 50×40",
    arguments: [ProposedViewSize.unspecified, ProposedViewSize(width: 100, height: 20), .infinity])
  func horizontal(proposal: ProposedViewSize) {
    let items = Self.buttons()
    let container = LayoutContainer(EqualHStack(spacing: 10), children: items)
    let bounds = container.layOut(proposal: proposal)
    #expect(bounds.size == CGSize(width: 3 * 50 + 2 * 10, height: 40))
    #expect(items.map(\.frame) == [0, 60, 120].map { CGRect(x: $0, y: 0, width: 50, height: 40) })
    #expect(
      container.driver.lastPlacements.map(\.placement.proposal)
        == Array(
          repeating: ProposedViewSize(width: 50, height: 40), count: 3))
  }

  @Test("EqualVStack: n·max + spacing, every button 50×40")
  func vertical() {
    let items = Self.buttons()
    let result = layOut(EqualVStack(spacing: 10), items, .unspecified)
    #expect(result.bounds.size == CGSize(width: 50, height: 3 * 40 + 2 * 10))
    #expect(result.frames == [0, 50, 100].map { CGRect(x: 0, y: $0, width: 50, height: 40) })
  }

  @Test("default spacing is the articles' 8")
  func defaultSpacing() {
    // Typed: `CGFloat == 3 * 50 + 2 * 8` inside #expect compares against an Int and fails.
    let width: CGFloat = 3 * 50 + 2 * 8
    let height: CGFloat = 3 * 40 + 2 * 8
    #expect(layOut(EqualHStack(), Self.buttons(), .unspecified).bounds.width == width)
    #expect(layOut(EqualVStack(), Self.buttons(), .unspecified).bounds.height == height)
  }

  @Test("fixed children keep their size, centred in equal cells")
  func fixedChildrenCentred() {
    let result = layOut(EqualHStack(spacing: 10), boxes([(30, 20), (50, 10), (40, 40)]), .unspecified)
    #expect(
      result.frames == [
        CGRect(x: 10, y: 10, width: 30, height: 20), CGRect(x: 60, y: 15, width: 50, height: 10),
        CGRect(x: 125, y: 0, width: 40, height: 40),
      ])
  }

  @Test("empty equal stacks are empty; one child has no spacing")
  func emptyAndSingle() {
    #expect(layOut(EqualHStack(spacing: 10), [], .unspecified).bounds.size == .zero)
    #expect(layOut(EqualVStack(spacing: 10), [], .unspecified).bounds.size == .zero)
    #expect(layOut(EqualHStack(spacing: 10), boxes([(7, 9)]), .unspecified).bounds.size == CGSize(width: 7, height: 9))
  }
}
