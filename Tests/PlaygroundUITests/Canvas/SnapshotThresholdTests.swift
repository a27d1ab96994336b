import Foundation
import Testing

@testable import PlaygroundUI

/// `snapshotThreshold(_:)`, the Layout Playground extension a qa run reads from the rendered
/// preview: the first in view order wins, kept bodies keep it, it goes when the view does, and
/// it changes nothing drawn.
@MainActor
@Suite struct SnapshotThresholdTests {
  @Test("none by default; the first in view order wins")
  func firstWins() {
    let plain = ViewGraph.testing(Text("Hi"))
    plain.frame(CGSize(width: 200, height: 100))
    #expect(plain.snapshotThreshold == nil)
    let graph = ViewGraph.testing(
      VStack {
        Text("A").snapshotThreshold(1.5)
        Text("B").snapshotThreshold(4)
      })
    graph.frame(CGSize(width: 200, height: 100))
    #expect(graph.snapshotThreshold == 1.5)
  }

  @Test("kept through a resolve that reuses the body, gone with the view")
  func followsTheTree() {
    let shows = ShowsThreshold()
    let graph = ViewGraph.testing(ThresholdHost(model: shows))
    graph.frame(CGSize(width: 200, height: 100))
    #expect(graph.snapshotThreshold == 2)
    graph.setNeedsUpdate()
    graph.frame(CGSize(width: 200, height: 100), at: 0.1)
    #expect(graph.snapshotThreshold == 2)
    shows.on = false
    graph.setNeedsUpdate()
    graph.frame(CGSize(width: 200, height: 100), at: 0.2)
    #expect(graph.snapshotThreshold == nil)
  }

  @Test("draws the same as without it")
  func drawsNothing() {
    let with = ViewGraph.testing(Text("Hello").padding().snapshotThreshold(3))
    let without = ViewGraph.testing(Text("Hello").padding())
    let size = CGSize(width: 200, height: 100)
    #expect(with.frame(size).map(\.frame) == without.frame(size).map(\.frame))
  }
}

/// Whether the host shows its thresholded text, changed from outside the graph.
@MainActor
private final class ShowsThreshold {
  var on = true
}

private struct ThresholdHost: View {
  let model: ShowsThreshold

  var body: some View {
    if model.on {
      Text("A").snapshotThreshold(2)
    } else {
      Text("A")
    }
  }
}
