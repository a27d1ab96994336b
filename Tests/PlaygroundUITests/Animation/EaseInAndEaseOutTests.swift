import Foundation
import Testing

@testable import PlaygroundUI

/// `.easeIn` and `.easeOut` progress along their own cubic Béziers: CSS's and SwiftUI's ease-in
/// is (0.42, 0, 1, 1) and ease-out (0, 0, 0.58, 1). `TimingCurveTests` covers `.easeInOut`
/// only, so without these a wrong control point, or the two curves swapped, would go unseen
/// although every user of `.easeIn`/`.easeOut` sees the view start or stop at the wrong pace.
@MainActor
@Suite struct EaseInAndEaseOutTests {

  private let samples = stride(from: 0.0, through: 0.5, by: 0.05).map { $0 }

  @Test func easeInFollowsTheBezierFromPointFortyTwoZeroToOneOne() throws {
    let xs = try puckPositions(.easeIn(duration: 0.5), samples: samples)
    for (sample, x) in zip(samples, xs) {
      let progress = cubicBezier(0.42, 0, 1, 1, at: sample / 0.5)
      #expect(abs(x - 200 * progress) < 1e-6, "t = \(sample): \(x) vs \(200 * progress)")
    }
    // Slow to start, fast to finish: behind linear at every inner sample.
    for (sample, x) in zip(samples, xs).dropFirst().dropLast() {
      #expect(x < 200 * sample / 0.5, "t = \(sample): ease-in is behind linear")
    }
  }

  @Test func easeOutFollowsTheBezierFromZeroZeroToPointFiftyEightOne() throws {
    let xs = try puckPositions(.easeOut(duration: 0.5), samples: samples)
    for (sample, x) in zip(samples, xs) {
      let progress = cubicBezier(0, 0, 0.58, 1, at: sample / 0.5)
      #expect(abs(x - 200 * progress) < 1e-6, "t = \(sample): \(x) vs \(200 * progress)")
    }
    // Fast to start, slow to finish: ahead of linear at every inner sample.
    for (sample, x) in zip(samples, xs).dropFirst().dropLast() {
      #expect(x > 200 * sample / 0.5, "t = \(sample): ease-out is ahead of linear")
    }
  }

  /// (0, 0, 0.58, 1) is (0.42, 0, 1, 1) turned half a turn about (½, ½), so ease-out run
  /// forwards is ease-in run backwards: easeOut(f) = 1 − easeIn(1 − f). A check that needs no
  /// Bézier solver at all.
  @Test func easeOutIsEaseInPlayedBackwards() throws {
    let easeIn = try puckPositions(.easeIn(duration: 0.5), samples: samples)
    let easeOut = try puckPositions(.easeOut(duration: 0.5), samples: samples)
    for (index, sample) in samples.enumerated() {
      let mirrored = 200 - easeIn[samples.count - 1 - index]
      #expect(abs(easeOut[index] - mirrored) < 1e-6, "t = \(sample): \(easeOut[index]) vs \(mirrored)")
    }
  }
}
