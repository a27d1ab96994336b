import Foundation
import Testing

@testable import PlaygroundUI

/// Dots on an inward spiral in a fixed 200 × 200 frame.
private struct DotSpiral: View {
  var count = 25

  var body: some View {
    SpiralLayout {
      ForEach(0..<count, id: \.self) { _ in
        Circle()
          .frame(width: 30, height: 30)
          .padding(5)
          .foregroundStyle(.orange)
      }
    }
    .frame(width: 200, height: 200)
  }
}

@MainActor
@Suite struct SpiralTests {
  private let window = CGSize(width: 300, height: 300)

  @Test func frameTreeSnapshot() {
    let graph = ViewGraph.testing(DotSpiral())
    graph.frame(window)
    assertSnapshot(graph.frameTreeDump(), named: "Spiral.frames")
  }

  @Test func displayListSnapshot() {
    let graph = ViewGraph.testing(DotSpiral())
    let list = graph.render(size: window, time: 0)
    assertSnapshot(list.dump(), named: "Spiral.displayList")
  }

  /// Dot i of n is centred 4π·i/n round and 100·(1 − i/n) out from the frame's centre.
  @Test func dotsFollowTheSpiral() {
    let graph = ViewGraph.testing(DotSpiral())
    graph.frame(window)
    let dots = graph.leaves("circle")
    #expect(dots.count == 25)
    for (i, dot) in dots.enumerated() {
      let progress = Double(i) / 25
      let x = 150 + cos(4 * .pi * progress) * 100 * (1 - progress)
      let y = 150 + sin(4 * .pi * progress) * 100 * (1 - progress)
      #expect(isClose(dot.frame.midX, x, within: 1e-9))
      #expect(isClose(dot.frame.midY, y, within: 1e-9))
      #expect(dot.frame.size == CGSize(width: 30, height: 30))
    }
  }
}
