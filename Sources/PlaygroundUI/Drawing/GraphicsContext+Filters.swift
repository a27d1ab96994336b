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

    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(kind: .unsupported("blur"))
    }
    public static func brightness(_ amount: Double) -> Filter { Filter(kind: .unsupported("brightness")) }
    public static func contrast(_ amount: Double) -> Filter { Filter(kind: .unsupported("contrast")) }
    public static func saturation(_ amount: Double) -> Filter { Filter(kind: .unsupported("saturation")) }
    public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .unsupported("grayscale")) }
    public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .unsupported("hueRotation")) }
    public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(kind: .unsupported("colorInvert")) }
    public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .unsupported("colorMultiply")) }
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
