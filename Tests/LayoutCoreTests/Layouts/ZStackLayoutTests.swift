import LayoutCore
import Testing

/// `ZStackLayout`: children overlaid, aligned on both axes; the stack as large as their union.
@Suite("ZStackLayout")
struct ZStackLayoutTests {
  @Test(
    "a 20×10 child aligned in a 100×50 one",
    arguments: [
      (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.top, CGPoint(x: 40, y: 0)),
      (.topTrailing, CGPoint(x: 80, y: 0)), (.leading, CGPoint(x: 0, y: 20)),
      (.center, CGPoint(x: 40, y: 20)), (.trailing, CGPoint(x: 80, y: 20)),
      (.bottomLeading, CGPoint(x: 0, y: 40)), (.bottom, CGPoint(x: 40, y: 40)),
      (.bottomTrailing, CGPoint(x: 80, y: 40)),
    ])
  func alignment(alignment: Alignment, smallOrigin: CGPoint) {
    let result = layOut(
      ZStackLayout(alignment: alignment), boxes([(100, 50), (20, 10)]), .unspecified, at: .zero)
    #expect(result.bounds.size == CGSize(width: 100, height: 50))
    #expect(result.frames[0] == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(result.frames[1].origin == smallOrigin)
  }

  @Test("every child is offered the stack's proposal")
  func proposal() {
    let filler = FlexibleBox(
      ideal: CGSize(width: 5, height: 5), max: CGSize(width: CGFloat.infinity, height: .infinity))
    let badge = FixedBox(width: 20, height: 10)
    let result = layOut(ZStackLayout(), [filler, badge], ProposedViewSize(width: 120, height: 80))
    #expect(result.bounds.size == CGSize(width: 120, height: 80))
    #expect(
      result.frames == [
        CGRect(x: 0, y: 0, width: 120, height: 80), CGRect(x: 50, y: 35, width: 20, height: 10),
      ])
  }

  @Test("an empty ZStack is empty")
  func empty() {
    #expect(layOut(ZStackLayout(), [], ProposedViewSize(width: 50, height: 50)).bounds.size == .zero)
  }
}
