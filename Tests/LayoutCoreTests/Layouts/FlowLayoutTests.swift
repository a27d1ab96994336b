import LayoutCore
import Testing

/// `FlowLayout` on small hand-computed cases (docs/layout-semantics.md, “Flow”).
@Suite("FlowLayout examples")
struct FlowLayoutTests {
  @Test("docs/command-line.md's example: two items on one 300 pt line")
  func specExample() {
    let result = layOut(
      FlowLayout(horizontalSpacing: 8, verticalSpacing: 8), boxes([(50, 20), (120, 30)]),
      ProposedViewSize(width: 300, height: nil))
    #expect(result.bounds.size == CGSize(width: 178, height: 30))
    #expect(
      result.frames == [
        CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 58, y: 0, width: 120, height: 30),
      ])
  }

  @Test("wrapping onto three lines; the leading width is the widest line")
  func threeLines() {
    // 150 wide: 50 | 50+8+120 > 150 → wrap | 120+8+40 > 150 → wrap | 40.
    let result = layOut(
      FlowLayout(), boxes([(50, 20), (120, 30), (40, 10)]), ProposedViewSize(width: 150, height: nil))
    #expect(result.frames.map(\.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 28), CGPoint(x: 0, y: 66)])
    #expect(result.bounds.size == CGSize(width: 120, height: 76))
  }

  @Test("an item that fits exactly stays on the line")
  func exactFit() {
    let result = layOut(
      FlowLayout(horizontalSpacing: 10), boxes([(45, 10), (45, 10)]), ProposedViewSize(width: 100, height: nil))
    #expect(result.frames[1].origin == CGPoint(x: 55, y: 0))
  }

  @Test("zero-width items start a line: with spacing 0 the next too-wide item wraps (CSS)")
  func zeroWidthStartsALine() {
    let result = layOut(
      FlowLayout(horizontalSpacing: 0, verticalSpacing: 8), boxes([(0, 10), (0, 10), (150, 20)]),
      ProposedViewSize(width: 100, height: nil))
    #expect(result.frames.map(\.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 18)])
    #expect(result.bounds.size == CGSize(width: 150, height: 38))
  }

  @Test("zero-height lines still get the row gap between them")
  func zeroHeightLines() {
    let result = layOut(
      FlowLayout(horizontalSpacing: 0, verticalSpacing: 5), boxes([(60, 0), (60, 0), (60, 0)]),
      ProposedViewSize(width: 100, height: nil))
    #expect(result.frames.map(\.minY) == [0, 5, 10])
    #expect(result.bounds.size == CGSize(width: 60, height: 10))
  }

  @Test(
    "center and trailing report the proposed width and justify each line",
    arguments: [(FlowAlignment.center, [CGFloat(26), 21]), (.trailing, [52, 42])])
  func justified(alignment: FlowAlignment, lineStarts: [CGFloat]) {
    // 150 wide: [50, 40] is 98 wide (starts at 26 / 52); [108] starts at 21 / 42.
    let result = layOut(
      FlowLayout(horizontalSpacing: 8, verticalSpacing: 8, alignment: alignment.guide),
      boxes([(50, 10), (40, 10), (108, 10)]), ProposedViewSize(width: 150, height: nil))
    #expect(result.bounds.size == CGSize(width: 150, height: 28))
    #expect(result.frames.map(\.minX) == [lineStarts[0], lineStarts[0] + 58, lineStarts[1]])
  }

  @Test(
    "an item wider than the container gets its own line, overflowing as CSS does",
    arguments: [(FlowAlignment.leading, CGFloat(0)), (.center, -100), (.trailing, -200)])
  func overflow(alignment: FlowAlignment, x: CGFloat) {
    let result = layOut(
      FlowLayout(horizontalSpacing: 8, verticalSpacing: 8, alignment: alignment.guide),
      boxes([(20, 10), (300, 10), (20, 10)]), ProposedViewSize(width: 100, height: nil))
    #expect(result.frames[1].origin == CGPoint(x: x, y: 18))
    #expect(result.frames[2].minY == 36)
    #expect(result.bounds.width == (alignment == .leading ? 300 : 100))
  }

  @Test("an unspecified width puts everything on one line")
  func unspecified() {
    let result = layOut(FlowLayout(alignment: .trailing), boxes([(50, 20), (120, 30), (40, 10)]), .unspecified)
    #expect(result.frames.map(\.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 58, y: 0), CGPoint(x: 186, y: 0)])
    #expect(result.bounds.size == CGSize(width: 226, height: 30))
  }

  @Test(
    "an empty flow: (0, 0) for leading, the proposed width for center and trailing",
    arguments: [(FlowAlignment.leading, CGFloat(0)), (.center, 120), (.trailing, 120)])
  func empty(alignment: FlowAlignment, width: CGFloat) {
    let result = layOut(FlowLayout(alignment: alignment.guide), [], ProposedViewSize(width: 120, height: nil))
    #expect(result.bounds.size == CGSize(width: width, height: 0))
  }

  @Test("subviews are placed with their ideal size as the proposal")
  func placementProposal() {
    let chip = FlexibleBox(ideal: CGSize(width: 40, height: 20), max: CGSize(width: 1000, height: 1000))
    let container = LayoutContainer(FlowLayout(), children: [chip])
    container.layOut(proposal: ProposedViewSize(width: 300, height: 300))
    #expect(chip.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(container.driver.lastPlacements[0].placement.proposal == ProposedViewSize(width: 40, height: 20))
  }
}
