import Foundation
import Testing
@testable import PlaygroundUI

/// `.easeIn` and `.easeOut` follow their CSS/Core Animation definitions: the cubic Béziers
/// (0.42, 0, 1, 1) and (0, 0, 0.58, 1), evaluated here by the support's own solver.
@MainActor
@Suite struct EaseInEaseOutTests {
  private func positions(_ animation: Animation, samples: [Double]) throws -> [CGFloat] {
    let graph = ViewGraph.testing(Puck(x: 0))
    graph.frame(strip, at: 0)
    withAnimation(animation) { graph.setRoot { Puck(x: 200) } }
    graph.frame(strip, at: 1)
    return try samples.map { try #require(graph.puckX(at: 1 + $0)) }
  }

  private let samples = stride(from: 0.0, through: 0.5, by: 0.05).map { $0 }

  @Test func easeInFollowsItsCubicBezier() throws {
    let xs = try positions(.easeIn(duration: 0.5), samples: samples)
    for (sample, x) in zip(samples, xs) {
      #expect(abs(x - 200 * cubicBezier(0.42, 0, 1, 1, at: sample / 0.5)) < 1e-6, "t = \(sample)")
    }
    // Slow start: at half the time, well short of half the way.
    #expect(xs[5] < 100 * 0.7)
  }

  @Test func easeOutFollowsItsCubicBezier() throws {
    let xs = try positions(.easeOut(duration: 0.5), samples: samples)
    for (sample, x) in zip(samples, xs) {
      #expect(abs(x - 200 * cubicBezier(0, 0, 0.58, 1, at: sample / 0.5)) < 1e-6, "t = \(sample)")
    }
    // Fast start: at half the time, well past half the way.
    #expect(xs[5] > 100 * 1.3)
  }

  @Test func easeInAndEaseOutMirrorEachOther() throws {
    // (0.42, 0, 1, 1) rotated by 180° about (0.5, 0.5) is (0, 0, 0.58, 1):
    // easeOut(t) = 1 − easeIn(1 − t).
    let easeIn = try positions(.easeIn(duration: 0.5), samples: samples)
    let easeOut = try positions(.easeOut(duration: 0.5), samples: samples)
    for (index, x) in easeOut.enumerated() {
      #expect(abs(x - (200 - easeIn[easeIn.count - 1 - index])) < 1e-6)
    }
  }
}
