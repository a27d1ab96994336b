import Foundation
import Testing

@testable import PlaygroundUI

/// Continuous corners, uneven corners, shapes moved inside their frame and elliptical
/// gradients, checked against what their definitions say.
@Suite struct CornersAndShapeTransformsTests {
  private func elements(_ path: Path) -> [Path.Element] {
    var result: [Path.Element] = []
    func collect(_ element: Path.Element) { result.append(element) }
    path.forEach(collect)
    return result
  }

  private func endPoints(_ path: Path) -> [CGPoint] {
    elements(path).compactMap { element -> CGPoint? in
      switch element {
      case .move(let to), .line(let to): to
      case .curve(let to, _, _): to
      case .quadCurve(let to, _): to
      case .closeSubpath: nil
      }
    }
  }

  private func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  @Test("A continuous corner leaves the edge 1.528665 radii from the corner, tangent and without curvature")
  func continuousCornerShape() throws {
    let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
    let path = Path(roundedRect: rect, cornerRadius: 20, style: .continuous)
    let points = endPoints(path)
    // The top edge runs straight between the two corners' ends.
    #expect(near(points[0], CGPoint(x: 200 - 1.528_665 * 20, y: 0), 1e-3))
    #expect(points.contains { near($0, CGPoint(x: 1.528_665 * 20, y: 0), 1e-3) })
    // The first curve's control points lie on the edge itself: the tangent is the edge's and
    // the curvature starts from zero (what makes the corner "continuous").
    guard case .curve(_, let c1, let c2) = elements(path)[1] else {
      Issue.record("expected a curve after the first point")
      return
    }
    #expect(c1.y == 0 && c2.y == 0 && c1.x > points[0].x && c2.x > c1.x)
    // The middle of the corner is on the circle of the radius about (180, 20).
    guard case .curve(let middleEnd, let m1, let m2) = elements(path)[2] else {
      Issue.record("expected the corner's middle curve")
      return
    }
    let start = points[1]
    let mid = CGPoint(
      x: (start.x + 3 * m1.x + 3 * m2.x + middleEnd.x) / 8, y: (start.y + 3 * m1.y + 3 * m2.y + middleEnd.y) / 8)
    let distance = ((mid.x - 180) * (mid.x - 180) + (mid.y - 20) * (mid.y - 20)).squareRoot()
    #expect(abs(distance - 20) < 0.1)
  }

  @Test("A continuous corner that does not fit in half a side is drawn circular, clamped")
  func continuousFallsBackToCircular() {
    // 1.53 × 20 > 50 / 2: the capsule-like button keeps round ends.
    let continuous = Path(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 40), cornerRadius: 20, style: .continuous)
    let circular = Path(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 40), cornerRadius: 20, style: .circular)
    #expect(continuous.boundingRect == circular.boundingRect)
    #expect(endPoints(continuous).contains { near($0, CGPoint(x: 100, y: 0), 1e-9) })
  }

  @Test("UnevenRoundedRectangle rounds each corner by its own radius")
  func uneven() {
    let shape = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 30, style: .circular)
    let points = endPoints(shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)))
    // Top trailing and bottom leading are square; the other two round off by their radius.
    #expect(points.contains(CGPoint(x: 100, y: 0)))
    #expect(points.contains(CGPoint(x: 0, y: 100)))
    #expect(
      points.contains { near($0, CGPoint(x: 100, y: 70)) } && points.contains { near($0, CGPoint(x: 70, y: 100)) })
    #expect(points.contains { near($0, CGPoint(x: 0, y: 10)) } && points.contains { near($0, CGPoint(x: 10, y: 0)) })
    let shorthand: UnevenRoundedRectangle = .rect(topLeadingRadius: 10, bottomTrailingRadius: 30, style: .circular)
    #expect(
      shorthand.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        == shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)))
  }

  @Test("rotation, offset and scale change the outline about the frame's anchor")
  func shapeTransforms() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    // A quarter turn clockwise about the centre (50, 25) takes (x, y) to (75 − (y − 25)…):
    // the top-left corner (0, 0) goes to (75, −25).
    let turned = endPoints(Rectangle().rotation(.degrees(90)).path(in: rect))
    #expect(near(turned[0], CGPoint(x: 75, y: -25), 1e-9))
    let moved = endPoints(Rectangle().offset(x: 5, y: -3).path(in: rect))
    #expect(moved[0] == CGPoint(x: 5, y: -3))
    // Halved about the top-leading corner: the far corner comes to (50, 25).
    let scaled = Rectangle().scale(0.5, anchor: .topLeading).path(in: rect)
    #expect(scaled.boundingRect == CGRect(x: 0, y: 0, width: 50, height: 25))
    let transformed = Rectangle().transform(CGAffineTransform(translationX: 10, y: 0)).path(in: rect)
    #expect(transformed.boundingRect == CGRect(x: 10, y: 0, width: 100, height: 50))
    // Still shapes: stroked and inset like their content.
    #expect(abs(Circle().rotation(.degrees(30)).inset(by: 5).path(in: rect).boundingRect.height - 40) < 0.01)
  }

  @Test("EllipticalGradient: its radii are fractions of the frame's width across and height down")
  func ellipticalGradient() {
    let gradient = EllipticalGradient(colors: [.black, .white])
    guard case .gradient(let paint) = gradient.resolvePaint(in: EnvironmentValues()) else {
      Issue.record("expected a gradient")
      return
    }
    let shading = paint.placed(in: CGRect(x: 0, y: 0, width: 200, height: 100))
    // End radius 0.5 of the frame: 100 across, 50 down; a quarter of the frame out is halfway.
    #expect(abs(shading.parameter(at: CGPoint(x: 150, y: 50)) - 0.5) < 1e-9)
    #expect(abs(shading.parameter(at: CGPoint(x: 100, y: 75)) - 0.5) < 1e-9)
    #expect(abs(shading.parameter(at: CGPoint(x: 200, y: 50)) - 1) < 1e-9)
    #expect(shading.parameter(at: CGPoint(x: 100, y: 50)) == 0)
  }
}
