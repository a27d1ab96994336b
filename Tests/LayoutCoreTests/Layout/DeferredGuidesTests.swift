import LayoutCore
import Testing

/// A label-like leaf: it sets its first baseline explicitly, and counts how often a container
/// asks for its guides.
private final class BaselineLabel: LayoutItem {
  let size = CGSize(width: 30, height: 12)
  private(set) var guideQueries = 0
  private(set) var frame: CGRect = .zero

  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size }

  func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    guideQueries += 1
    return ViewDimensions(size: size, explicitVertical: [.firstTextBaseline: 9, .lastTextBaseline: 9])
  }

  var mayHaveExplicitGuides: Bool { true }
  func mayHaveExplicitGuides(in family: GuideFamily) -> Bool { family == .textBaselines }
  func place(in frame: CGRect, proposal: ProposedViewSize) { self.frame = frame }
}

/// A container's explicit guides are worked out when read, and only from the subviews that may
/// set that guide: aligning a flow of ten thousand labels by its top asks none of them.
@Suite("Container guides are asked for when read")
struct DeferredGuidesTests {
  private static func flow(of labels: [BaselineLabel]) -> LayoutContainer<FlowLayout> {
    LayoutContainer(FlowLayout(horizontalSpacing: 4, verticalSpacing: 4), children: labels)
  }

  @Test("asking a container for its dimensions asks no subview for guides")
  func dimensionsAloneAskNothing() {
    let labels = (0..<50).map { _ in BaselineLabel() }
    let dimensions = Self.flow(of: labels).dimensions(in: ProposedViewSize(width: 100, height: nil))
    // Three labels a line (30 + 4 + 30 + 4 + 30).
    #expect(dimensions.width == 98)
    #expect(labels.allSatisfy { $0.guideQueries == 0 })
  }

  @Test(
    "a guide no label sets asks no label; a baseline asks each once, and is kept",
    arguments: [VerticalAlignment.top, .center, .bottom])
  func onlyTheFamilyThatMaySetIt(other: VerticalAlignment) {
    let labels = (0..<50).map { _ in BaselineLabel() }
    let dimensions = Self.flow(of: labels).dimensions(in: ProposedViewSize(width: 100, height: nil))
    #expect(dimensions[explicit: other] == nil)
    #expect(labels.allSatisfy { $0.guideQueries == 0 })
    // The first line's baseline: 9.
    #expect(dimensions[explicit: VerticalAlignment.firstTextBaseline] == 9)
    #expect(labels.allSatisfy { $0.guideQueries == 1 })
    #expect(dimensions[VerticalAlignment.firstTextBaseline] == 9)
    #expect(labels.allSatisfy { $0.guideQueries == 1 })
  }

  @Test("a stack aligning containers by their baselines still sees the labels' baselines")
  func baselineAlignmentThroughContainers() {
    let tall = FixedBox(width: 10, height: 40)
    let labels = (0..<4).map { _ in BaselineLabel() }
    // The flow is two lines (12 tall, 4 apart): its first baseline is 9 from its top, and the
    // stack puts that at the box's bottom (a box with no text has its baseline at its bottom).
    let flow = Self.flow(of: labels)
    let result = layOut(
      HStackLayout(alignment: .firstTextBaseline, spacing: 0), [tall, flow], ProposedViewSize(width: 74, height: nil))
    #expect(frame(of: flow) == CGRect(x: 10, y: 31, width: 64, height: 28))
    #expect(result.bounds.size == CGSize(width: 74, height: 59))
  }
}
