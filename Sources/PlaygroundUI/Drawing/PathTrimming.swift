extension Path {
  /// The part of the path between two fractions of its length (mirrors SwiftUI's
  /// `trimmedPath(from:to:)`): "a partial copy of the path … between `from` and `to`, both of
  /// which must be fractions between zero and one, as a fraction of the total length of the
  /// path". Fractions are clamped to 0…1; `from` at or past `to` is an empty path. Curves are
  /// measured and cut on their flattened form (within `flatteningTolerance`), so the result is
  /// made of line segments; a closed subpath taken whole stays closed.
  public func trimmedPath(from startFraction: CGFloat, to endFraction: CGFloat) -> Path {
    let from = startFraction.isFinite ? min(1, max(0, startFraction)) : 0
    let to = endFraction.isFinite ? min(1, max(0, endFraction)) : 1
    guard from < to else { return Path() }
    if from == 0 && to == 1 { return self }
    let flat = flattenedSubpaths()
    let subpaths = flat.map { subpath -> [CGPoint] in
      subpath.isClosed && subpath.points.count > 1 ? subpath.points + [subpath.points[0]] : subpath.points
    }
    func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
      ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
    let total = subpaths.reduce(0) { sum, points in
      zip(points, points.dropFirst()).reduce(sum) { $0 + distance($1.0, $1.1) }
    }
    guard total > 0 else { return Path() }
    let start = from * total
    let end = to * total
    var result = Path()
    var travelled: CGFloat = 0
    for (index, points) in subpaths.enumerated() {
      var taken: [CGPoint] = []
      for (a, b) in zip(points, points.dropFirst()) {
        let length = distance(a, b)
        let segmentStart = travelled
        travelled += length
        guard travelled > start, segmentStart < end, length > 0 else { continue }
        func point(at position: CGFloat) -> CGPoint {
          let t = min(1, max(0, (position - segmentStart) / length))
          return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        if taken.isEmpty { taken.append(point(at: max(start, segmentStart))) }
        taken.append(point(at: min(end, travelled)))
      }
      guard taken.count > 1 else { continue }
      result.move(to: taken[0])
      for point in taken.dropFirst() { result.addLine(to: point) }
      if flat[index].isClosed && taken.count == points.count && taken.first == points.first && taken.last == points.last
      {
        result.closeSubpath()
      }
    }
    return result
  }
}

extension Shape {
  /// The part of the shape's outline between two fractions of its length, as a shape (mirrors
  /// SwiftUI's `trim(from:to:)`; a progress ring is `Circle().trim(from: 0, to: 0.7).stroke(…)`).
  /// Both fractions animate.
  public nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}

/// A shape trimmed to part of its length (what `trim(from:to:)` returns).
public struct _TrimmedShape<Content: Shape>: Shape {
  let shape: Content
  var startFraction: CGFloat
  var endFraction: CGFloat

  public nonisolated func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }

  /// The two fractions (the trimmed shape's own data is not animated, as in SwiftUI).
  public nonisolated var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(startFraction, endFraction) }
    set {
      startFraction = newValue.first
      endFraction = newValue.second
    }
  }
}
