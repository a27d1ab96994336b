import Foundation
import Testing

@testable import PlaygroundUI

@Suite("Path geometry: building, bounds, flattening, containment, strokes")
struct PathGeometryTests {
  @Test("An ellipse's bounding rect is the rect it is inscribed in (curves, not control points)")
  func ellipseBounds() {
    let rect = CGRect(x: 10, y: 20, width: 80, height: 40)
    #expect(isClose(Path(ellipseIn: rect).boundingRect, rect, within: 0.01))
    // A quadratic's control point lies outside the curve: bounds stop at the curve's apex,
    // which for control height h is h/2 above the chord.
    var arch = Path()
    arch.move(to: CGPoint(x: 0, y: 0))
    arch.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: -40))
    #expect(isClose(arch.boundingRect, CGRect(x: 0, y: -20, width: 100, height: 20), within: 0.02))
    #expect(Path().boundingRect.isNull)
  }

  @Test("Flattened circles stay within the tolerance of the true circle")
  func flatteningTolerance() {
    let r: CGFloat = 50
    let path = Path(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r))
    for tolerance in [0.5, 0.05] as [CGFloat] {
      let subpaths = path.flattenedSubpaths(tolerance: tolerance)
      #expect(subpaths.count == 1 && subpaths[0].isClosed)
      let points = subpaths[0].points
      // Every vertex is on the circle (the Bézier arcs' own error is under 0.03 % of r)…
      for p in points { #expect(abs(hypot(p.x, p.y) - r) < r * 0.0003) }
      // …and every chord's midpoint is within the tolerance of it.
      for (a, b) in zip(points, points.dropFirst()) {
        let mid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        #expect(r - hypot(mid.x, mid.y) <= tolerance + r * 0.0003)
      }
    }
    // A coarser tolerance needs fewer points.
    #expect(
      path.flattenedSubpaths(tolerance: 0.5)[0].points.count < path.flattenedSubpaths(tolerance: 0.05)[0].points.count)
  }

  @Test("addArc: angles grow towards +y, so clockwise: false turns clockwise on screen (y down)")
  func arcDirection() {
    let center = CGPoint(x: 0, y: 0)
    var downward = Path()
    downward.addArc(center: center, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    // From (10, 0) through the 45° point (7.07, 7.07) to (0, 10).
    #expect(isClose(downward.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10), within: 0.01))
    var upward = Path()
    upward.addArc(center: center, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    // The other way round: three quarters, through (0, -10) and (-10, 0).
    #expect(isClose(upward.boundingRect, CGRect(x: -10, y: -10, width: 20, height: 20), within: 0.01))
    #expect(upward.currentPoint.map { isClose($0.x, 0, within: 1e-9) && isClose($0.y, 10, within: 1e-9) } == true)
  }

  @Test("contains follows the winding rules: a square inside a square is a hole only for even-odd")
  func containsRules() {
    var path = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
    let centre = CGPoint(x: 50, y: 50)
    #expect(path.contains(centre))
    #expect(!path.contains(centre, eoFill: true))
    #expect(path.contains(CGPoint(x: 10, y: 10), eoFill: true))
    #expect(!path.contains(CGPoint(x: 110, y: 50)))
  }

  @Test("Path(roundedRect:) cuts its corners by the radius")
  func roundedRect() {
    let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 20)
    #expect(!path.contains(CGPoint(x: 2, y: 2)))
    // The corner arc's centre is (20, 20); 45° towards the corner is 20·(1 − 1/√2) ≈ 5.86 in.
    #expect(path.contains(CGPoint(x: 6.5, y: 6.5)))
    #expect(!path.contains(CGPoint(x: 5.3, y: 5.3)))
    #expect(path.contains(CGPoint(x: 50, y: 1)))
  }

  @Test("applying, offsetBy and addLines")
  func transforms() {
    var path = Path()
    path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 5)])
    #expect(isClose(path.offsetBy(dx: 3, dy: 4).boundingRect, CGRect(x: 3, y: 4, width: 10, height: 5)))
    let scaled = path.applying(CGAffineTransform(scaleX: 2, y: 3))
    #expect(isClose(scaled.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 15)))
  }

  /// The stroke of the segment (0,0)–(10,0) and the corner (0,0)–(10,0)–(10,10).
  func line(_ points: [CGPoint]) -> Path {
    var path = Path()
    path.addLines(points)
    return path
  }

  @Test("Stroked lines: width, butt, square and round caps")
  func strokeCaps() {
    let segment = line([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
    let butt = segment.strokedPath(StrokeStyle(lineWidth: 2))
    #expect(isClose(butt.boundingRect, CGRect(x: 0, y: -1, width: 10, height: 2), within: 1e-6))
    let square = segment.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square))
    #expect(isClose(square.boundingRect, CGRect(x: -1, y: -1, width: 12, height: 2), within: 1e-6))
    let round = segment.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round))
    #expect(isClose(round.boundingRect, CGRect(x: -1, y: -1, width: 12, height: 2), within: 0.01))
    // Round caps are round: the cap's corner is outside, a point at radius 0.9 inside.
    #expect(!round.contains(CGPoint(x: -0.9, y: -0.9)))
    #expect(round.contains(CGPoint(x: -0.6, y: -0.6)))
    #expect(square.contains(CGPoint(x: -0.9, y: -0.9)))
  }

  @Test("Stroked corners: a miter reaches the outer corner, a bevel cuts it, a round join rounds it")
  func strokeJoins() {
    let corner = line([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
    let outer = CGPoint(x: 10.9, y: -0.9)
    let miter = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter))
    #expect(isClose(miter.boundingRect, CGRect(x: 0, y: -1, width: 11, height: 11), within: 1e-6))
    #expect(miter.contains(outer))
    #expect(!corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel)).contains(outer))
    #expect(!corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .round)).contains(outer))
    // A miter limit below √2 (the ratio at 90°) falls back to a bevel.
    #expect(!corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 1.2)).contains(outer))
    // Overlapping pieces never cancel out: the inside of the corner is covered.
    #expect(miter.contains(CGPoint(x: 9.5, y: 0.5)))
  }

  @Test("Dashes alternate on and off along the length, shifted by the phase")
  func dashes() {
    let segment = line([CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0)])
    let dashed = segment.strokedPath(StrokeStyle(lineWidth: 2, dash: [4, 2]))
    for x in [1, 3, 7, 9, 13] as [CGFloat] { #expect(dashed.contains(CGPoint(x: x, y: 0)), "on at \(x)") }
    for x in [5, 11, 17] as [CGFloat] { #expect(!dashed.contains(CGPoint(x: x, y: 0)), "off at \(x)") }
    let shifted = segment.strokedPath(StrokeStyle(lineWidth: 2, dash: [4, 2], dashPhase: 3))
    // The pattern starts 3 into the first dash: on 0–1, off 1–3, on 3–7.
    #expect(shifted.contains(CGPoint(x: 0.5, y: 0)) && !shifted.contains(CGPoint(x: 2, y: 0)))
    #expect(shifted.contains(CGPoint(x: 5, y: 0)))
  }
}

@Suite("Angle and CGAffineTransform")
struct AngleAndTransformTests {
  @Test("Degrees and radians convert both ways")
  func conversions() {
    #expect(isClose(Angle.degrees(180).radians, .pi))
    #expect(isClose(Angle(radians: .pi / 2).degrees, 90))
    #expect(isClose(Angle.radians(.pi / 4).degrees, 45))
    var angle = Angle.zero
    angle.degrees = 270
    #expect(isClose(angle.radians, 3 * .pi / 2))
    #expect(Angle.zero == Angle() && Angle.degrees(10) < Angle.degrees(20))
    var animated = Angle.degrees(90)
    animated.animatableData = .pi
    #expect(isClose(animated.degrees, 180))
  }

  @Test("Transforms compose, invert and map points, sizes and rects")
  func transforms() {
    let rotate = CGAffineTransform(rotationAngle: .pi / 2)
    let p = CGPoint(x: 1, y: 0).applying(rotate)
    #expect(isClose(p.x, 0, within: 1e-12) && isClose(p.y, 1, within: 1e-12))
    // translatedBy applies the translation first, then the receiver.
    let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 1)
    #expect(CGPoint(x: 0, y: 0).applying(t) == CGPoint(x: 2, y: 2))
    #expect(CGPoint(x: 3, y: 4).applying(t).applying(t.inverted()) == CGPoint(x: 3, y: 4))
    #expect(
      CGSize(width: 1, height: 2).applying(CGAffineTransform(translationX: 5, y: 5)) == CGSize(width: 1, height: 2))
    let rect = CGRect(x: 0, y: 0, width: 2, height: 1).applying(rotate)
    #expect(isClose(rect, CGRect(x: -1, y: 0, width: 1, height: 2), within: 1e-12))
    #expect(CGAffineTransform.identity.isIdentity && !rotate.isIdentity)
  }
}
