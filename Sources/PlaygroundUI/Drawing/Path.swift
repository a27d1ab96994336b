/// The outline of a 2D shape (mirrors SwiftUI's `Path`): lines and Bézier curves in subpaths.
///
/// Arcs, ellipses and rounded corners are stored as cubic Béziers, as CoreGraphics does.
public struct Path: Equatable, Sendable {
  /// One step of a path.
  public enum Element: Equatable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  package private(set) var elements: [Element] = []
  /// Where the current subpath started (where `closeSubpath` returns to).
  private var subpathStart: CGPoint?
  public private(set) var currentPoint: CGPoint?

  public init() {}

  public init(_ rect: CGRect) { addRect(rect) }

  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  public init(_ callback: (inout Path) -> Void) { callback(&self) }

  public var isEmpty: Bool { elements.isEmpty }

  /// The smallest rectangle containing every segment (curves measured on the curve, not their
  /// control points); `.null` for an empty path.
  public var boundingRect: CGRect {
    let points = flattenedSubpaths(tolerance: 0.01).flatMap(\.points)
    guard let first = points.first else { return .null }
    var x0 = first.x
    var y0 = first.y
    var x1 = first.x
    var y1 = first.y
    for p in points {
      x0 = min(x0, p.x)
      y0 = min(y0, p.y)
      x1 = max(x1, p.x)
      y1 = max(y1, p.y)
    }
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  public mutating func move(to end: CGPoint) {
    elements.append(.move(to: end))
    subpathStart = end
    currentPoint = end
  }

  public mutating func addLine(to end: CGPoint) {
    guard currentPoint != nil else { return move(to: end) }
    elements.append(.line(to: end))
    currentPoint = end
  }

  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    guard currentPoint != nil else { return move(to: end) }
    elements.append(.quadCurve(to: end, control: control))
    currentPoint = end
  }

  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard currentPoint != nil else { return move(to: end) }
    elements.append(.curve(to: end, control1: control1, control2: control2))
    currentPoint = end
  }

  public mutating func closeSubpath() {
    guard currentPoint != nil else { return }
    elements.append(.closeSubpath)
    currentPoint = subpathStart
  }

  /// Calls `body` with each element in order.
  public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

  /// The path with every point mapped through `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard !transform.isIdentity else { return self }
    var result = Path()
    for element in elements { result.append(element, transform) }
    return result
  }

  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  /// Appends another path's elements.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    for element in path.elements { append(element, transform) }
  }

  /// Whether `p` is inside the filled path, by the non-zero or the even-odd rule.
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0
    for subpath in flattenedSubpaths(tolerance: 0.01) {
      let points = subpath.points
      guard points.count > 2 else { continue }
      for i in points.indices {
        let a = points[i]
        let b = points[(i + 1) % points.count]
        if a.y <= p.y, b.y > p.y, cross(a, b, p) > 0 { winding += 1 }
        if a.y > p.y, b.y <= p.y, cross(a, b, p) < 0 { winding -= 1 }
      }
    }
    return eoFill ? winding % 2 != 0 : winding != 0
  }

  private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }

  private mutating func append(_ element: Element, _ t: CGAffineTransform) {
    switch element {
    case .move(let p): move(to: p.applying(t))
    case .line(let p): addLine(to: p.applying(t))
    case .quadCurve(let p, let c): addQuadCurve(to: p.applying(t), control: c.applying(t))
    case .curve(let p, let c1, let c2): addCurve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
    case .closeSubpath: closeSubpath()
    }
  }
}

extension Path {
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY).applying(transform))
    addLine(to: CGPoint(x: r.maxX, y: r.minY).applying(transform))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform))
    addLine(to: CGPoint(x: r.minX, y: r.maxY).applying(transform))
    closeSubpath()
  }

  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// A polyline through `lines`: a move to the first point, then lines.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  /// A rounded rectangle, clockwise on screen from the top edge; corners circular arcs or, for
  /// `.continuous`, UIKit's continuous curve (RoundedCorners.swift), their size clamped to half
  /// the rectangle.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    if style == .continuous {
      var local = Path()
      let corners = CornerSizes(
        topLeading: cornerSize, topTrailing: cornerSize, bottomTrailing: cornerSize, bottomLeading: cornerSize)
      local.addRoundedRect(in: rect, corners: corners, style: .continuous)
      return addPath(local, transform: transform)
    }
    let r = rect.standardized
    let rx = min(max(0, cornerSize.width), r.width / 2)
    let ry = min(max(0, cornerSize.height), r.height / 2)
    guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
    var local = Path()
    local.move(to: CGPoint(x: r.minX + rx, y: r.minY))
    local.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
    local.addEllipticArc(
      center: CGPoint(x: r.maxX - rx, y: r.minY + ry), rx: rx, ry: ry, from: -.pi / 2, sweep: .pi / 2)
    local.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
    local.addEllipticArc(center: CGPoint(x: r.maxX - rx, y: r.maxY - ry), rx: rx, ry: ry, from: 0, sweep: .pi / 2)
    local.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
    local.addEllipticArc(center: CGPoint(x: r.minX + rx, y: r.maxY - ry), rx: rx, ry: ry, from: .pi / 2, sweep: .pi / 2)
    local.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
    local.addEllipticArc(center: CGPoint(x: r.minX + rx, y: r.minY + ry), rx: rx, ry: ry, from: .pi, sweep: .pi / 2)
    local.closeSubpath()
    addPath(local, transform: transform)
  }

  /// An ellipse inscribed in `rect`, one closed subpath.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    var local = Path()
    let center = CGPoint(x: r.midX, y: r.midY)
    local.move(to: CGPoint(x: r.maxX, y: r.midY))
    local.addEllipticArc(center: center, rx: r.width / 2, ry: r.height / 2, from: 0, sweep: 2 * .pi)
    local.closeSubpath()
    addPath(local, transform: transform)
  }

  /// An arc from `startAngle` to `endAngle`. Angles grow from the positive x-axis towards
  /// positive y, so in SwiftUI's y-down space `clockwise: false` turns clockwise on screen
  /// (the direction is named for a y-up space, as CoreGraphics names it).
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let full = 2 * Double.pi
    var sweep = endAngle.radians - startAngle.radians
    if clockwise {
      sweep = sweep <= -full ? -full : -(-sweep).truncatingRemainder(dividingBy: full)
      if sweep > 0 { sweep -= full }
      if sweep == 0, endAngle.radians < startAngle.radians { sweep = -full }
    } else {
      sweep = sweep >= full ? full : sweep.truncatingRemainder(dividingBy: full)
      if sweep < 0 { sweep += full }
      if sweep == 0, endAngle.radians > startAngle.radians { sweep = full }
    }
    addRelativeArc(
      center: center, radius: radius, startAngle: startAngle, delta: .radians(sweep), transform: transform)
  }

  /// An arc of `delta` from `startAngle`; positive deltas grow the angle (clockwise on screen).
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
  ) {
    let start = CGPoint(
      x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
    // Joined to the current subpath by a line, as CoreGraphics does.
    let first = start.applying(transform)
    if currentPoint == nil { move(to: first) } else { addLine(to: first) }
    guard !transform.isIdentity else {
      return addEllipticArc(center: center, rx: radius, ry: radius, from: startAngle.radians, sweep: delta.radians)
    }
    var local = Path()
    local.move(to: start)
    local.addEllipticArc(center: center, rx: radius, ry: radius, from: startAngle.radians, sweep: delta.radians)
    for element in local.elements.dropFirst() { append(element, transform) }
  }

  /// A line towards the corner `tangent1End` and an arc of `radius` tangent to both the line from
  /// the current point to it and the line from it to `tangent2End`.
  public mutating func addArc(
    tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
  ) {
    guard let p0 = currentPoint else { return }
    // The current point is already transformed; work in untransformed space only when identity.
    let corner = p1.applying(transform)
    let next = p2.applying(transform)
    let v0 = CGPoint(x: p0.x - corner.x, y: p0.y - corner.y)
    let v2 = CGPoint(x: next.x - corner.x, y: next.y - corner.y)
    let l0 = hypot(v0.x, v0.y)
    let l2 = hypot(v2.x, v2.y)
    let crossValue = v0.x * v2.y - v0.y * v2.x
    guard l0 > 0, l2 > 0, radius > 0, abs(crossValue) > 1e-12 else { return addLine(to: corner) }
    let u0 = CGPoint(x: v0.x / l0, y: v0.y / l0)
    let u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
    let cosTheta = max(-1, min(1, u0.x * u2.x + u0.y * u2.y))
    let half = acos(cosTheta) / 2
    let distance = radius / tan(half)
    let t0 = CGPoint(x: corner.x + u0.x * distance, y: corner.y + u0.y * distance)
    let t2 = CGPoint(x: corner.x + u2.x * distance, y: corner.y + u2.y * distance)
    let bisector = CGPoint(x: u0.x + u2.x, y: u0.y + u2.y)
    let bl = hypot(bisector.x, bisector.y)
    let centreDistance = radius / sin(half)
    let center = CGPoint(x: corner.x + bisector.x / bl * centreDistance, y: corner.y + bisector.y / bl * centreDistance)
    let a0 = atan2(t0.y - center.y, t0.x - center.x)
    let a2 = atan2(t2.y - center.y, t2.x - center.x)
    var sweep = a2 - a0
    while sweep > .pi { sweep -= 2 * .pi }
    while sweep < -.pi { sweep += 2 * .pi }
    addLine(to: t0)
    addEllipticArc(center: center, rx: radius, ry: radius, from: a0, sweep: sweep)
  }

  /// Cubic Béziers along an axis-aligned elliptic arc, at most a quarter turn each.
  mutating func addEllipticArc(center: CGPoint, rx: CGFloat, ry: CGFloat, from start: Double, sweep: Double) {
    guard sweep != 0, sweep.isFinite, start.isFinite else { return }
    let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    var angle = start
    for _ in 0..<pieces {
      let next = angle + step
      let (c0, s0) = (cos(angle), sin(angle))
      let (c1, s1) = (cos(next), sin(next))
      addCurve(
        to: CGPoint(x: center.x + rx * c1, y: center.y + ry * s1),
        control1: CGPoint(x: center.x + rx * (c0 - k * s0), y: center.y + ry * (s0 + k * c0)),
        control2: CGPoint(x: center.x + rx * (c1 + k * s1), y: center.y + ry * (s1 - k * c1)))
      angle = next
    }
  }
}
