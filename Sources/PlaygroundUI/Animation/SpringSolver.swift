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
}

/// Timing curves as cubic Béziers from (0,0) to (1,1), as CSS and SwiftUI define them.
enum TimingCurve {
  /// Progress 0…1 for a fraction of the duration 0…1.
  static func progress(_ curve: Animation.Curve, _ fraction: Double) -> Double {
    let f = min(1, max(0, fraction))
    switch curve {
    case .linear: return f
    case .easeInOut: return bezier(0.42, 0, 0.58, 1, f)
    case .easeIn: return bezier(0.42, 0, 1, 1, f)
    case .easeOut: return bezier(0, 0, 0.58, 1, f)
    case .spring: return f
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
