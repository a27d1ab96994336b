import LayoutCore
import Testing

/// A `Spacer` in a stack (`SpacerBox` stands in for it): no stack spacing beside it, and it is
/// sized after the other children.
///
/// Sources (docs/layout-semantics.md, “Spacers”): Apple's `Spacer.minLength` (“the minimum
/// length this spacer can be shrunk to … if nil, the system default spacing between views is
/// used”); SwiftUI's spacer states zero spacing along its stack's axis and has the lowest
/// layout priority (its layout engine, as reconstructed by OpenSwiftUI, audited against
/// SwiftUICore 6.5.4); OpenSwiftUI's snapshot tests rendered against SwiftUI
/// (`SpacerUITests.spacerWithZeroMinLength`, `spacerWithLargeMinLength`), whose frames the
/// first cases repeat.
@Suite("Spacer in a stack")
struct SpacerInStackTests {
  @Test("80 + Spacer(minLength: 0) + 80 fills 160 exactly: no 8 pt on either side of the spacer")
  func zeroMinLength() {
    let items: [any LayoutItem] = [
      FixedBox(width: 80, height: 50), SpacerBox(minLength: 0), FixedBox(width: 80, height: 50),
    ]
    let result = layOut(HStackLayout(), items, ProposedViewSize(width: 160, height: 80))
    #expect(result.bounds.width == 160)
    #expect(result.frames.map(\.minX) == [0, 80, 80])
    #expect(result.frames[1].width == 0)
  }

  @Test("30 + Spacer(minLength: 100) + 30 in 200: the spacer takes the 140 left")
  func largeMinLength() {
    let items: [any LayoutItem] = [
      FixedBox(width: 30, height: 50), SpacerBox(minLength: 100), FixedBox(width: 30, height: 50),
    ]
    let result = layOut(HStackLayout(), items, ProposedViewSize(width: 200, height: 80))
    #expect(result.frames.map(\.minX) == [0, 30, 170])
    #expect(result.frames[1].width == 140)
  }

  @Test("squeezed, a and b are the spacer's minimum length apart, not 8 + minLength + 8")
  func squeezed() {
    let items: [any LayoutItem] = [FixedBox(width: 50, height: 20), SpacerBox(), FixedBox(width: 50, height: 20)]
    let result = layOut(HStackLayout(), items, ProposedViewSize(width: 60, height: 20))
    #expect(result.bounds.width == 108)
    #expect(result.frames[2].minX - result.frames[0].maxX == 8)
    let tall: [any LayoutItem] = [
      FixedBox(width: 20, height: 50), SpacerBox(.vertical, minLength: 12), FixedBox(width: 20, height: 50),
    ]
    let v = layOut(VStackLayout(), tall, ProposedViewSize(width: 20, height: 30))
    #expect(v.frames.map(\.minY) == [0, 50, 62])
  }

  @Test("a flexible sibling is sized first and leaves the spacer its minimum")
  func sizedLast() {
    let fill = FlexibleBox(ideal: CGSize(width: 20, height: 10), max: CGSize(width: CGFloat.infinity, height: 10))
    let spacer = SpacerBox()
    let result = layOut(HStackLayout(), [fill, spacer], ProposedViewSize(width: 300, height: 10))
    #expect(result.frames[0].width == 292)
    #expect(result.frames[1] == CGRect(x: 292, y: 5, width: 8, height: 0))
  }

  @Test("two spacers share what a fixed child leaves, centring it")
  func twoSpacersCentre() {
    let items: [any LayoutItem] = [SpacerBox(), FixedBox(width: 50, height: 20), SpacerBox()]
    let result = layOut(HStackLayout(), items, ProposedViewSize(width: 200, height: 20))
    #expect(result.frames.map(\.minX) == [0, 75, 125])
    #expect(result.frames[0].width == 75 && result.frames[2].width == 75)
  }

  @Test("an explicit layoutPriority on a spacer replaces its lowest one")
  func explicitPriority() {
    let fill = FlexibleBox(ideal: CGSize(width: 20, height: 10), max: CGSize(width: CGFloat.infinity, height: 10))
    let spacer = SpacerBox()
    spacer.layoutPriority = 0
    // Equal priority and both unbounded: the spacer, with the larger minimum, goes first and
    // takes half.
    let result = layOut(HStackLayout(), [fill, spacer], ProposedViewSize(width: 300, height: 10))
    #expect(result.frames.map(\.width) == [150, 150])
  }

  @Test("a stack reports its first child's leading and last child's trailing spacing")
  func stackEdges() {
    // An inner stack that starts with a spacer sits flush against what precedes it; one that
    // only ends with a spacer is spaced by the default at its start.
    let startsWithSpacer = LayoutContainer(
      HStackLayout(), children: [SpacerBox(), FixedBox(width: 10, height: 10)], log: nil)
    let endsWithSpacer = LayoutContainer(
      HStackLayout(), children: [FixedBox(width: 10, height: 10), SpacerBox()], log: nil)
    let a = layOut(HStackLayout(), [FixedBox(width: 10, height: 10), startsWithSpacer], .unspecified)
    #expect(a.frames[1].minX == 10)
    let b = layOut(HStackLayout(), [FixedBox(width: 10, height: 10), endsWithSpacer], .unspecified)
    #expect(b.frames[1].minX == 18)
    // Across the axis a horizontal spacer states nothing: a VStack of such rows keeps 8.
    let rows = layOut(
      VStackLayout(),
      [
        LayoutContainer(HStackLayout(), children: [SpacerBox(), FixedBox(width: 10, height: 10)], log: nil),
        FixedBox(width: 10, height: 10),
      ], .unspecified)
    #expect(rows.frames[1].minY == 18)
  }
}
