import LayoutCore
import Testing

/// A `ZStack` sizes itself from its highest-priority children; the others are proposed that
/// size when placed and may overflow it.
///
/// Source (docs/layout-semantics.md, “ZStack”): Apple's `layoutPriority(_:)` (“a parent layout
/// offers the child views with the highest layout priority all the space offered to the
/// parent…”) and SwiftUI's `_ZStackLayout`, which measures only the subviews of the highest
/// priority and proposes every subview the stack's bounds when placing (as reconstructed by
/// OpenSwiftUI from SwiftUICore 6.4.41).
@Suite("ZStack layout priority")
struct ZStackPriorityTests {
  @Test("a filling background of lower priority takes the label's size, not the proposal")
  func backgroundTakesLeadersSize() {
    let fill = FlexibleBox(
      ideal: CGSize(width: 10, height: 10), max: CGSize(width: CGFloat.infinity, height: .infinity))
    let label = FixedBox(CGSize(width: 60, height: 40), priority: 1)
    let result = layOut(ZStackLayout(), [fill, label], ProposedViewSize(width: 300, height: 300))
    #expect(result.bounds.size == CGSize(width: 60, height: 40))
    #expect(result.frames == [CGRect(x: 0, y: 0, width: 60, height: 40), CGRect(x: 0, y: 0, width: 60, height: 40)])
  }

  @Test("a wider child of lower priority overflows, centred on the stack")
  func lowerPriorityOverflows() {
    let leader = FixedBox(CGSize(width: 60, height: 40), priority: 1)
    let wide = FixedBox(CGSize(width: 100, height: 20))
    let result = layOut(ZStackLayout(), [leader, wide], .unspecified)
    #expect(result.bounds.size == CGSize(width: 60, height: 40))
    #expect(frame(of: wide) == CGRect(x: -20, y: 10, width: 100, height: 20))
    let leading = layOut(ZStackLayout(alignment: .topLeading), [leader, wide], .unspecified)
    #expect(frame(of: wide).origin == .zero)
    #expect(leading.bounds.size == CGSize(width: 60, height: 40))
  }

  @Test("with equal priorities every child counts, as before")
  func equalPriorities() {
    let result = layOut(ZStackLayout(), boxes([(60, 40), (100, 20)]), .unspecified)
    #expect(result.bounds.size == CGSize(width: 100, height: 40))
  }
}
