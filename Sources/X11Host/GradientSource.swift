import CX11
import PlaygroundUI

/// An XRender gradient picture for one draw, in device pixels, padded beyond its ends.
///
/// Linear and radial gradients map directly; an angular gradient becomes a conical one (which
/// always covers a full turn) with `GradientShading.fullTurn()`'s stops.
struct GradientSource {
  let picture: Picture
  private let display: X11Display

  init?(_ gradient: GradientShading, scale: Double, display: X11Display) {
    guard display.isUsable, !gradient.stops.isEmpty else { return nil }
    self.display = display
    func fixed(_ value: Double) -> XFixed { XFixed(clamping: Int((value * 65536).rounded())) }
    func point(_ p: CGPoint) -> XPointFixed {
      XPointFixed(x: fixed(Double(p.x) * scale), y: fixed(Double(p.y) * scale))
    }
    var stops = gradient.stops
    var made: Picture = 0
    switch gradient.geometry {
    case .linear(let start, let end):
      var geometry = XLinearGradient(p1: point(start), p2: point(end))
      if start == end {
        // Degenerate: the last colour everywhere.
        stops = [GradientStop(location: 0, color: stops[stops.count - 1].color)]
        geometry.p2.x += 65536
      }
      made = Self.create(stops, display) { XRenderCreateLinearGradient(display.raw, &geometry, $0, $1, $2) }
    case .radial(let center, let r0, let r1):
      let c = point(center)
      var geometry = XRadialGradient(
        inner: XCircle(x: c.x, y: c.y, radius: fixed(max(0, Double(r0)) * scale)),
        outer: XCircle(x: c.x, y: c.y, radius: fixed(max(0, Double(r1)) * scale)))
      made = Self.create(stops, display) { XRenderCreateRadialGradient(display.raw, &geometry, $0, $1, $2) }
    case .elliptical(let center, let radii, let f0, let f1):
      // A radial gradient of the ellipse's horizontal radii, read through a transform that
      // squeezes the vertical axis about the centre: its circles show as the ellipses.
      guard radii.width > 0, radii.height > 0 else {
        stops = [GradientStop(location: 0, color: stops[stops.count - 1].color)]
        var flat = XLinearGradient(p1: point(center), p2: point(CGPoint(x: center.x + 1, y: center.y)))
        made = Self.create(stops, display) { XRenderCreateLinearGradient(display.raw, &flat, $0, $1, $2) }
        break
      }
      let c = point(center)
      let width = Double(radii.width) * scale
      var geometry = XRadialGradient(
        inner: XCircle(x: c.x, y: c.y, radius: fixed(max(0, Double(f0)) * width)),
        outer: XCircle(x: c.x, y: c.y, radius: fixed(max(0, Double(f1)) * width)))
      made = Self.create(stops, display) { XRenderCreateRadialGradient(display.raw, &geometry, $0, $1, $2) }
      if made != 0 {
        let k = Double(radii.width / radii.height)
        let cy = Double(center.y) * scale
        var transform = XTransform(
          matrix: (
            (fixed(1), 0, 0), (0, fixed(k), fixed(cy * (1 - k))), (0, 0, fixed(1))
          ))
        XRenderSetPictureTransform(display.raw, made, &transform)
      }
    case .angular(let center, _, _):
      // A conical gradient's parameter runs 1 → 0 clockwise on screen from its angle, so the
      // stops go in mirrored and the angle is the start negated (in degrees).
      let turn = gradient.fullTurn()
      stops = turn.stops.reversed().map { GradientStop(location: 1 - $0.location, color: $0.color) }
      var geometry = XConicalGradient(center: point(center), angle: fixed(-turn.start * 180 / .pi))
      made = Self.create(stops, display) { XRenderCreateConicalGradient(display.raw, &geometry, $0, $1, $2) }
    }
    guard made != 0 else { return nil }
    var attributes = XRenderPictureAttributes()
    attributes.repeat = RepeatPad
    XRenderChangePicture(display.raw, made, UInt(CPRepeat), &attributes)
    picture = made
  }

  /// Calls `make` with the stops' fixed-point locations and colours (straight alpha: the
  /// gradient is interpolated unpremultiplied, then premultiplied).
  private static func create(
    _ stops: [GradientStop], _ display: X11Display,
    _ make: (UnsafePointer<XFixed>, UnsafePointer<XRenderColor>, Int32) -> Picture
  ) -> Picture {
    let locations = stops.map { XFixed(clamping: Int((min(1, max(0, $0.location)) * 65536).rounded())) }
    let colors = stops.map { stop -> XRenderColor in
      func channel(_ v: Double) -> UInt16 { UInt16((min(1, max(0, v)) * 65535).rounded()) }
      return XRenderColor(
        red: channel(stop.color.red), green: channel(stop.color.green), blue: channel(stop.color.blue),
        alpha: channel(stop.color.alpha))
    }
    return locations.withUnsafeBufferPointer { l in
      colors.withUnsafeBufferPointer { c in make(l.baseAddress!, c.baseAddress!, Int32(stops.count)) }
    }
  }

  func free() {
    guard display.isUsable else { return }
    XRenderFreePicture(display.raw, picture)
  }
}
