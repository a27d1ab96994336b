import Foundation
import Testing

@testable import PlaygroundUI

/// `HStack(alignment: .firstTextBaseline)` with real `Text` in two fonts: the baselines line
/// up, so the larger text's top sits higher by the difference of the ascents (SwiftUI's rule:
/// the alignment guide of each child is made equal).
@MainActor
@Suite struct FirstTextBaselineTests {
  @Test("Two fonts on one baseline: drawn baselines equal, tops offset by the ascent difference")
  func baselinesMatch() throws {
    let graph = ViewGraph.testing(
      HStack(alignment: .firstTextBaseline, spacing: 8) {
        Text("Big").font(.system(size: 40))
        Text("small").font(.system(size: 12))
      })
    let list = graph.render(size: CGSize(width: 300, height: 200), time: 0)
    let texts = list.items.compactMap { item -> TextDrawing? in
      if case .text(let text) = item { text } else { nil }
    }
    let big = try #require(texts.first { $0.string == "Big" })
    let small = try #require(texts.first { $0.string == "small" })
    #expect(isClose(big.baseline, small.baseline))
    // Each baseline is its ascent below its own top.
    #expect(isClose(big.baseline - big.frame.minY, FakeMetrics.ascent(size: 40)))
    #expect(isClose(small.frame.minY - big.frame.minY, FakeMetrics.ascent(size: 40) - FakeMetrics.ascent(size: 12)))
  }

  @Test("Centre alignment, for contrast, does not line the baselines up")
  func centreDiffers() throws {
    let graph = ViewGraph.testing(
      HStack(alignment: .center, spacing: 8) {
        Text("Big").font(.system(size: 40))
        Text("small").font(.system(size: 12))
      })
    graph.frame(CGSize(width: 300, height: 200))
    let big = try #require(graph.leaf("Big")).frame
    let small = try #require(graph.leaf("small")).frame
    #expect(isClose(big.midY, small.midY))
  }
}
