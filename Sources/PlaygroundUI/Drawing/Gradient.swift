/// Colours at locations from 0 to 1 (mirrors SwiftUI's `Gradient`).
///
/// As a shape style it draws a linear gradient from top to bottom, as SwiftUI's does.
public struct Gradient: Hashable, Sendable {
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat

    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  public init(stops: [Stop]) { self.stops = stops }

  /// Colours spread evenly from 0 to 1.
  public init(colors: [Color]) {
    let last = CGFloat(max(1, colors.count - 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }

  /// The stops in order of location, each location clamped to 0...1, their colours in `scheme`.
  func resolvedStops(in scheme: ColorScheme) -> [GradientStop] {
    stops.enumerated()
      .map {
        GradientStop(
          location: min(1, max(0, Double($0.element.location.isFinite ? $0.element.location : 0))),
          color: $0.element.color.resolved(in: scheme), order: $0.offset)
      }
      .sorted { ($0.location, $0.order) < ($1.location, $1.order) }
  }
}

/// One resolved colour stop.
package struct GradientStop: Hashable, Sendable {
  package var location: Double
  package var color: RGBAColor
  /// The stop's index in the gradient, so equal locations keep their order.
  var order: Int = 0

  package init(location: Double, color: RGBAColor) {
    self.location = location
    self.color = color
  }

  init(location: Double, color: RGBAColor, order: Int) {
    self.init(location: location, color: color)
    self.order = order
  }
}

/// A gradient style resolved against nothing yet: its geometry relative to the frame it fills.
package struct GradientPaint: Hashable, Sendable {
  package enum Geometry: Hashable, Sendable {
    case linear(start: UnitPoint, end: UnitPoint)
    case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    /// Radii as fractions of the frame's width across and its height down.
    case elliptical(center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
  }

  package var stops: [GradientStop]
  package var geometry: Geometry

  /// The opaquest stop's colour, for places that can only use one colour.
  package var representativeColor: RGBAColor {
    stops.max { $0.color.alpha < $1.color.alpha }?.color ?? .clear
  }

  /// The gradient placed in `frame` (window points).
  package func placed(in frame: CGRect) -> GradientShading {
    func point(_ unit: UnitPoint) -> CGPoint {
      CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
    }
    let placed: GradientShading.Geometry =
      switch geometry {
      case .linear(let start, let end): .linear(start: point(start), end: point(end))
      case .radial(let center, let r0, let r1): .radial(center: point(center), startRadius: r0, endRadius: r1)
      case .angular(let center, let a0, let a1): .angular(center: point(center), startAngle: a0, endAngle: a1)
      case .elliptical(let center, let f0, let f1):
        .elliptical(center: point(center), radii: frame.size, startFraction: f0, endFraction: f1)
      }
    return GradientShading(stops: stops, geometry: placed)
  }

  /// Every stop's alpha multiplied by `factor`.
  package func multipliedAlpha(by factor: Double) -> GradientPaint {
    var copy = self
    copy.stops = stops.map { GradientStop(location: $0.location, color: $0.color.multipliedAlpha(by: factor)) }
    return copy
  }
}

/// A gradient in window coordinates, as a host paints it.
package struct GradientShading: Hashable, Sendable {
  package enum Geometry: Hashable, Sendable {
    /// Colour 0 at `start`, 1 at `end`, constant along lines perpendicular to start→end.
    case linear(start: CGPoint, end: CGPoint)
    /// Colour 0 at `startRadius` from the centre, 1 at `endRadius`.
    case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Colour 0 at `startAngle`, 1 at `endAngle` (radians, growing clockwise on screen from the
    /// positive x-axis).
    case angular(center: CGPoint, startAngle: Double, endAngle: Double)
    /// Colour 0 on the ellipse of radii `radii × startFraction` around the centre, 1 on that of
    /// `radii × endFraction`.
    case elliptical(center: CGPoint, radii: CGSize, startFraction: CGFloat, endFraction: CGFloat)
  }

  package var stops: [GradientStop]
  package var geometry: Geometry

  package init(stops: [GradientStop], geometry: Geometry) {
    self.stops = stops
    self.geometry = geometry
  }

  /// The colour at parameter `t`, padded beyond the first and last stops, interpolated
  /// channel by channel between stops.
  package func color(at t: Double) -> RGBAColor {
    guard let first = stops.first, let last = stops.last else { return .clear }
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    for (a, b) in zip(stops, stops.dropFirst()) where t >= a.location && t <= b.location {
      guard b.location > a.location else { return b.color }
      let f = (t - a.location) / (b.location - a.location)
      func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
      return RGBAColor(
        red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
        blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }
    return last.color
  }

  /// The gradient's parameter at a window point.
  package func parameter(at p: CGPoint) -> Double {
    switch geometry {
    case .linear(let s, let e):
      let dx = Double(e.x - s.x)
      let dy = Double(e.y - s.y)
      let lengthSquared = dx * dx + dy * dy
      guard lengthSquared > 0 else { return 0 }
      return (Double(p.x - s.x) * dx + Double(p.y - s.y) * dy) / lengthSquared
    case .radial(let c, let r0, let r1):
      let distance = Double(hypot(p.x - c.x, p.y - c.y))
      guard r1 != r0 else { return distance < Double(r0) ? 0 : 1 }
      return (distance - Double(r0)) / Double(r1 - r0)
    case .elliptical(let c, let radii, let f0, let f1):
      guard radii.width > 0, radii.height > 0 else { return 1 }
      let distance = Double(hypot((p.x - c.x) / radii.width, (p.y - c.y) / radii.height))
      guard f1 != f0 else { return distance < Double(f0) ? 0 : 1 }
      return (distance - Double(f0)) / Double(f1 - f0)
    case .angular(let c, _, _):
      let turn = fullTurn()
      var angle = atan2(Double(p.y - c.y), Double(p.x - c.x)) - turn.start
      angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
      if angle < 0 { angle += 2 * .pi }
      return angle / (2 * .pi)
    }
  }

  /// The colour at a window point (for angular gradients, of `fullTurn()`'s stops).
  package func color(atPoint p: CGPoint) -> RGBAColor {
    if case .angular = geometry {
      return GradientShading(stops: fullTurn().stops, geometry: geometry).color(at: parameter(at: p))
    }
    return color(at: parameter(at: p))
  }

  /// An angular gradient as one full turn starting at `start` (what a conical gradient draws).
  ///
  /// A range over a full turn draws only its last turn; a shorter one fills the missing sector
  /// with the last colour, then the first, switching halfway across it.
  package func fullTurn() -> (start: Double, stops: [GradientStop]) {
    guard case .angular(_, let a0, let a1) = geometry, !stops.isEmpty else { return (0, stops) }
    let full = 2 * Double.pi
    let span = a1 - a0
    if span > full {
      // Only the last turn shows: the stops from that turn's start on, stretched over it.
      let offset = (span - full) / span
      var last = [GradientStop(location: 0, color: color(at: offset))]
      for stop in stops where stop.location > offset {
        last.append(GradientStop(location: (stop.location - offset) / (1 - offset), color: stop.color))
      }
      return (a1 - full, last)
    }
    let fraction = max(0, span) / full
    var result = stops.map { GradientStop(location: $0.location * fraction, color: $0.color) }
    if fraction < 1, let first = stops.first, let last = stops.last {
      let middle = (fraction + 1) / 2
      result.append(GradientStop(location: fraction, color: last.color))
      result.append(GradientStop(location: middle, color: last.color))
      result.append(GradientStop(location: middle, color: first.color))
      result.append(GradientStop(location: 1, color: first.color))
    }
    return (a0, result)
  }

  /// The gradient after mapping points with `map` and lengths with `scale` (a uniform scale).
  package func transformed(_ map: (CGPoint) -> CGPoint, scale: CGFloat) -> GradientShading {
    var copy = self
    switch geometry {
    case .linear(let s, let e): copy.geometry = .linear(start: map(s), end: map(e))
    case .radial(let c, let r0, let r1):
      copy.geometry = .radial(center: map(c), startRadius: r0 * scale, endRadius: r1 * scale)
    case .angular(let c, let a0, let a1): copy.geometry = .angular(center: map(c), startAngle: a0, endAngle: a1)
    case .elliptical(let c, let radii, let f0, let f1):
      copy.geometry = .elliptical(
        center: map(c), radii: CGSize(width: radii.width * scale, height: radii.height * scale), startFraction: f0,
        endFraction: f1)
    }
    return copy
  }
}
