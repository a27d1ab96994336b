extension GraphicsContext {
  /// Options for gradients drawn in a context (mirrors SwiftUI's `GradientOptions`).
  ///
  /// Every gradient pads beyond its ends with its end colours here: `.repeat` and `.mirror`
  /// are accepted and drawn padded.
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
    public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
    public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
  }

  /// What a context fills and strokes with (mirrors SwiftUI's `GraphicsContext.Shading`).
  public struct Shading: Sendable {
    enum Kind: Sendable {
      case color(Color)
      case style(any ShapeStyle)
      case foreground
      case linear(Gradient, start: CGPoint, end: CGPoint)
      case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
      case conic(Gradient, center: CGPoint, angle: Angle)
      case palette([Shading])
    }

    let kind: Kind

    /// The foreground style of the context's environment.
    public static var foreground: Shading { Shading(kind: .foreground) }

    public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) -> Shading {
      .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }

    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
      .color(Color(colorSpace, white: white, opacity: opacity))
    }

    /// A shape style; a gradient style is laid out in the bounding box of what it fills.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

    /// Several shadings (for multi-layer symbols); shapes fill with the first.
    public static func palette(_ array: [Shading]) -> Shading { Shading(kind: .palette(array)) }

    /// A linear gradient between two points of the context's coordinates.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
    }

    /// A radial gradient around a point of the context's coordinates.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
    }

    /// A conic (angular) gradient around a point, one full turn from `angle`.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .conic(gradient, center: center, angle: angle))
    }

    /// The shading with colours and styles resolved in `environment` (gradients keep theirs).
    func resolved(in environment: EnvironmentValues) -> Shading {
      switch kind {
      case .foreground, .style:
        guard let paint = paint(in: environment, bounds: .zero, transform: .identity, opacity: 1),
          case .color(let color) = paint
        else { return self }
        return .color(Color(color))
      case .color(let color): return .color(Color(color.resolved(in: environment.colorScheme)))
      case .palette(let shadings): return .palette(shadings.map { $0.resolved(in: environment) })
      case .linear, .radial, .conic: return self
      }
    }

    /// What a fill paints with, in the canvas's coordinates: the shading's geometry mapped
    /// through `transform`, style gradients laid out in `bounds` (the context's coordinates).
    func paint(
      in environment: EnvironmentValues, bounds: CGRect, transform: CGAffineTransform, opacity: Double
    ) -> CanvasPaint? {
      let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
      func placed(_ shading: GradientShading) -> CanvasPaint {
        .gradient(
          GradientShading(
            stops: shading.stops.map {
              GradientStop(location: $0.location, color: $0.color.multipliedAlpha(by: opacity))
            },
            geometry: shading.geometry
          ).transformed({ $0.applying(transform) }, scale: scale))
      }
      func stops(_ gradient: Gradient) -> [GradientStop] { gradient.resolvedStops(in: environment.colorScheme) }
      switch kind {
      case .color(let color):
        return .color(color.resolved(in: environment.colorScheme).multipliedAlpha(by: opacity))
      case .foreground:
        return Shading.style(ForegroundStyle()).paint(
          in: environment, bounds: bounds, transform: transform, opacity: opacity)
      case .style(let style):
        switch style.resolvedPaint(in: environment) {
        case .color(let color): return .color(color.multipliedAlpha(by: opacity))
        case .gradient(let gradient): return placed(gradient.placed(in: bounds))
        }
      case .linear(let gradient, let start, let end):
        return placed(GradientShading(stops: stops(gradient), geometry: .linear(start: start, end: end)))
      case .radial(let gradient, let center, let r0, let r1):
        return placed(
          GradientShading(stops: stops(gradient), geometry: .radial(center: center, startRadius: r0, endRadius: r1)))
      case .conic(let gradient, let center, let angle):
        // Turned with the context: the start angle follows the transform's rotation.
        let turn = atan2(Double(transform.b), Double(transform.a))
        return placed(
          GradientShading(
            stops: stops(gradient),
            geometry: .angular(
              center: center, startAngle: angle.radians + turn, endAngle: angle.radians + turn + 2 * .pi)))
      case .palette(let shadings):
        return shadings.first?.paint(in: environment, bounds: bounds, transform: transform, opacity: opacity)
      }
    }
  }
}

/// What one recorded fill paints with, in the canvas's coordinates.
enum CanvasPaint {
  case color(RGBAColor)
  case gradient(GradientShading)
}
