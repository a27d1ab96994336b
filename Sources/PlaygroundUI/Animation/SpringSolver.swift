/// The closed-form damped harmonic oscillator (mass 1) that SwiftUI's springs follow.
///
/// `displacement(at:)` is the distance from the target t seconds after starting at displacement
/// x0 with velocity v0; it covers under-, critically and over-damped springs.
struct SpringSolver: Sendable {
  let stiffness: Double
  let damping: Double

  /// (displacement, velocity) at time t.
  func state(x0: Double, v0: Double, at t: Double) -> (x: Double, v: Double) {
    let omega0 = stiffness.squareRoot()
    let zeta = damping / (2 * omega0)
    if zeta < 1 - 1e-9 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let decay = exp(-zeta * omega0 * t)
      let a = x0
      let b = (v0 + zeta * omega0 * x0) / omegaD
      let c = cos(omegaD * t)
      let s = sin(omegaD * t)
      let x = decay * (a * c + b * s)
      let v = decay * ((b * omegaD - zeta * omega0 * a) * c - (a * omegaD + zeta * omega0 * b) * s)
      return (x, v)
    } else if zeta > 1 + 1e-9 {
      let root = omega0 * (zeta * zeta - 1).squareRoot()
      let r1 = -zeta * omega0 + root
      let r2 = -zeta * omega0 - root
      let b = (v0 - r1 * x0) / (r2 - r1)
      let a = x0 - b
      let e1 = exp(r1 * t)
      let e2 = exp(r2 * t)
      return (a * e1 + b * e2, a * r1 * e1 + b * r2 * e2)
    } else {
      let decay = exp(-omega0 * t)
      let b = v0 + omega0 * x0
      return (decay * (x0 + b * t), decay * (b - omega0 * (x0 + b * t)))
    }
  }

  /// The time after which a spring released one unit from its target (at rest) stays within
  /// `tolerance` of it: the bound on its motion (the envelope of an under-damped spring) first
  /// drops below the tolerance. Found by stepping 1/240 s and bisecting; at most 60 s.
  func settlingTime(tolerance: Double) -> Double {
    func bound(_ t: Double) -> Double {
      let omega0 = stiffness.squareRoot()
      let zeta = damping / (2 * omega0)
      guard zeta < 1 - 1e-9 else {
        let state = self.state(x0: 1, v0: 0, at: t)
        return max(abs(state.x), abs(state.v) / omega0)
      }
      // |x| ≤ e^(−ζω₀t)·√(a² + b²) with a = 1, b = ζω₀ / ω_d.
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let b = zeta * omega0 / omegaD
      return exp(-zeta * omega0 * t) * (1 + b * b).squareRoot()
    }
    guard stiffness > 0, damping > 0 else { return 60 }
    var t = 0.0
    while t < 60, bound(t) > tolerance { t += 1.0 / 240 }
    var lo = max(0, t - 1.0 / 240)
    var hi = t
    for _ in 0..<30 {
      let mid = (lo + hi) / 2
      if bound(mid) > tolerance { lo = mid } else { hi = mid }
    }
    return hi
  }
}

/// Timing curves as cubic Béziers from (0,0) to (1,1), as CSS and SwiftUI define them
/// (`easeInOut` (0.42, 0, 0.58, 1), `easeIn` (0.42, 0, 1, 1), `easeOut` (0, 0, 0.58, 1), and
/// `timingCurve`'s own control points).
enum TimingCurve {
  /// Progress 0…1 for a fraction of the duration 0…1.
  static func progress(_ curve: Animation.Curve, _ fraction: Double) -> Double {
    let f = min(1, max(0, fraction))
    switch curve {
    case .linear, .spring: return f
    case .bezier(let x1, let y1, let x2, let y2): return bezier(x1, y1, x2, y2, f)
    }
  }

  /// y on the Bézier (0,0)(x1,y1)(x2,y2)(1,1) where x = `x`, found by bisection-refined Newton.
  private static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double)
    -> Double
  {
    func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var lo = 0.0
    var hi = 1.0
    var t = x
    for _ in 0..<40 {
      let value = coordinate(t, x1, x2)
      if abs(value - x) < 1e-9 { break }
      if value < x { lo = t } else { hi = t }
      t = (lo + hi) / 2
    }
    return coordinate(t, y1, y2)
  }
}
