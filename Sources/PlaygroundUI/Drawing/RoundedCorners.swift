/// Rounded corners, circular or continuous, each with its own size.
///
/// A continuous corner is the curve UIKit and SwiftUI draw for `.continuous` (the default of
/// `RoundedRectangle`): it leaves the edge 1.528665 radii before the corner and bends gradually,
/// with no jump in curvature where the straight edge ends. Its three cubic Béziers below are
/// the published reconstruction of UIKit's curve (points as multiples of the radius, measured
/// back along the edge coming in and out along the edge going out); the middle one is a
/// circular arc of the radius. When a corner that long does not fit in half the side, the
/// corner is drawn circular with its radius clamped to half the side, as a capsule-like shape
/// looks on iOS.
enum CornerCurve {
  /// How far along each edge a continuous corner reaches, in radii.
  static let continuousExtent: CGFloat = 1.528_664_83

  /// A continuous corner's curves as (control 1, control 2, end) in (back along the edge in,
  /// out along the edge out) coordinates, from (`continuousExtent`, 0).
  static let continuous: [(CGPoint, CGPoint, CGPoint)] = [
    (CGPoint(x: 1.088_493_23, y: 0), CGPoint(x: 0.868_406_89, y: 0), CGPoint(x: 0.631_493_99, y: 0.074_911_00)),
    (
      CGPoint(x: 0.372_823_92, y: 0.169_060_13), CGPoint(x: 0.169_060_13, y: 0.372_823_92),
      CGPoint(x: 0.074_911_00, y: 0.631_493_99)
    ),
    (CGPoint(x: 0, y: 0.868_406_89), CGPoint(x: 0, y: 1.088_493_23), CGPoint(x: 0, y: continuousExtent)),
  ]

  /// A circular quarter turn as one cubic from (1, 0): the standard κ = 4/3·tan(π/8).
  static let circular: [(CGPoint, CGPoint, CGPoint)] = {
    let k = 4.0 / 3.0 * tan(Double.pi / 8)
    return [(CGPoint(x: 1 - k, y: 0), CGPoint(x: 0, y: 1 - k), CGPoint(x: 0, y: 1))]
  }()
}

/// The sizes of a rectangle's four corners, clockwise from the top leading one.
struct CornerSizes: Equatable {
  var topLeading: CGSize
  var topTrailing: CGSize
  var bottomTrailing: CGSize
  var bottomLeading: CGSize
}

extension Path {
  /// A rectangle with rounded corners, clockwise on screen from the top edge: each corner its
  /// own size (radii across and down) and the shared style.
  mutating func addRoundedRect(in rect: CGRect, corners: CornerSizes, style: RoundedCornerStyle) {
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return addRect(r) }
    func valid(_ size: CGSize) -> CGSize {
      CGSize(
        width: size.width.isFinite ? min(max(0, size.width), r.width / 2) : 0,
        height: size.height.isFinite ? min(max(0, size.height), r.height / 2) : 0)
    }
    // Each corner: where it is, its size, the direction of the edge coming in and going out.
    let plan: [(CGPoint, CGSize, EdgeDirection, EdgeDirection)] = [
      (CGPoint(x: r.maxX, y: r.minY), corners.topTrailing, EdgeDirection(dx: 1, dy: 0), EdgeDirection(dx: 0, dy: 1)),
      (
        CGPoint(x: r.maxX, y: r.maxY), corners.bottomTrailing, EdgeDirection(dx: 0, dy: 1), EdgeDirection(dx: -1, dy: 0)
      ),
      (
        CGPoint(x: r.minX, y: r.maxY), corners.bottomLeading, EdgeDirection(dx: -1, dy: 0), EdgeDirection(dx: 0, dy: -1)
      ),
      (CGPoint(x: r.minX, y: r.minY), corners.topLeading, EdgeDirection(dx: 0, dy: -1), EdgeDirection(dx: 1, dy: 0)),
    ]
    var local = Path()
    for (index, (corner, requested, incoming, outgoing)) in plan.enumerated() {
      let size = valid(requested)
      // The radius along the edge coming in and along the one going out.
      let radiusIn = incoming.dx != 0 ? size.width : size.height
      let radiusOut = outgoing.dx != 0 ? size.width : size.height
      let fitsContinuous =
        style == .continuous && CornerCurve.continuousExtent * size.width <= r.width / 2
        && CornerCurve.continuousExtent * size.height <= r.height / 2
      let curves = fitsContinuous ? CornerCurve.continuous : CornerCurve.circular
      let reach = fitsContinuous ? CornerCurve.continuousExtent : 1
      func point(_ p: CGPoint) -> CGPoint {
        let back = p.x * radiusIn
        let out = p.y * radiusOut
        let x: CGFloat = corner.x - incoming.dx * back + outgoing.dx * out
        let y: CGFloat = corner.y - incoming.dy * back + outgoing.dy * out
        return CGPoint(x: x, y: y)
      }
      let start = point(CGPoint(x: reach, y: 0))
      if index == 0 { local.move(to: start) } else { local.addLine(to: start) }
      guard radiusIn > 0, radiusOut > 0 else { continue }
      for (control1, control2, end) in curves {
        local.addCurve(to: point(end), control1: point(control1), control2: point(control2))
      }
    }
    local.closeSubpath()
    addPath(local)
  }
}

/// A unit step along an axis: the way an edge runs.
private struct EdgeDirection {
  let dx: CGFloat
  let dy: CGFloat
}
