/// A radial gradient stretched to its frame (mirrors SwiftUI's `EllipticalGradient`): "The
/// gradient maps its coordinate space to the unit space square in which its center and radii
/// are defined, then stretches that square to fill its bounding rect, possibly also stretching
/// the circular gradient to have elliptical contours." Colour 0 at `startRadiusFraction`, 1 at
/// `endRadiusFraction` (fractions of the frame's width across, of its height down).
public struct EllipticalGradient: ShapeStyle, ResolvableShapeStyle {
  let gradient: Gradient
  let geometry: GradientPaint.Geometry

  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    func valid(_ fraction: CGFloat) -> CGFloat { fraction.isFinite ? max(0, fraction) : 0 }
    geometry = .elliptical(
      center: center, startFraction: valid(startRadiusFraction), endFraction: valid(endRadiusFraction))
  }

  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
    .gradient(GradientPaint(stops: gradient.resolvedStops(in: environment.colorScheme), geometry: geometry))
  }
}

extension EllipticalGradient: View, PrimitiveView {
  public var body: Never { neverBody }
  func makeNodes(in context: ResolveContext) -> [Node] { Rectangle().filled(with: self, in: context) }
}

extension ShapeStyle where Self == EllipticalGradient {
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  public static func ellipticalGradient(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
}
