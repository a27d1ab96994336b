import Foundation
import Testing

@testable import PlaygroundUI

/// `ProgressView(value:total:)`: SwiftUI documents that the task is complete when `value`
/// equals `total`, that a value outside `0...total` is pinned to the nearer limit, and that
/// `total` defaults to 1. The bar spans the width offered; the filled part is that width times
/// `value / total`.
@MainActor
@Suite struct ProgressViewTests {
  func filledWidth<V: BinaryFloatingPoint>(value: V?, total: V?) -> (track: CGFloat?, fill: CGFloat?) {
    let graph: ViewGraph
    if let total {
      graph = ViewGraph.testing(ProgressView(value: value, total: total).frame(width: 200))
    } else {
      graph = ViewGraph.testing(ProgressView(value: value).frame(width: 200))
    }
    graph.frame(CGSize(width: 400, height: 100))
    let capsules = graph.leaves("capsule")
    // An empty fill may not be drawn at all: then it is zero wide.
    return (capsules.first?.frame.width, capsules.count > 1 ? capsules[1].frame.width : 0)
  }

  @Test(arguments: [
    (1.0, 4.0, 50.0),  // a quarter done
    (4.0, 4.0, 200.0),  // complete when value equals total
    (6.0, 4.0, 200.0),  // pinned to total
    (-2.0, 4.0, 0.0),  // pinned to zero
  ])
  func fillsInProportion(value: Double, total: Double, expected: Double) {
    let widths = filledWidth(value: value, total: total)
    #expect(widths.track == 200)
    #expect(widths.fill == CGFloat(expected))
  }

  @Test func totalDefaultsToOne() {
    #expect(filledWidth(value: 0.75, total: Double?.none).fill == 150)
  }

  @Test func takesAnyBinaryFloatingPoint() {
    #expect(filledWidth(value: CGFloat(3), total: CGFloat(12)).fill == 50)
    #expect(filledWidth(value: Float(1), total: Float(2)).fill == 100)
  }
}
