import Foundation
import Testing

@testable import PlaygroundUI

/// A key a subview uses to ask for a column.
private struct ColumnKey: LayoutValueKey {
  static let defaultValue = 0
}

/// Puts each subview in the 60 pt column its `ColumnKey` names, top-aligned.
private struct ColumnLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let columns = subviews.map { $0[ColumnKey.self] }.max() ?? 0
    let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
    return CGSize(width: CGFloat(columns + 1) * 60, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      let x = bounds.minX + CGFloat(subview[ColumnKey.self]) * 60
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
    }
  }
}

/// `layoutPriority`, `layoutValue`, `opacity` and `onTapGesture`.
@MainActor
@Suite struct AnnotationTests {
  private let window = CGSize(width: 400, height: 300)

  /// Lines of each text (its height over the 17 pt line).
  private func lines(_ graph: ViewGraph) -> [Int] {
    graph.tracedViews.filter { $0.kind == "text" }.map { Int(($0.frame.height / 17).rounded()) }
  }

  /// Two 9-character texts (91.8 pt each) in 150 pt: the one without priority gets what is
  /// left once the other has its ideal width, and wraps.
  private func row(priorityOnFirst: Bool) -> [Int] {
    let graph = ViewGraph.testing(
      HStack(spacing: 0) {
        Text("aaaa bbbb").layoutPriority(priorityOnFirst ? 1 : 0)
        Text("cccc dddd").layoutPriority(priorityOnFirst ? 0 : 1)
      }
      .frame(width: 150))
    graph.frame(window)
    return lines(graph)
  }

  @Test func layoutPriorityDecidesWhoWrapsInAnHStack() {
    #expect(row(priorityOnFirst: true) == [1, 2])
    #expect(row(priorityOnFirst: false) == [2, 1])
  }

  @Test func equalPriorityShareStartsFromTheLeastFlexible() {
    // Without priorities both are equally flexible: the first is offered half (75) and wraps;
    // the second gets the rest (75 + what the first left) and fits.
    let graph = ViewGraph.testing(
      HStack(spacing: 0) {
        Text("aaaa bbbb")
        Text("cccc dddd")
      }
      .frame(width: 150))
    graph.frame(window)
    #expect(lines(graph) == [2, 1])
  }

  @Test func aCustomLayoutReadsLayoutValues() throws {
    let graph = ViewGraph.testing(
      ColumnLayout {
        Text("zero")
        Text("two").layoutValue(key: ColumnKey.self, value: 2)
        Text("one").layoutValue(key: ColumnKey.self, value: 1)
      })
    graph.frame(window)
    let origin = try #require(graph.leaf("zero")).frame.minX
    #expect(try #require(graph.leaf("one")).frame.minX - origin == 60)
    #expect(try #require(graph.leaf("two")).frame.minX - origin == 120)
  }

  @Test func colorOpacityAndViewOpacityMultiply() throws {
    let graph = ViewGraph.testing(
      VStack {
        Color.red.opacity(0.5).opacity(0.5).frame(width: 10, height: 10)
        Text("faded").opacity(0.5)
      }
      .opacity(0.4))
    let list = graph.render(size: window, time: 0)
    let square = try #require(list.shapes.first)
    #expect(isClose(square.color.alpha, 0.5 * 0.5 * 0.4))
    let text = try #require(list.text("faded"))
    #expect(isClose(text.color.alpha, Color.primary.resolved.alpha * 0.5 * 0.4))
    #expect(isClose(try #require(graph.leaf("faded")).opacity, 0.2))
  }

  @Test func colorOpacityComposesItself() {
    #expect(isClose(Color.blue.opacity(0.5).opacity(0.5).resolved.alpha, 0.25))
    #expect(Color.blue.opacity(0.3).resolved.red == Color.blue.resolved.red)
  }

  @Test func onTapGestureRunsOnClicksInsideOnly() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(
      Color.green.frame(width: 80, height: 40).onTapGesture { tally.count += 1 })
    graph.frame(window)
    let box = try #require(graph.leaf("rectangle")).frame
    graph.click(box, time: 0)
    graph.click(at: CGPoint(x: box.maxX - 1, y: box.maxY - 1), time: 0)
    graph.click(at: CGPoint(x: box.maxX + 5, y: box.midY), time: 0)
    #expect(tally.count == 2)
  }

  @Test func onTapGestureCanChangeState() {
    struct TapCounter: View {
      @State private var taps = 0
      var body: some View {
        Text("taps \(taps)").padding().onTapGesture { taps += 1 }
      }
    }
    let graph = ViewGraph.testing(TapCounter())
    graph.frame(window)
    for time in [0.1, 0.2, 0.3] {
      graph.click(at: CGPoint(x: 200, y: 150), time: time)
      graph.frame(window, at: time)
    }
    #expect(graph.leaf("taps 3") != nil)
  }
}
