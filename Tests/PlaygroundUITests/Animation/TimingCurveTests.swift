import Foundation
import Testing

@testable import PlaygroundUI

/// `.linear` and `.easeInOut` progress over their duration.
@MainActor
@Suite struct TimingCurveTests {

  @Test func linearProgressIsProportionalToTime() throws {
    let samples = [0, 0.1, 0.2, 0.4, 0.6, 0.79]
    let xs = try puckPositions(.linear(duration: 0.8), samples: samples)
    for (sample, x) in zip(samples, xs) {
      #expect(abs(x - 200 * sample / 0.8) < 1e-9, "t = \(sample)")
    }
  }

  @Test func easeInOutFollowsItsCubicBezier() throws {
    let samples = stride(from: 0.0, through: 0.5, by: 0.05).map { $0 }
    let xs = try puckPositions(.easeInOut(duration: 0.5), samples: samples)
    for (sample, x) in zip(samples, xs) {
      let progress = cubicBezier(0.42, 0, 0.58, 1, at: sample / 0.5)
      #expect(abs(x - 200 * progress) < 1e-6, "t = \(sample)")
    }
    // Symmetric: halfway in time is halfway in space; slow at both ends.
    #expect(abs(xs[5] - 100) < 1e-6)
    #expect(xs[1] < 200 * 0.1 && xs[9] > 200 * 0.9)
  }

  @Test func aTimingCurveStopsAtItsDuration() throws {
    let graph = ViewGraph.testing(Puck(x: 0))
    graph.frame(strip, at: 0)
    withAnimation(.easeInOut(duration: 0.3)) { graph.setRoot { Puck(x: 50) } }
    graph.frame(strip, at: 0)
    _ = graph.puckX(at: 0.29)
    #expect(graph.needsFrame)
    #expect(graph.puckX(at: 0.3) == 50)
    #expect(!graph.needsFrame)
  }
}
