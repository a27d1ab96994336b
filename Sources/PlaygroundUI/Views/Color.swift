/// A colour, and a view that fills its frame with it (mirrors SwiftUI's `Color`).
public struct Color: Hashable, Sendable, ShapeStyle {
  let rgba: RGBAColor

  /// A colour from components in `colorSpace` (sRGB by default), converted to sRGB.
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    rgba = colorSpace.sRGB(red: red, green: green, blue: blue, opacity: opacity)
  }

  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  init(_ rgba: RGBAColor) { self.rgba = rgba }

  /// The colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color { Color(rgba.multipliedAlpha(by: opacity)) }

  /// The resolved sRGB value.
  package var resolved: RGBAColor { rgba }

  // iOS system colours (light appearance).
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let gray = Color(red: 0.557, green: 0.557, blue: 0.576)
  public static let red = Color(red: 1, green: 0.231, blue: 0.188)
  public static let orange = Color(red: 1, green: 0.584, blue: 0)
  public static let yellow = Color(red: 1, green: 0.8, blue: 0)
  public static let green = Color(red: 0.204, green: 0.78, blue: 0.349)
  public static let mint = Color(red: 0, green: 0.78, blue: 0.745)
  public static let teal = Color(red: 0.188, green: 0.69, blue: 0.78)
  public static let cyan = Color(red: 0.196, green: 0.678, blue: 0.902)
  public static let blue = Color(red: 0, green: 0.478, blue: 1)
  public static let indigo = Color(red: 0.345, green: 0.337, blue: 0.839)
  public static let purple = Color(red: 0.686, green: 0.322, blue: 0.871)
  public static let pink = Color(red: 1, green: 0.176, blue: 0.333)
  public static let brown = Color(red: 0.635, green: 0.518, blue: 0.369)
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  public static let primary = Color(red: 0, green: 0, blue: 0, opacity: 0.88)
  public static let secondary = Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6)
  public static let accentColor = Color.blue

}

extension Color: View, PrimitiveView {
  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    [ShapeNode(id: context.identity, kind: .rectangle, paint: .fill, color: self, environment: context.environment)]
  }
}
