import LayoutCore
import Testing

/// `AnyLayout`: one container switching layouts over the same subviews, as SwiftUI's
/// `let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`.
@Suite("AnyLayout")
struct AnyLayoutTests {
  @Test("switching HStackLayout ↔ VStackLayout re-lays the same items")
  func switchStacks() {
    let items = boxes([(10, 10), (20, 20), (30, 30)])
    let container = LayoutContainer(AnyLayout(HStackLayout(spacing: 0)), children: items)

    #expect(container.layOut(proposal: .unspecified).size == CGSize(width: 60, height: 30))
    #expect(items.map(\.frame.origin) == [CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 5), CGPoint(x: 30, y: 0)])

    container.driver.setLayout(AnyLayout(VStackLayout(spacing: 0)))
    #expect(container.layOut(proposal: .unspecified).size == CGSize(width: 30, height: 60))
    #expect(items.map(\.frame.origin) == [CGPoint(x: 10, y: 0), CGPoint(x: 5, y: 10), CGPoint(x: 0, y: 30)])

    container.driver.setLayout(AnyLayout(HStackLayout(spacing: 0)))
    #expect(container.layOut(proposal: .unspecified).size == CGSize(width: 60, height: 30))
    #expect(container.driver.items.count == 3 && container.driver.items[0] === items[0])
  }

  @Test("a custom Cache: makeCache again when the wrapped type changes, updateCache when it does not")
  func customCache() {
    let counts = CallCounts()
    let items = boxes([(1, 1), (1, 1), (1, 1)])
    let container = LayoutContainer(AnyLayout(CountingLayout(counts: counts)), children: items)

    #expect(container.layOut(proposal: .unspecified).size == CGSize(width: 30, height: 10))
    #expect((counts.makeCache, counts.updateCache) == (1, 0))

    container.driver.setLayout(AnyLayout(CountingLayout(counts: counts, tag: 1)))
    container.layOut(proposal: .unspecified)
    #expect((counts.makeCache, counts.updateCache) == (1, 1))

    container.driver.setLayout(AnyLayout(VStackLayout()))
    container.layOut(proposal: .unspecified)
    container.driver.setLayout(AnyLayout(CountingLayout(counts: counts, tag: 2)))
    #expect(container.layOut(proposal: .unspecified).size == CGSize(width: 30, height: 10))
    #expect(counts.makeCache == 2, "a cache built for VStackLayout must not be handed to CountingLayout")
    #expect(items.map(\.frame.minX) == [0, 10, 20])
  }

  @Test("AnyLayout answers exactly as the layout it wraps")
  func transparent() {
    let flow = FlowLayout(horizontalSpacing: 4, verticalSpacing: 2, alignment: .center)
    let direct = layOut(flow, boxes([(30, 10), (50, 12), (70, 8)]), ProposedViewSize(width: 100, height: nil))
    let erased = layOut(
      AnyLayout(flow), boxes([(30, 10), (50, 12), (70, 8)]), ProposedViewSize(width: 100, height: nil))
    #expect(direct.bounds == erased.bounds && direct.frames == erased.frames)
    #expect(AnyLayout(VStackLayout()).dynamicLayoutProperties.stackOrientation == .vertical)
  }
}
