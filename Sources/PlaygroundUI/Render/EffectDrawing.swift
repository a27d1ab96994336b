import LayoutCore

/// A clip by an arbitrary shape (`clipShape`, `cornerRadius`): what is drawn until the matching
/// `popClip` shows only inside the polygons, with antialiased edges.
package struct ClipPath: Sendable, Equatable {
  /// Closed polygons in window coordinates.
  package var polygons: [[CGPoint]]
  /// True for the even-odd rule, false for non-zero winding.
  package var evenOdd: Bool

  package init(polygons: [[CGPoint]], evenOdd: Bool) {
    self.polygons = polygons
    self.evenOdd = evenOdd
  }

  /// The polygons' bounding box (`.null` when there are none).
  package var bounds: CGRect { PointRegion.bounds(of: polygons) }

  /// Whether `point` is inside by the fill rule.
  package func contains(_ point: CGPoint) -> Bool {
    PointRegion.contains(point, polygons: polygons, evenOdd: evenOdd)
  }
}

/// A drop shadow under what is drawn between `pushShadow` and `popShadow` (`shadow`).
package struct ShadowDrawing: Sendable, Equatable {
  package var color: RGBAColor
  /// SwiftUI's blur radius, in points (the host approximates a Gaussian of σ = radius / 2).
  package var radius: CGFloat
  /// How far the shadow is moved from the content, in window points.
  package var offset: CGSize
  /// What the content drew, in window coordinates (filled in when the content is done).
  package var bounds: CGRect

  package init(color: RGBAColor, radius: CGFloat, offset: CGSize, bounds: CGRect) {
    self.color = color
    self.radius = radius
    self.offset = offset
    self.bounds = bounds
  }
}

/// Point-in-polygon and bounds helpers shared by clips and hit testing.
package enum PointRegion {
  package static func bounds(of polygons: [[CGPoint]]) -> CGRect {
    let points = polygons.joined()
    guard let minX = points.map(\.x).min(), let minY = points.map(\.y).min(),
      let maxX = points.map(\.x).max(), let maxY = points.map(\.y).max()
    else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Winding of the polygons around `point` (each polygon closes from its last point to its
  /// first), read by the even-odd or the non-zero rule.
  package static func contains(_ point: CGPoint, polygons: [[CGPoint]], evenOdd: Bool) -> Bool {
    var winding = 0
    for polygon in polygons where polygon.count > 2 {
      for i in polygon.indices {
        let a = polygon[i]
        let b = polygon[(i + 1) % polygon.count]
        if a.y <= point.y {
          if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
        } else if b.y <= point.y && cross(a, b, point) < 0 {
          winding -= 1
        }
      }
    }
    return evenOdd ? winding % 2 != 0 : winding != 0
  }

  /// Positive when `p` is left of the line a→b in a y-up frame (right of it on screen).
  private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }
}
