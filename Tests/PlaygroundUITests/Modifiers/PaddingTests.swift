import Foundation
import Testing

@testable import PlaygroundUI

/// Every form of `padding`: the text "abc" (30.6 × 17) inside a background that shows the
/// padded frame.
@MainActor
@Suite struct PaddingTests {
  private let window = CGSize(width: 400, height: 300)

  private func insets<V: View>(_ padded: V) -> EdgeInsets? {
    let graph = ViewGraph.testing(padded.background(Color.yellow))
    graph.frame(window)
    guard let box = graph.leaf("rectangle")?.frame, let text = graph.leaf("abc")?.frame else { return nil }
    return EdgeInsets(
      top: text.minY - box.minY, leading: text.minX - box.minX, bottom: box.maxY - text.maxY,
      trailing: box.maxX - text.maxX)
  }

  @Test func defaultPaddingIsSixteenOnEveryEdge() {
    #expect(insets(Text("abc").padding()) == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
  }

  @Test func aLengthPadsEveryEdge() {
    #expect(insets(Text("abc").padding(5)) == EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
  }

  @Test func edgeSetsPadOnlyThoseEdges() {
    #expect(insets(Text("abc").padding(.horizontal, 7)) == EdgeInsets(top: 0, leading: 7, bottom: 0, trailing: 7))
    #expect(insets(Text("abc").padding(.vertical, 3)) == EdgeInsets(top: 3, leading: 0, bottom: 3, trailing: 0))
    #expect(insets(Text("abc").padding(.top)) == EdgeInsets(top: 16, leading: 0, bottom: 0, trailing: 0))
    #expect(
      insets(Text("abc").padding([.leading, .bottom], 9)) == EdgeInsets(top: 0, leading: 9, bottom: 9, trailing: 0))
  }

  @Test func explicitInsets() {
    let given = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(insets(Text("abc").padding(given)) == given)
  }

  @Test func paddingsAccumulate() {
    #expect(
      insets(Text("abc").padding(4).padding(.leading, 6)) == EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 4))
  }

  @Test func paddingShrinksTheProposalToTheChild() {
    // 100 offered, 2 × 25 padding: the text gets 50 and wraps ("abc def" is 71.4 wide).
    let graph = ViewGraph.testing(Propose(width: 100) { Text("abc def").padding(.horizontal, 25) })
    graph.frame(window)
    let text = graph.tracedViews.filter { $0.kind == "text" }
    #expect(text.count == 1 && isClose(text[0].frame.height, 2 * 17), "two lines")
    #expect(isClose(text[0].frame.width, FakeMetrics.width("abc", size: 17)))
  }
}
