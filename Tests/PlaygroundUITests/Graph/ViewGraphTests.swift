import Foundation
import Testing

@testable import PlaygroundUI

/// Frame scheduling, the root's placement, and trace identities.
@MainActor
@Suite struct ViewGraphTests {
  @Test func aNewGraphNeedsOneFrameThenNone() {
    let graph = ViewGraph.testing(Text("idle"))
    #expect(graph.needsFrame)
    graph.frame(CGSize(width: 200, height: 100))
    #expect(!graph.needsFrame)
    graph.frame(CGSize(width: 200, height: 100), at: 1)
    #expect(!graph.needsFrame)
  }

  @Test func theRootIsCentredInTheWindow() throws {
    let graph = ViewGraph.testing(Color.red.frame(width: 50, height: 20))
    graph.frame(CGSize(width: 200, height: 100))
    #expect(try #require(graph.leaf("rectangle")).frame == CGRect(x: 75, y: 40, width: 50, height: 20))
  }

  @Test func aFlexibleRootFillsTheWindow() throws {
    let graph = ViewGraph.testing(Color.red)
    graph.frame(CGSize(width: 200, height: 100))
    #expect(try #require(graph.leaf("rectangle")).frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    graph.frame(CGSize(width: 300, height: 120))
    #expect(try #require(graph.leaf("rectangle")).frame.size == CGSize(width: 300, height: 120))
  }

  @Test func traceIdentitiesAreStableAndUnique() {
    let graph = ViewGraph.testing(MoodPicker())
    let first = graph.frame(CGSize(width: 300, height: 300)).map(\.id)
    let second = graph.frame(CGSize(width: 260, height: 300), at: 1).map(\.id)
    #expect(first == second)
    #expect(Set(first).count == first.count)
  }

  @Test func tracedOpacityIsTheEffectiveOpacity() throws {
    let graph = ViewGraph.testing(VStack { Text("half").opacity(0.5) }.opacity(0.5))
    graph.frame(CGSize(width: 200, height: 100))
    #expect(try #require(graph.leaf("half")).opacity == 0.25)
  }

  @Test func invisibleViewsAreNotDrawn() {
    let graph = ViewGraph.testing(
      VStack {
        Text("gone").opacity(0)
        Text("here")
      })
    graph.frame(CGSize(width: 200, height: 100))
    #expect(graph.tracedViews.map(\.detail) == ["here"])
  }
}
