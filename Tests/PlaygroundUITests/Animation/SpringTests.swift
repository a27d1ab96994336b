import Foundation
import Testing

@testable import PlaygroundUI

/// One spring to check: how it is written, and SwiftUI's parameters for it.
struct SpringCase: Sendable, CustomTestStringConvertible {
  var name: String
  var animation: Animation
  var response: Double
  var dampingFraction: Double
  var testDescription: String { name }
}

/// Springs move a view along SwiftUI's damped oscillator.
@MainActor
@Suite struct SpringTests {
  nonisolated static let cases = [
    SpringCase(
      name: "under-damped .spring(response: 0.3, dampingFraction: 0.825)",
      animation: .spring(response: 0.3, dampingFraction: 0.825), response: 0.3, dampingFraction: 0.825),
    SpringCase(name: "critically damped .default", animation: .default, response: 0.55, dampingFraction: 1.0),
    SpringCase(
      name: "over-damped .spring(response: 0.4, dampingFraction: 1.6)",
      animation: .spring(response: 0.4, dampingFraction: 1.6), response: 0.4, dampingFraction: 1.6),
  ]

  @Test(arguments: cases)
  func aMovedViewFollowsTheClosedForm(_ spring: SpringCase) throws {
    let (k, c) = springConstants(response: spring.response, dampingFraction: spring.dampingFraction)
    let graph = ViewGraph.testing(Puck(x: 0))
    #expect(graph.puckX(at: 0) == 0)
    withAnimation(spring.animation) { graph.setRoot { Puck(x: 120) } }
    let start = 1.0
    #expect(graph.puckX(at: start) == 0, "the first frame presents the old position")
    var sawOvershoot = false
    for sample in stride(from: 0.01, through: 1.5, by: 0.01) {
      let expected = 120 + dampedOscillator(k: k, c: c, x0: -120, v0: 0, t: sample).x
      let x = try #require(graph.puckX(at: start + sample))
      if abs(expected - 120) > 0.01 {
        #expect(abs(x - expected) < 1e-6, "t = \(sample): \(x) vs \(expected)")
      } else {
        // Within the settling threshold the view may already rest on its target.
        #expect(abs(x - expected) < 0.006, "t = \(sample)")
      }
      sawOvershoot = sawOvershoot || x > 120 + 1e-3
    }
    #expect(sawOvershoot == (spring.dampingFraction < 1), "only an under-damped spring overshoots")
    #expect(graph.puckX(at: start + 10) == 120)
    #expect(!graph.needsFrame)
  }

  @Test func swiftUIsSpringDefinitions() throws {
    #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1.0))
    #expect(Animation.spring() == .spring(response: 0.5, dampingFraction: 0.825))
    let parameters = try #require(Animation.spring(response: 0.3, dampingFraction: 0.825).springParameters)
    let (k, c) = springConstants(response: 0.3, dampingFraction: 0.825)
    #expect(abs(parameters.stiffness - k) < 1e-9 && abs(parameters.damping - c) < 1e-9)
  }

  @Test(arguments: cases)
  func theSolverMatchesTheClosedFormWithAnInitialVelocity(_ spring: SpringCase) {
    let (k, c) = springConstants(response: spring.response, dampingFraction: spring.dampingFraction)
    let solver = SpringSolver(stiffness: k, damping: c)
    for t in stride(from: 0.0, through: 2.0, by: 0.05) {
      let got = solver.state(x0: 37, v0: -450, at: t)
      let want = dampedOscillator(k: k, c: c, x0: 37, v0: -450, t: t)
      #expect(abs(got.x - want.x) < 1e-9 && abs(got.v - want.v) < 1e-7, "t = \(t)")
    }
  }

  /// A change mid-flight starts from where the view is, at the speed it is going.
  @Test func retargetingKeepsPositionAndVelocityContinuous() throws {
    let spring = Animation.spring(response: 0.3, dampingFraction: 0.825)
    let (k, c) = springConstants(response: 0.3, dampingFraction: 0.825)
    let graph = ViewGraph.testing(Puck(x: 0))
    graph.frame(strip, at: 0)
    withAnimation(spring) { graph.setRoot { Puck(x: 120) } }
    graph.frame(strip, at: 0)

    let t = 0.06
    let h = 1e-6
    let before = try #require(graph.puckX(at: t - h))
    let atChange = try #require(graph.puckX(at: t))
    let velocityBefore = (atChange - before) / h
    #expect(velocityBefore > 500, "the view must be moving fast for this test to mean anything")

    withAnimation(spring) { graph.setRoot { Puck(x: 20) } }
    let retargeted = try #require(graph.puckX(at: t))
    #expect(abs(retargeted - atChange) < 1e-9, "no jump in position")
    let after = try #require(graph.puckX(at: t + h))
    let velocityAfter = (after - retargeted) / h
    // One-sided differences differ by about h·Δacceleration/2 ≈ 0.05 here; a velocity reset
    // would differ by the whole velocity.
    #expect(abs(velocityAfter - velocityBefore) < 0.2, "\(velocityBefore) → \(velocityAfter)")

    // From then on: the new spring from the presented state, computed independently.
    let state = dampedOscillator(k: k, c: c, x0: -120, v0: 0, t: t)
    for sample in [0.02, 0.05, 0.1, 0.2] {
      let expected = 20 + dampedOscillator(k: k, c: c, x0: 120 + state.x - 20, v0: state.v, t: sample).x
      let x = try #require(graph.puckX(at: t + sample))
      #expect(abs(x - expected) < 1e-6, "t = \(t + sample)")
    }
  }
}
