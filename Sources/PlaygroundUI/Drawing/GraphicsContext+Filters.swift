extension GraphicsContext {
  /// How drawing blends with what is beneath (mirrors SwiftUI's `GraphicsContext.BlendMode`).
  public struct BlendMode: RawRepresentable, Equatable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static var normal: BlendMode { BlendMode(rawValue: 0) }
    public static var multiply: BlendMode { BlendMode(rawValue: 1) }
    public static var screen: BlendMode { BlendMode(rawValue: 2) }
    public static var overlay: BlendMode { BlendMode(rawValue: 3) }
    public static var darken: BlendMode { BlendMode(rawValue: 4) }
    public static var lighten: BlendMode { BlendMode(rawValue: 5) }
    public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
    public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
    public static var softLight: BlendMode { BlendMode(rawValue: 8) }
    public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
    public static var difference: BlendMode { BlendMode(rawValue: 10) }
    public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
    public static var hue: BlendMode { BlendMode(rawValue: 12) }
    public static var saturation: BlendMode { BlendMode(rawValue: 13) }
    public static var color: BlendMode { BlendMode(rawValue: 14) }
    public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
    public static var clear: BlendMode { BlendMode(rawValue: 16) }
    public static var copy: BlendMode { BlendMode(rawValue: 17) }
    public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
    public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
    public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
    public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
    public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
    public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
    public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
    public static var xor: BlendMode { BlendMode(rawValue: 25) }
    public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
    public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }

    /// The view blend mode drawing the same thing; nil for `.normal`, and for the Porter-Duff
    /// modes views do not offer (drawn normally, reported once).
    var layerMode: PlaygroundUI.BlendMode? {
      let modes: [Int32: PlaygroundUI.BlendMode] = [
        1: .multiply, 2: .screen, 3: .overlay, 4: .darken, 5: .lighten, 6: .colorDodge, 7: .colorBurn,
        8: .softLight, 9: .hardLight, 10: .difference, 11: .exclusion, 12: .hue, 13: .saturation, 14: .color,
        15: .luminosity, 20: .sourceAtop, 21: .destinationOver, 23: .destinationOut, 26: .plusDarker,
        27: .plusLighter,
      ]
      return modes[rawValue]
    }
  }

  /// Options for `addFilter` (mirrors SwiftUI's `GraphicsContext.FilterOptions`).
  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
  }

  /// Options for a shadow filter (mirrors SwiftUI's `GraphicsContext.ShadowOptions`).
  public struct ShadowOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Draws the shadow above the content instead of beneath it.
    public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
    /// Draws the shadow and not the content.
    public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
    /// Casts the shadow inside the shape instead of outside.
    public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
    /// Disables the offset's mapping through the context's transform.
    public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
  }

  /// A filter applied to what a context draws (mirrors SwiftUI's `GraphicsContext.Filter`).
  public struct Filter: Sendable {
    enum Kind: Sendable {
      case shadow(color: Color, radius: CGFloat, offset: CGSize)
      /// An effect drawn as a layer, as the view modifiers of the same name are.
      case layer(LayerEffect)
      /// A colour multiply, resolved in the context's colour scheme when drawn.
      case colorMultiply(Color)
      case unsupported(String)
    }

    let kind: Kind

    /// A drop shadow under each thing drawn from now on.
    public static func shadow(
      color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
      blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
    ) -> Filter {
      Filter(kind: .shadow(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }

    /// A Gaussian blur of standard deviation `radius` (`.opaque` extends the edges instead of
    /// fading them).
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(kind: .layer(.blur(radius: radius.isFinite ? max(0, radius) : 0, opaque: options.contains(.opaque))))
    }
    public static func brightness(_ amount: Double) -> Filter {
      Filter(kind: .layer(.colorMatrix(.brightness(amount))))
    }
    public static func contrast(_ amount: Double) -> Filter { Filter(kind: .layer(.colorMatrix(.contrast(amount)))) }
    public static func saturation(_ amount: Double) -> Filter {
      Filter(kind: .layer(.colorMatrix(.saturation(amount))))
    }
    public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .layer(.colorMatrix(.grayscale(amount)))) }
    public static func hueRotation(_ angle: Angle) -> Filter {
      Filter(kind: .layer(.colorMatrix(.hueRotation(radians: angle.radians))))
    }
    /// Inverts colours by `amount` (0 leaves them, 1 inverts them fully).
    public static func colorInvert(_ amount: Double = 1) -> Filter {
      let a = min(1, max(0, amount))
      let mixed = zip(ColorMatrix.identity.values, ColorMatrix.invert.values).map { $0 * (1 - a) + $1 * a }
      return Filter(kind: .layer(.colorMatrix(ColorMatrix(mixed))))
    }
    public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }
    public static var luminanceToAlpha: Filter { Filter(kind: .unsupported("luminanceToAlpha")) }
  }

  /// Options for a blur filter (mirrors SwiftUI's `GraphicsContext.BlurOptions`).
  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
    public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
  }
}
