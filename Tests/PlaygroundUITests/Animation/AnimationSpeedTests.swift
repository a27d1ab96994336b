import Foundation
import Testing

@testable import PlaygroundUI

/// `.speed(_:)` as SwiftUI documents it: it changes an animation's duration by adjusting its
/// speed, so `.speed(2)` plays the same path in half the time and `.speed(0.5)` in twice the
/// time. Nothing else exercised `speed`, so a factor applied upside down went unseen.
@MainActor
@Suite struct AnimationSpeedTests {
  /// A 0 → 200 puck move under `animation`, started by a frame at time 2.
  private func start(_ animation: Animation) -> ViewGraph {
    let graph = ViewGraph.testing(Puck(x: 0))
    graph.frame(strip, at: 0)
    withAnimation(animation) { graph.setRoot { Puck(x: 200) } }
    graph.frame(strip, at: 2)
    return graph
  }

  @Test func doubleSpeedPlaysALinearMoveInHalfItsDuration() throws {
    let graph = start(.linear(duration: 0.8).speed(2))
    // Linear over 0.8 s at twice the speed: 200 pt in 0.4 s, 500 pt/s.
    for sample in [0.0, 0.1, 0.2, 0.3, 0.39] {
      let x = try #require(graph.puckX(at: 2 + sample))
      #expect(abs(x - 500 * sample) < 1e-6, "t = \(sample): \(x)")
    }
    // (Just past the end: 2.4 − 2 is a hair under 0.4 in binary.)
    #expect(graph.puckX(at: 2.401) == 200)
    #expect(!graph.needsFrame, "done after 0.4 s, not 0.8 s")
  }

  @Test func halfSpeedPlaysALinearMoveInTwiceItsDuration() throws {
    let graph = start(.linear(duration: 0.4).speed(0.5))
    // 200 pt in 0.8 s: 250 pt/s, still moving at 0.4 s.
    for sample in [0.1, 0.4, 0.7] {
      let x = try #require(graph.puckX(at: 2 + sample))
      #expect(abs(x - 250 * sample) < 1e-6, "t = \(sample): \(x)")
    }
    #expect(graph.needsFrame)
    #expect(graph.puckX(at: 2.801) == 200)
    #expect(!graph.needsFrame)
  }

  /// A sped-up spring follows the same damped oscillator on a faster clock: at time t it is
  /// where the plain spring is at 2t.
  @Test func doubleSpeedRunsASpringOnAClockTwiceAsFast() throws {
    let (k, c) = springConstants(response: 0.3, dampingFraction: 0.825)
    let graph = start(.spring(response: 0.3, dampingFraction: 0.825).speed(2))
    for sample in [0.01, 0.03, 0.05, 0.1, 0.15] {
      let expected = 200 + dampedOscillator(k: k, c: c, x0: -200, v0: 0, t: 2 * sample).x
      let x = try #require(graph.puckX(at: 2 + sample))
      #expect(abs(x - expected) < 1e-6, "t = \(sample): \(x) vs \(expected)")
    }
  }
}
