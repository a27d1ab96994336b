import Foundation
import Testing

@testable import PlaygroundUI

/// `Spacer` in stacks of real views: no stack spacing beside it, and sized after its siblings.
/// docs/layout-semantics.md, “Spacers”, gives the sources; LayoutCoreTests'
/// `SpacerInStackTests` pins the algorithm with plain boxes.
@MainActor
@Suite struct SpacerTests {
  private func graph<V: View>(_ content: V, width: CGFloat) -> ViewGraph {
    let graph = ViewGraph.testing(Propose(ProposedViewSize(width: width, height: 100)) { content })
    graph.frame(CGSize(width: 400, height: 300))
    return graph
  }

  @Test func squeezedSidesAreTheSpacersMinimumLengthApart() throws {
    let row = HStack {
      Color.red.frame(width: 50, height: 20)
      Spacer()
      Color.blue.frame(width: 50, height: 20)
    }
    let g = graph(row, width: 60)
    let boxes = g.leaves("rectangle").map(\.frame)
    try #require(boxes.count == 2)
    #expect(isClose(boxes[1].minX - boxes[0].maxX, 8))
    let custom = graph(
      HStack {
        Color.red.frame(width: 50, height: 20)
        Spacer(minLength: 3)
        Color.blue.frame(width: 50, height: 20)
      }, width: 60
    ).leaves("rectangle").map(\.frame)
    #expect(isClose(custom[1].minX - custom[0].maxX, 3))
  }

  @Test func aParagraphBesideASpacerWrapsAtTheFullWidth() throws {
    let words = Array(repeating: "abcd", count: 30).joined(separator: " ")
    let g = graph(
      HStack {
        Text(words)
        Spacer()
      }, width: 200)
    let text = try #require(g.leaf(words)).frame
    // Offered 200 − the spacer's 8, not half of 200: lines of three words (14 characters).
    #expect(text.width > 100 && text.width <= 192)
  }

  @Test func layoutPriorityOnASpacerIsHonoured() throws {
    let g = graph(
      HStack(spacing: 0) {
        Color.red.frame(maxWidth: .infinity, maxHeight: 10)
        Spacer().layoutPriority(1)
      }, width: 200)
    let red = try #require(g.leaf("rectangle")).frame
    // The spacer, now first, is offered all 200 less the red's minimum (0) and takes it.
    #expect(red.width == 0)
  }
}
