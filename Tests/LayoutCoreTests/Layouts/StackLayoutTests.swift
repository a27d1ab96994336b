import LayoutCore
import Testing

/// `HStackLayout` / `VStackLayout` against SwiftUI's stack algorithm, with hand-computed
/// expectations: children ordered by layout priority, then flexibility; the remaining space
/// shared out from the least flexible child; spacing between children; alignment across.
@Suite("HStackLayout and VStackLayout")
struct StackLayoutTests {
  /// 30×20, 40×10, 50×30.
  static func threeFixed() -> [FixedBox] { boxes([(30, 20), (40, 10), (50, 30)]) }

  static func flexible(min: CGFloat = 0, ideal: CGFloat = 20, max: CGFloat = .infinity, priority: Double = 0)
    -> FlexibleBox
  {
    FlexibleBox(
      min: CGSize(width: min, height: 0), ideal: CGSize(width: ideal, height: 10),
      max: CGSize(width: max, height: .infinity), priority: priority)
  }

  @Test(
    "fixed children: HStack is the sum plus spacing, whatever it is proposed",
    arguments: [
      ProposedViewSize.unspecified, ProposedViewSize(width: 500, height: 100),
      ProposedViewSize(width: 140, height: 30), ProposedViewSize(width: 50, height: 10), .zero,
      .infinity,
    ])
  func hstackFixed(proposal: ProposedViewSize) {
    let result = layOut(HStackLayout(spacing: 10), Self.threeFixed(), proposal)
    #expect(result.bounds.size == CGSize(width: 30 + 10 + 40 + 10 + 50, height: 30))
    // Centred vertically in the 30-high stack.
    #expect(
      result.frames == [
        CGRect(x: 0, y: 5, width: 30, height: 20), CGRect(x: 40, y: 10, width: 40, height: 10),
        CGRect(x: 90, y: 0, width: 50, height: 30),
      ])
  }

  @Test("fixed children: VStack is the sum plus spacing, centred horizontally")
  func vstackFixed() {
    let result = layOut(VStackLayout(spacing: 10), Self.threeFixed(), ProposedViewSize(width: 300, height: 300))
    #expect(result.bounds.size == CGSize(width: 50, height: 20 + 10 + 10 + 10 + 30))
    #expect(
      result.frames == [
        CGRect(x: 10, y: 0, width: 30, height: 20), CGRect(x: 5, y: 30, width: 40, height: 10),
        CGRect(x: 0, y: 50, width: 50, height: 30),
      ])
  }

  @Test(
    "spacing: nil uses the views' default spacing (8 pt); an explicit value replaces it",
    arguments: [(CGFloat?.none, CGFloat(136)), (0, 120), (4.5, 129), (20, 160)])
  func spacing(spacing: CGFloat?, width: CGFloat) {
    let h = layOut(HStackLayout(spacing: spacing), Self.threeFixed(), .unspecified)
    #expect(h.bounds.width == width)
    let v = layOut(VStackLayout(spacing: spacing), Self.threeFixed(), .unspecified)
    #expect(v.bounds.height == width - 120 + 60)
  }

  @Test(
    "HStack alignment: top, center, bottom",
    arguments: [
      (VerticalAlignment.top, [CGFloat(0), 0, 0]), (.center, [5, 10, 0]), (.bottom, [10, 20, 0]),
    ])
  func hstackAlignment(alignment: VerticalAlignment, ys: [CGFloat]) {
    let result = layOut(HStackLayout(alignment: alignment, spacing: 0), Self.threeFixed(), .unspecified)
    #expect(result.frames.map(\.minY) == ys)
    #expect(result.frames.map(\.minX) == [0, 30, 70])
  }

  @Test(
    "VStack alignment: leading, center, trailing",
    arguments: [
      (HorizontalAlignment.leading, [CGFloat(0), 0, 0]), (.center, [10, 5, 0]), (.trailing, [20, 10, 0]),
    ])
  func vstackAlignment(alignment: HorizontalAlignment, xs: [CGFloat]) {
    let result = layOut(VStackLayout(alignment: alignment, spacing: 0), Self.threeFixed(), .unspecified)
    #expect(result.frames.map(\.minX) == xs)
    #expect(result.frames.map(\.minY) == [0, 20, 30])
  }

  @Test("HStack aligns explicit guides: first text baselines line up")
  func baselineAlignment() {
    let text = ValueBox(width: 50, height: 30)
    text.explicitVertical = [.firstTextBaseline: 20]
    let icon = ValueBox(width: 10, height: 10)  // no text: its baseline is its bottom
    let result = layOut(HStackLayout(alignment: .firstTextBaseline, spacing: 0), [text, icon], .unspecified)
    #expect(
      result.frames == [
        CGRect(x: 0, y: 0, width: 50, height: 30), CGRect(x: 50, y: 10, width: 10, height: 10),
      ])
    #expect(result.bounds.size == CGSize(width: 60, height: 30))
  }

  @Test("flexible children share what is left, least flexible first")
  func flexibleSharing() {
    // 300 wide: fixed 50 (flexibility 0) is offered 100 and takes 50; the one capped at 60 is
    // offered 125 and takes 60; the unbounded one gets the remaining 190.
    let unbounded = Self.flexible()
    let fixed = FixedBox(width: 50, height: 10)
    let capped = Self.flexible(max: 60)
    let result = layOut(HStackLayout(spacing: 0), [unbounded, fixed, capped], ProposedViewSize(width: 300, height: 50))
    #expect(result.bounds.size == CGSize(width: 300, height: 50))
    #expect(
      result.frames == [
        CGRect(x: 0, y: 0, width: 190, height: 50), CGRect(x: 190, y: 20, width: 50, height: 10),
        CGRect(x: 240, y: 0, width: 60, height: 50),
      ])
  }

  @Test("equally flexible children split the space after spacing evenly")
  func evenSplit() {
    let result = layOut(
      HStackLayout(spacing: 10), [Self.flexible(), Self.flexible()], ProposedViewSize(width: 300, height: 20))
    #expect(result.frames.map(\.width) == [145, 145])
    #expect(result.frames.map(\.minX) == [0, 155])
  }

  @Test("three caps: each child is offered an equal share of what the less flexible ones left")
  func cascade() {
    // Offered 100 → takes 40; offered 130 → takes 100; the last gets 160.
    let result = layOut(
      HStackLayout(spacing: 0), [Self.flexible(), Self.flexible(max: 100), Self.flexible(max: 40)],
      ProposedViewSize(width: 300, height: 20))
    #expect(result.frames.map(\.width) == [160, 100, 40])
    #expect(result.frames.map(\.minX) == [0, 160, 260])
  }

  @Test("a higher layout priority gets space first; lower ones keep their minimum")
  func priority() {
    // 200 wide. B (priority 1) is offered 200 − (A's minimum 20 + C's 40) = 140. Then, among
    // priority 0, fixed C takes 40 and A gets the last 20: its minimum.
    let a = Self.flexible(min: 20, ideal: 50)
    let b = Self.flexible(min: 30, ideal: 50, priority: 1)
    let c = FixedBox(width: 40, height: 10)
    let result = layOut(HStackLayout(spacing: 0), [a, b, c], ProposedViewSize(width: 200, height: 10))
    #expect(result.frames.map(\.width) == [20, 140, 40])
    #expect(result.frames.map(\.minX) == [0, 20, 160])
  }

  @Test("a capped high-priority child leaves the rest to the others")
  func cappedPriority() {
    let a = Self.flexible(min: 20, ideal: 50)
    let b = Self.flexible(min: 30, ideal: 50, max: 100, priority: 1)
    let c = FixedBox(width: 40, height: 10)
    let result = layOut(HStackLayout(spacing: 0), [a, b, c], ProposedViewSize(width: 200, height: 10))
    #expect(result.frames.map(\.width) == [60, 100, 40])
  }

  @Test("priority in a VStack works along the vertical axis")
  func vstackPriority() {
    func tall(min: CGFloat, priority: Double) -> FlexibleBox {
      FlexibleBox(
        min: CGSize(width: 0, height: min), ideal: CGSize(width: 10, height: 50),
        max: CGSize(width: 10, height: CGFloat.infinity), priority: priority)
    }
    let result = layOut(
      VStackLayout(spacing: 5), [tall(min: 25, priority: 0), tall(min: 0, priority: 2)],
      ProposedViewSize(width: 10, height: 105))
    #expect(result.frames.map(\.height) == [25, 75])
    #expect(result.frames.map(\.minY) == [0, 30])
  }

  @Test("unspecified asks for ideal sizes; zero for the minimum")
  func idealAndMinimum() {
    let items: [any LayoutItem] = [
      Self.flexible(min: 5, ideal: 20), FixedBox(width: 50, height: 10), Self.flexible(ideal: 30, max: 60),
    ]
    #expect(layOut(HStackLayout(spacing: 0), items, .unspecified).bounds.width == 100)
    #expect(layOut(HStackLayout(spacing: 0), items, ProposedViewSize(width: 0, height: nil)).bounds.width == 55)
  }

  @Test("an empty stack is empty")
  func empty() {
    #expect(layOut(HStackLayout(spacing: 10), [], .unspecified).bounds.size == .zero)
    #expect(layOut(VStackLayout(), [], ProposedViewSize(width: 100, height: 100)).bounds.size == .zero)
  }

  @Test("stacks declare their orientation")
  func orientation() {
    #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
    #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
    #expect(ZStackLayout.layoutProperties.stackOrientation == nil)
  }
}
