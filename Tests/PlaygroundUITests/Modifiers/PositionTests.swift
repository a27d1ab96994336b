import Foundation
import Testing

@testable import PlaygroundUI

/// `position(x:y:)`: Apple documents that it "positions the center of this view at the specified
/// coordinates in its parent's coordinate space"; the modified view fills what it is offered.
@MainActor
@Suite struct PositionTests {
  @Test("The centre lands on the point, in the space of the frame that holds it; the modifier takes the whole offer")
  func centreOnThePoint() throws {
    let view = Color.red.frame(width: 40, height: 20).position(x: 100, y: 60)
      .frame(width: 300, height: 200)
      .padding(10)
    let graph = ViewGraph.testing(view)
    graph.frame(CGSize(width: 320, height: 220))
    let shape = try #require(graph.tracedViews.first { $0.kind == "shape" })
    // The 300 × 200 frame starts at (10, 10) inside the padding: centre (110, 70).
    #expect(isClose(shape.frame, CGRect(x: 90, y: 60, width: 40, height: 20), within: 1e-9), "\(shape.frame)")
  }

  @Test("position(_:) with a point is position(x:y:); an omitted coordinate is 0")
  func pointForm() throws {
    let graph = ViewGraph.testing(
      Color.blue.frame(width: 10, height: 10).position(CGPoint(x: 50, y: 5)).frame(width: 100, height: 100))
    graph.frame(CGSize(width: 100, height: 100))
    let shape = try #require(graph.tracedViews.first { $0.kind == "shape" })
    #expect(isClose(shape.frame, CGRect(x: 45, y: 0, width: 10, height: 10), within: 1e-9), "\(shape.frame)")
    let onlyX = ViewGraph.testing(
      Color.blue.frame(width: 10, height: 10).position(x: 20).frame(width: 100, height: 100))
    onlyX.frame(CGSize(width: 100, height: 100))
    let moved = try #require(onlyX.tracedViews.first { $0.kind == "shape" })
    #expect(isClose(moved.frame.midY, 0), "y defaults to 0: \(moved.frame)")
  }
}
