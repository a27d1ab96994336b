/// A subpath reduced to straight segments.
package struct FlatSubpath: Equatable, Sendable {
  package var points: [CGPoint]
  /// True when the subpath was closed (its last point joins its first).
  package var isClosed: Bool

  package init(points: [CGPoint], isClosed: Bool) {
    self.points = points
    self.isClosed = isClosed
  }
}

extension Path {
  /// The default flattening tolerance in points: fine enough for 2× displays (0.1 px).
  package static let flatteningTolerance: CGFloat = 0.05

  /// The subpaths as polylines whose distance from the curves is at most `tolerance`.
  ///
  /// Curves are cut into equal parameter steps, as many as Wang's bound asks for the tolerance.
  package func flattenedSubpaths(tolerance: CGFloat = Path.flatteningTolerance) -> [FlatSubpath] {
    var result: [FlatSubpath] = []
    var current: [CGPoint] = []
    func finish(closed: Bool) {
      if !current.isEmpty { result.append(FlatSubpath(points: current, isClosed: closed)) }
      current = []
    }
    let tol = max(tolerance, 1e-4)
    // Drawing after a close continues from the closed subpath's start, in a new subpath.
    var restart: CGPoint?
    for element in elements {
      if current.isEmpty, let start = restart {
        current = [start]
        restart = nil
      }
      switch element {
      case .move(let p):
        finish(closed: false)
        restart = nil
        current = [p]
      case .line(let p):
        current.append(p)
      case .quadCurve(let p, let c):
        guard let p0 = current.last else { continue }
        let dd = hypot(p0.x - 2 * c.x + p.x, p0.y - 2 * c.y + p.y)
        let n = Self.steps(sqrt(dd / (4 * tol)))
        for i in 1...n {
          let t = CGFloat(i) / CGFloat(n)
          let u = 1 - t
          current.append(
            CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
        }
      case .curve(let p, let c1, let c2):
        guard let p0 = current.last else { continue }
        let d1 = hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y)
        let d2 = hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y)
        let n = Self.steps(sqrt(0.75 * max(d1, d2) / tol))
        for i in 1...n {
          let t = CGFloat(i) / CGFloat(n)
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          current.append(
            CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
        }
      case .closeSubpath:
        restart = current.first
        finish(closed: true)
      }
    }
    finish(closed: false)
    return result
  }

  private static func steps(_ value: CGFloat) -> Int {
    guard value.isFinite else { return 1 }
    return min(1000, max(1, Int(value.rounded(.up))))
  }
}
