import LayoutCore
import Testing

/// The order in which a stack sizes children of the same priority and the same flexibility.
///
/// Source (docs/layout-semantics.md, “Stacks”): SwiftUI's stack sorts a priority group by
/// flexibility (the lengths answered to 0 and to ∞ along the axis); of two children equally
/// flexible and both unbounded, the one with the larger minimum is sized first, otherwise they
/// keep view order (`_LayoutTraits.FlexibilityEstimate` as reconstructed by OpenSwiftUI from
/// SwiftUICore; the swiftuifieldguide.com HStack article describes the same ordering).
@Suite("Stack order of equally flexible children")
struct StackFlexibilityOrderTests {
  static func unbounded(min: CGFloat) -> FlexibleBox {
    FlexibleBox(
      min: CGSize(width: min, height: 0), ideal: CGSize(width: min, height: 10),
      max: CGSize(width: CGFloat.infinity, height: 10))
  }

  @Test("of two unbounded children the larger minimum goes first, whatever the view order")
  func largerMinimumFirst() {
    for reversed in [false, true] {
      let small = Self.unbounded(min: 0)
      let large = Self.unbounded(min: 100)
      let items: [FlexibleBox] = reversed ? [large, small] : [small, large]
      let result = layOut(HStackLayout(spacing: 0), items, ProposedViewSize(width: 150, height: 10))
      // The large one is offered 75 and takes its 100; the small one gets the 50 left. In view
      // order the small one would take 75 and the stack overflow to 175.
      #expect(result.bounds.width == 150)
      #expect(frame(of: large).width == 100 && frame(of: small).width == 50)
    }
  }

  @Test("equally flexible bounded children keep view order")
  func viewOrder() {
    // Both range 0…60 (flexibility 60): the first is offered half of 90 and takes it, the
    // second the 45 left; placed in view order.
    let a = FlexibleBox(ideal: CGSize(width: 10, height: 10), max: CGSize(width: 60, height: 10))
    let b = FlexibleBox(
      min: CGSize(width: 0, height: 0), ideal: CGSize(width: 10, height: 10), max: CGSize(width: 60, height: 10))
    let result = layOut(HStackLayout(spacing: 0), [a, b], ProposedViewSize(width: 90, height: 10))
    #expect(result.frames == [CGRect(x: 0, y: 0, width: 45, height: 10), CGRect(x: 45, y: 0, width: 45, height: 10)])
  }
}
