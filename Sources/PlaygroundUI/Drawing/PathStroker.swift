extension Path {
  /// The area a stroke with `style` covers, as a path to fill with the non-zero rule (mirrors
  /// SwiftUI's `strokedPath(_:)`).
  ///
  /// The outline is a union of pieces (one quadrilateral per segment, one polygon per join and
  /// cap), all wound the same way so that the non-zero rule merges them without holes.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    var result = Path()
    let half = style.lineWidth / 2
    guard half > 0, half.isFinite else { return result }
    var stroker = PathStroker(style: style, half: half)
    for subpath in flattenedSubpaths() {
      for piece in PathStroker.dashes(of: subpath, style: style) { stroker.stroke(piece) }
    }
    for polygon in stroker.polygons where polygon.count > 2 {
      result.move(to: polygon[0])
      for point in polygon.dropFirst() { result.addLine(to: point) }
      result.closeSubpath()
    }
    return result
  }
}

/// Turns polylines into the polygons of their stroke.
struct PathStroker {
  let style: StrokeStyle
  let half: CGFloat
  private(set) var polygons: [[CGPoint]] = []

  init(style: StrokeStyle, half: CGFloat) {
    self.style = style
    self.half = half
  }

  mutating func stroke(_ subpath: FlatSubpath) {
    var points: [CGPoint] = []
    for p in subpath.points where points.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true {
      points.append(p)
    }
    var closed = subpath.isClosed
    if closed, points.count > 1, let first = points.first, let last = points.last,
      hypot(first.x - last.x, first.y - last.y) <= 1e-9
    {
      points.removeLast()
    }
    if points.count < 2 {
      // A lone point draws a dot with round caps and nothing otherwise.
      if let p = points.first, style.lineCap == .round, !closed { add(circle(p)) }
      return
    }
    if points.count == 2 { closed = false }
    let count = points.count
    let segmentCount = closed ? count : count - 1
    for i in 0..<segmentCount {
      let a = points[i]
      let b = points[(i + 1) % count]
      let n = normal(a, b)
      add([
        CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
        CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
      ])
    }
    let joins = closed ? Array(0..<count) : Array(1..<(count - 1))
    for i in joins {
      join(previous: points[(i + count - 1) % count], at: points[i], next: points[(i + 1) % count])
    }
    if !closed {
      cap(at: points[0], from: points[1])
      cap(at: points[count - 1], from: points[count - 2])
    }
  }

  /// The offset of half the line width to the left of a→b.
  private func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let length = hypot(dx, dy)
    return CGPoint(x: -dy / length * half, y: dx / length * half)
  }

  private mutating func join(previous: CGPoint, at v: CGPoint, next: CGPoint) {
    let n0 = normal(previous, v)
    let n1 = normal(v, next)
    let d0 = CGPoint(x: v.x - previous.x, y: v.y - previous.y)
    let d1 = CGPoint(x: next.x - v.x, y: next.y - v.y)
    let turn = d0.x * d1.y - d0.y * d1.x
    let dot = d0.x * d1.x + d0.y * d1.y
    guard abs(turn) > 1e-12 || dot < 0 else { return }
    // The outer side of the corner is where the two offsets part.
    let side: CGFloat = turn > 0 ? -1 : 1
    let outer0 = CGPoint(x: v.x + side * n0.x, y: v.y + side * n0.y)
    let outer1 = CGPoint(x: v.x + side * n1.x, y: v.y + side * n1.y)
    switch style.lineJoin {
    case .round:
      add(circle(v))
    case .bevel:
      add([v, outer0, outer1])
    case .miter:
      // The miter's length over the line width is 1 / sin(φ/2), φ the angle between the segments.
      let cosine = max(-1, min(1, -dot / (hypot(d0.x, d0.y) * hypot(d1.x, d1.y))))
      let sinHalf = ((1 - cosine) / 2).squareRoot()
      if sinHalf > 0, 1 / sinHalf <= style.miterLimit {
        let bisector = CGPoint(x: outer0.x + outer1.x - 2 * v.x, y: outer0.y + outer1.y - 2 * v.y)
        let length = hypot(bisector.x, bisector.y)
        let reach = half / sinHalf
        let tip = CGPoint(x: v.x + bisector.x / length * reach, y: v.y + bisector.y / length * reach)
        add([v, outer0, tip, outer1])
      } else {
        add([v, outer0, outer1])
      }
    }
  }

  private mutating func cap(at end: CGPoint, from inner: CGPoint) {
    switch style.lineCap {
    case .butt: return
    case .round: add(circle(end))
    case .square:
      let n = normal(inner, end)
      // The direction of travel, half a line width long.
      let d = CGPoint(x: n.y, y: -n.x)
      add([
        CGPoint(x: end.x + n.x, y: end.y + n.y), CGPoint(x: end.x + n.x + d.x, y: end.y + n.y + d.y),
        CGPoint(x: end.x - n.x + d.x, y: end.y - n.y + d.y), CGPoint(x: end.x - n.x, y: end.y - n.y),
      ])
    }
  }

  private func circle(_ center: CGPoint) -> [CGPoint] {
    // Enough sides that the chord stays within the flattening tolerance.
    let sides = max(8, min(256, Int((CGFloat.pi / acos(max(0, 1 - Path.flatteningTolerance / half))).rounded(.up))))
    return (0..<sides).map { i in
      let angle = CGFloat(i) / CGFloat(sides) * 2 * .pi
      return CGPoint(x: center.x + half * cos(angle), y: center.y + half * sin(angle))
    }
  }

  /// Adds a polygon wound positively (clockwise on screen), reversing it if needed.
  private mutating func add(_ polygon: [CGPoint]) {
    var area: CGFloat = 0
    for i in polygon.indices {
      let a = polygon[i]
      let b = polygon[(i + 1) % polygon.count]
      area += a.x * b.y - b.x * a.y
    }
    guard area != 0, area.isFinite else { return }
    polygons.append(area > 0 ? polygon : polygon.reversed())
  }

  /// The dashes of a subpath (the subpath itself when there is no dash pattern).
  static func dashes(of subpath: FlatSubpath, style: StrokeStyle) -> [FlatSubpath] {
    let pattern = style.dash.map { max(0, $0) }
    let period = pattern.reduce(0, +)
    guard !pattern.isEmpty, period > 0, period.isFinite else { return [subpath] }
    var points = subpath.points
    if subpath.isClosed, let first = points.first { points.append(first) }
    guard points.count > 1 else { return [] }
    // Where in the pattern the subpath starts.
    var index = 0
    var remaining = pattern[0]
    var phase = style.dashPhase.truncatingRemainder(dividingBy: period)
    if phase < 0 { phase += period }
    while phase > 0 {
      if phase >= remaining {
        phase -= remaining
        index = (index + 1) % pattern.count
        remaining = pattern[index]
      } else {
        remaining -= phase
        phase = 0
      }
    }
    var result: [FlatSubpath] = []
    var current: [CGPoint] = index % 2 == 0 ? [points[0]] : []
    for i in 1..<points.count {
      var a = points[i - 1]
      let b = points[i]
      var length = hypot(b.x - a.x, b.y - a.y)
      while length > 0 {
        let step = min(length, remaining)
        let t = step / length
        let p = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        if index % 2 == 0 { current.append(p) }
        length -= step
        remaining -= step
        a = p
        if remaining <= 1e-9 {
          if index % 2 == 0 {
            if current.count > 1 { result.append(FlatSubpath(points: current, isClosed: false)) }
            current = []
          } else {
            current = [p]
          }
          index = (index + 1) % pattern.count
          remaining = pattern[index]
          if remaining == 0, index % 2 == 0 {
            // A zero-length dash is a dot (drawn with round or square caps).
            result.append(FlatSubpath(points: [p], isClosed: false))
            index = (index + 1) % pattern.count
            remaining = pattern[index]
            current = []
          }
        }
      }
    }
    if index % 2 == 0, current.count > 1 { result.append(FlatSubpath(points: current, isClosed: false)) }
    return result
  }
}
