/// A gradient along a line between two unit points of the frame (mirrors SwiftUI's
/// `LinearGradient`). As a view it fills its frame.
public struct LinearGradient: ShapeStyle, ResolvableShapeStyle {
  let gradient: Gradient
  let geometry: GradientPaint.Geometry

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    geometry = .linear(start: startPoint, end: endPoint)
  }

  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  /// The gradient in the light appearance (what tests of its geometry read).
  package var paint: GradientPaint { GradientPaint(stops: gradient.resolvedStops(in: .light), geometry: geometry) }

  package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
    .gradient(GradientPaint(stops: gradient.resolvedStops(in: environment.colorScheme), geometry: geometry))
  }
}

/// A gradient in circles around a centre (mirrors SwiftUI's `RadialGradient`): colour 0 at
/// `startRadius` points from the centre, colour 1 at `endRadius`.
public struct RadialGradient: ShapeStyle, ResolvableShapeStyle {
  let gradient: Gradient
  let geometry: GradientPaint.Geometry

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    geometry = .radial(center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// The gradient in the light appearance (what tests of its geometry read).
  package var paint: GradientPaint { GradientPaint(stops: gradient.resolvedStops(in: .light), geometry: geometry) }

  package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
    .gradient(GradientPaint(stops: gradient.resolvedStops(in: environment.colorScheme), geometry: geometry))
  }
}

/// A gradient around a centre by angle (mirrors SwiftUI's `AngularGradient`): colour 0 at
/// `startAngle`, 1 at `endAngle`, angles growing clockwise from the trailing side.
public struct AngularGradient: ShapeStyle, ResolvableShapeStyle {
  let gradient: Gradient
  let geometry: GradientPaint.Geometry

  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    // Equal angles (the defaults) mean one full turn, as in SwiftUI.
    let end = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
    self.gradient = gradient
    geometry = .angular(center: center, startAngle: startAngle.radians, endAngle: end.radians)
  }

  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A full turn starting at `angle` (a conic gradient).
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
  }

  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  /// The gradient in the light appearance (what tests of its geometry read).
  package var paint: GradientPaint { GradientPaint(stops: gradient.resolvedStops(in: .light), geometry: geometry) }

  package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
    .gradient(GradientPaint(stops: gradient.resolvedStops(in: environment.colorScheme), geometry: geometry))
  }
}

// As views, gradients fill their frame.
extension LinearGradient: View, PrimitiveView {
  public var body: Never { neverBody }
  func makeNodes(in context: ResolveContext) -> [Node] { Rectangle().filled(with: self, in: context) }
}

extension RadialGradient: View, PrimitiveView {
  public var body: Never { neverBody }
  func makeNodes(in context: ResolveContext) -> [Node] { Rectangle().filled(with: self, in: context) }
}

extension AngularGradient: View, PrimitiveView {
  public var body: Never { neverBody }
  func makeNodes(in context: ResolveContext) -> [Node] { Rectangle().filled(with: self, in: context) }
}

extension Gradient: ShapeStyle, ResolvableShapeStyle {
  package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
    .gradient(
      GradientPaint(stops: resolvedStops(in: environment.colorScheme), geometry: .linear(start: .top, end: .bottom)))
  }
}

/// A gradient derived from one colour (mirrors SwiftUI's `AnyGradient`, from `Color.gradient`):
/// drawn top to bottom from a lighter tint of the colour to the colour itself.
public struct AnyGradient: Hashable, ShapeStyle, ResolvableShapeStyle {
  let gradient: Gradient

  public init(_ gradient: Gradient) { self.gradient = gradient }

  package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
    gradient.resolvePaint(in: environment)
  }
}

extension Color {
  /// A subtle top-to-bottom gradient from this colour lightened by a fifth towards white.
  public var gradient: AnyGradient {
    let c = rgba
    func lighter(_ v: Double) -> Double { v + (1 - v) * 0.2 }
    let top = Color(RGBAColor(red: lighter(c.red), green: lighter(c.green), blue: lighter(c.blue), alpha: c.alpha))
    return AnyGradient(Gradient(colors: [top, self]))
  }
}

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
}
