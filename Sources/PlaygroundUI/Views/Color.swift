/// A colour, and a view that fills its frame with it (mirrors SwiftUI's `Color`).
///
/// Like SwiftUI's, the system colours adapt to the colour scheme: a colour keeps its light
/// appearance in `rgba` and, when it differs, its dark one in `dark`; nodes resolve it in their
/// environment's scheme when they are made (`resolved(in:)`).
public struct Color: Hashable, Sendable, ShapeStyle {
  /// The light appearance (the only one for colours made from components).
  let rgba: RGBAColor
  /// The dark appearance, when the colour adapts.
  let dark: RGBAColor?

  /// A colour from components in `colorSpace` (sRGB by default), converted to sRGB.
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    rgba = colorSpace.sRGB(red: red, green: green, blue: blue, opacity: opacity)
    dark = nil
  }

  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  init(_ rgba: RGBAColor) {
    self.rgba = rgba
    dark = nil
  }

  /// The colour set `name` of the opened code's asset catalogs, in its light and dark
  /// appearances. A name the catalogs lack is clear (as in SwiftUI) and said once on stderr.
  public init(_ name: String, bundle: Bundle? = nil) {
    if let color = AssetCatalog.current.colors[name] {
      self = color
    } else {
      AssetCatalog.reportMissing("color", name)
      self = .clear
    }
  }

  /// A colour that adapts to the colour scheme (what `UIColor`'s dynamic system colours are).
  package init(light: RGBAColor, dark: RGBAColor) {
    rgba = light
    self.dark = light == dark ? nil : dark
  }

  /// The colour with its opacity multiplied by `opacity` (in both appearances).
  public func opacity(_ opacity: Double) -> Color {
    Color(light: rgba.multipliedAlpha(by: opacity), dark: (dark ?? rgba).multipliedAlpha(by: opacity))
  }

  /// The sRGB value in `scheme`.
  package func resolved(in scheme: ColorScheme) -> RGBAColor { scheme == .dark ? dark ?? rgba : rgba }

  /// The colour fixed at its appearance in `environment`'s scheme (what a node draws with).
  package func fixed(in environment: EnvironmentValues) -> Color { Color(resolved(in: environment.colorScheme)) }

  /// The light appearance (for code that has no environment to resolve in).
  package var resolved: RGBAColor { rgba }

  // iOS's system colours in both appearances (UIKit's `UIColor.systemRed` and so on, as Apple's
  // Human Interface Guidelines list them), which SwiftUI's named colours are.
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let gray = Color.system(light: (142, 142, 147), dark: (142, 142, 147))
  public static let red = Color.system(light: (255, 59, 48), dark: (255, 69, 58))
  public static let orange = Color.system(light: (255, 149, 0), dark: (255, 159, 10))
  public static let yellow = Color.system(light: (255, 204, 0), dark: (255, 214, 10))
  public static let green = Color.system(light: (52, 199, 89), dark: (48, 209, 88))
  public static let mint = Color.system(light: (0, 199, 190), dark: (99, 230, 226))
  public static let teal = Color.system(light: (48, 176, 199), dark: (64, 200, 224))
  public static let cyan = Color.system(light: (50, 173, 230), dark: (100, 210, 255))
  public static let blue = Color.system(light: (0, 122, 255), dark: (10, 132, 255))
  public static let indigo = Color.system(light: (88, 86, 214), dark: (94, 92, 230))
  public static let purple = Color.system(light: (175, 82, 222), dark: (191, 90, 242))
  public static let pink = Color.system(light: (255, 45, 85), dark: (255, 55, 95))
  public static let brown = Color.system(light: (162, 132, 94), dark: (172, 142, 104))
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  /// `label`: near-black in light, white in dark.
  public static let primary = Color(
    light: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.88), dark: RGBAColor(red: 1, green: 1, blue: 1))
  /// `secondaryLabel`.
  public static let secondary = Color.system(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.6)
  public static let accentColor = Color.blue

  /// A system colour from 8-bit components and an opacity of its own in each appearance
  /// (iOS's fills and separators are more opaque in dark).
  static func system(light: (Int, Int, Int, Double), dark: (Int, Int, Int, Double)) -> Color {
    func rgba(_ c: (Int, Int, Int, Double)) -> RGBAColor {
      RGBAColor(red: Double(c.0) / 255, green: Double(c.1) / 255, blue: Double(c.2) / 255, alpha: c.3)
    }
    return Color(light: rgba(light), dark: rgba(dark))
  }

  /// A system colour from 8-bit components in each appearance.
  static func system(light: (Int, Int, Int), dark: (Int, Int, Int), opacity: Double = 1) -> Color {
    func rgba(_ c: (Int, Int, Int)) -> RGBAColor {
      RGBAColor(red: Double(c.0) / 255, green: Double(c.1) / 255, blue: Double(c.2) / 255, alpha: opacity)
    }
    return Color(light: rgba(light), dark: rgba(dark))
  }
}

extension Color: View, PrimitiveView {
  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    [ShapeNode(id: context.identity, kind: .rectangle, paint: .fill, color: self, environment: context.environment)]
  }
}
