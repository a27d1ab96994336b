import Foundation
import Testing

@testable import PlaygroundUI

@MainActor
@Suite struct VisualEffectTests {
  // The effect sees the view's frame from layout (without its own effect) and changes only
  // what is drawn: a square 40 pt from the left edge is drawn moved by that much again.
  @Test func effectsComeFromTheViewsGeometryAndChangeOnlyDrawing() throws {
    let graph = ViewGraph.testing(
      HStack(spacing: 0) {
        Color.gray.frame(width: 40, height: 40)
        Color.red.frame(width: 40, height: 40)
          .visualEffect { content, proxy in
            content.offset(x: proxy.frame(in: .global).minX, y: 0).opacity(0.5)
          }
      })
    graph.frame(CGSize(width: 80, height: 40))
    let squares = graph.leaves("rectangle")
    try #require(squares.count == 2)
    #expect(squares[0].frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(squares[1].frame == CGRect(x: 80, y: 0, width: 40, height: 40))
    #expect(isClose(squares[1].opacity, 0.5))
  }
}
