import Foundation
import Testing

@testable import PlaygroundUI

/// A 20 pt square `x` points from the leading edge of a 400 × 40 strip: what animation tests
/// move. Rendered in a 400 × 40 window the strip is at the origin, so the square's traced
/// `minX` is its presented x.
struct Puck: View {
  var x: CGFloat

  var body: some View {
    Color.red.frame(width: 20, height: 20)
      .padding(.leading, x)
      .frame(width: 400, height: 40, alignment: .topLeading)
  }
}

/// A grey marker and, when `show` is on, a green square after it.
struct Blinker: View {
  var show: Bool

  var body: some View {
    HStack {
      Color.gray.frame(width: 10, height: 10)
      if show { Color.green.frame(width: 30, height: 30) }
    }
  }
}

/// The same, with the green square entering and leaving by `.identity`.
struct AbruptBlinker: View {
  var show: Bool

  var body: some View {
    HStack {
      Color.gray.frame(width: 10, height: 10)
      if show { Color.green.frame(width: 30, height: 30).transition(.identity) }
    }
  }
}

let strip = CGSize(width: 400, height: 40)

@MainActor
extension ViewGraph {
  /// The puck's presented x after rendering at `time`.
  func puckX(at time: Double) -> CGFloat? {
    frame(strip, at: time)
    return leaf("rectangle")?.frame.minX
  }

  /// The green square of a blinker as drawn at `time` (nil when not drawn).
  func green(at time: Double, size: CGSize = CGSize(width: 200, height: 100)) -> TracedView? {
    frame(size, at: time)
    return tracedViews.first { $0.identity.contains(role: .some) }
  }

  /// Renders every 1/60 s from `start` until no frame is needed; returns that time.
  func settle(from start: Double, size: CGSize = strip, limit: Double = 60) -> Double {
    var time = start
    while needsFrame && time < start + limit {
      time += 1.0 / 60
      frame(size, at: time)
    }
    return time
  }
}

/// A unit mass on a spring of stiffness k with damping c, released at displacement x0 with
/// velocity v0: displacement and velocity t seconds later, from the roots of s² + c·s + k = 0.
/// Written independently of the package's `SpringSolver`.
func dampedOscillator(k: Double, c: Double, x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
  let discriminant = c * c - 4 * k
  if abs(discriminant) <= 1e-9 * k {
    // Critically damped: a double root s.
    let s = -c / 2
    let b = v0 - s * x0
    let e = exp(s * t)
    return ((x0 + b * t) * e, (b + s * (x0 + b * t)) * e)
  } else if discriminant < 0 {
    // Under-damped: roots α ± iβ.
    let alpha = -c / 2
    let beta = (-discriminant).squareRoot() / 2
    let b = (v0 - alpha * x0) / beta
    let e = exp(alpha * t)
    let cosine = cos(beta * t)
    let sine = sin(beta * t)
    let x = e * (x0 * cosine + b * sine)
    let v = alpha * x + e * (-x0 * beta * sine + b * beta * cosine)
    return (x, v)
  } else {
    // Over-damped: two real roots.
    let root = discriminant.squareRoot()
    let s1 = (-c + root) / 2
    let s2 = (-c - root) / 2
    let b = (v0 - s1 * x0) / (s2 - s1)
    let a = x0 - b
    return (a * exp(s1 * t) + b * exp(s2 * t), a * s1 * exp(s1 * t) + b * s2 * exp(s2 * t))
  }
}

/// SwiftUI's spring constants for a response and damping fraction (mass 1).
func springConstants(response: Double, dampingFraction: Double) -> (k: Double, c: Double) {
  let k = pow(2 * Double.pi / response, 2)
  return (k, 2 * k.squareRoot() * dampingFraction)
}

/// y at x on the CSS cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1), solved by bisection to 1e-12.
func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
  func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }
  var lo = 0.0
  var hi = 1.0
  while hi - lo > 1e-12 {
    let mid = (lo + hi) / 2
    if b(mid, x1, x2) < x { lo = mid } else { hi = mid }
  }
  return b((lo + hi) / 2, y1, y2)
}

/// The puck's x, `samples` seconds after a 0 → 200 move under `animation` starts (the move
/// starts at time 2, after a settled first frame).
@MainActor
func puckPositions(_ animation: Animation, samples: [Double]) throws -> [CGFloat] {
  let graph = ViewGraph.testing(Puck(x: 0))
  graph.frame(strip, at: 0)
  withAnimation(animation) { graph.setRoot { Puck(x: 200) } }
  graph.frame(strip, at: 2)
  return try samples.map { try #require(graph.puckX(at: 2 + $0)) }
}
