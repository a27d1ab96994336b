import Foundation
import Testing

@testable import PlaygroundUI

/// The spring presets against Apple's documented parameters: `spring(duration:bounce:)` is a
/// spring of response `duration` and damping fraction 1 − bounce (bounce ≥ 0) or
/// 1 / (1 + bounce) (bounce < 0); `smooth`, `snappy` and `bouncy` have a 0.5 s duration and a
/// base bounce of 0, 0.15 and 0.3; `interactiveSpring` a 0.15 s response and damping 0.86;
/// `interpolatingSpring` the stiffness and damping it is given, divided by its mass.
/// Positions are checked against `dampedOscillator`, written independently of the package.
@MainActor
@Suite struct SpringPresetTests {
  private let samples = [0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.45, 0.7]

  /// The puck's expected x for a 0 → 200 move on a spring of constants k and c (mass 1),
  /// starting with `unitVelocity` distances per second.
  private func expected(k: Double, c: Double, unitVelocity: Double = 0, at t: Double) -> Double {
    200 + dampedOscillator(k: k, c: c, x0: -200, v0: 200 * unitVelocity, t: t).x
  }

  private func check(_ animation: Animation, response: Double, dampingFraction: Double) throws {
    let (k, c) = springConstants(response: response, dampingFraction: dampingFraction)
    let xs = try puckPositions(animation, samples: samples)
    for (t, x) in zip(samples, xs) {
      let e = expected(k: k, c: c, at: t)
      // Within 0.005 of its target a spring has settled and is drawn there.
      guard abs(e - 200) > 0.005 else { continue }
      // 1e-4: the reference's near-critical branches lose a few digits; any other spring
      // differs by far more.
      #expect(abs(Double(x) - e) < 1e-4, "t = \(t)")
    }
  }

  @Test func durationAndBounceMapToResponseAndDamping() throws {
    try check(.spring(duration: 0.4, bounce: 0.3), response: 0.4, dampingFraction: 0.7)
    try check(.spring(duration: 0.4, bounce: 0), response: 0.4, dampingFraction: 1)
    // Negative bounce: overdamped, 1 / (1 − 0.5) = 2.
    try check(.spring(duration: 0.6, bounce: -0.5), response: 0.6, dampingFraction: 2)
  }

  @Test func smoothSnappyAndBouncyHaveTheirDocumentedBounce() throws {
    try check(.smooth, response: 0.5, dampingFraction: 1)
    try check(.snappy, response: 0.5, dampingFraction: 0.85)
    try check(.bouncy, response: 0.5, dampingFraction: 0.7)
    try check(.smooth(duration: 0.3, extraBounce: 0.2), response: 0.3, dampingFraction: 0.8)
    try check(.snappy(duration: 0.8, extraBounce: 0.05), response: 0.8, dampingFraction: 0.8)
    try check(.bouncy(duration: 0.6, extraBounce: 0.1), response: 0.6, dampingFraction: 0.6)
  }

  @Test func interactiveSpringIsAQuickSpring() throws {
    try check(.interactiveSpring, response: 0.15, dampingFraction: 0.86)
    try check(.interactiveSpring(response: 0.2, dampingFraction: 0.5), response: 0.2, dampingFraction: 0.5)
    try check(.interactiveSpring(duration: 0.15, extraBounce: 0.1), response: 0.15, dampingFraction: 0.76)
  }

  @Test func interpolatingSpringUsesItsConstantsOverItsMass() throws {
    let xs = try puckPositions(.interpolatingSpring(mass: 2, stiffness: 200, damping: 10), samples: samples)
    for (t, x) in zip(samples, xs) {
      #expect(abs(Double(x) - expected(k: 100, c: 5, at: t)) < 1e-6, "t = \(t)")
    }
    try check(.interpolatingSpring(duration: 0.4, bounce: 0.2), response: 0.4, dampingFraction: 0.8)
  }

  @Test func interpolatingSpringStartsWithItsInitialVelocity() throws {
    let animation = Animation.interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: 3)
    let xs = try puckPositions(animation, samples: samples)
    for (t, x) in zip(samples, xs) {
      #expect(abs(Double(x) - expected(k: 170, c: 15, unitVelocity: 3, at: t)) < 1e-6, "t = \(t)")
    }
  }

  @Test func timingCurveFollowsItsControlPoints() throws {
    let samples = stride(from: 0.0, through: 0.6, by: 0.05).map { $0 }
    let xs = try puckPositions(.timingCurve(0.68, -0.6, 0.32, 1.6, duration: 0.6), samples: samples)
    for (t, x) in zip(samples, xs) {
      #expect(abs(Double(x) - 200 * cubicBezier(0.68, -0.6, 0.32, 1.6, at: t / 0.6)) < 1e-6, "t = \(t)")
    }
    // It backs up before it starts, as its negative first control point says.
    #expect(xs[1] < 0)
  }
}
