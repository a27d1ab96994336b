import Foundation
import Testing

@testable import PlaygroundUI

/// `.delay(_:)` as SwiftUI documents it: the animation starts that many seconds later. Until
/// then the view stays where it was (and frames keep coming, or it would never start); then the
/// whole curve plays. Nothing else exercised `delay`, so an ignored delay went unseen.
@MainActor
@Suite struct AnimationDelayTests {
  @Test func aDelayedLinearMoveWaitsThenPlaysItsWholeDuration() throws {
    let graph = ViewGraph.testing(Puck(x: 0))
    graph.frame(strip, at: 0)
    withAnimation(.linear(duration: 0.4).delay(0.3)) { graph.setRoot { Puck(x: 200) } }
    graph.frame(strip, at: 2)
    for sample in [0.0, 0.1, 0.2, 0.3] {
      #expect(graph.puckX(at: 2 + sample) == 0, "t = \(sample): still waiting")
      #expect(graph.needsFrame, "t = \(sample): the delayed animation is still to come")
    }
    // Then 200 pt over 0.4 s: 500 pt/s from t = 0.3.
    for sample in [0.4, 0.5, 0.6, 0.69] {
      let x = try #require(graph.puckX(at: 2 + sample))
      #expect(abs(x - 500 * (sample - 0.3)) < 1e-6, "t = \(sample): \(x)")
    }
    #expect(graph.puckX(at: 2.701) == 200)
    #expect(!graph.needsFrame)
  }

  /// Each `delay` delays the animation it wraps, so a delayed animation delayed again waits for
  /// both.
  @Test func delaysAddUp() throws {
    let graph = ViewGraph.testing(Puck(x: 0))
    graph.frame(strip, at: 0)
    withAnimation(.linear(duration: 0.4).delay(0.1).delay(0.2)) { graph.setRoot { Puck(x: 200) } }
    graph.frame(strip, at: 2)
    #expect(graph.puckX(at: 2.29) == 0)
    let x = try #require(graph.puckX(at: 2.5))
    #expect(abs(x - 100) < 1e-6, "halfway through the move 0.2 s after a 0.3 s delay: \(x)")
  }
}
