/// A colour, and a view that fills its frame with it (mirrors SwiftUI's `Color`).
public struct Color: Hashable, Sendable, ResolvedShapeStyle {
  let rgba: RGBAColor

  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    rgba = RGBAColor(red: red, green: green, blue: blue, alpha: opacity)
  }

  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
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

/// Something shapes can be filled or stroked with (mirrors SwiftUI's `ShapeStyle`; colours only).
public protocol ShapeStyle: Sendable {}

/// A style the renderer can paint: every style the playground offers resolves to a colour.
package protocol ResolvedShapeStyle: ShapeStyle {
  /// The colour this style paints with.
  var resolved: RGBAColor { get }
}

extension ShapeStyle {
  /// The colour to paint with (clear for a style the playground cannot draw).
  var paintColor: Color { Color((self as? any ResolvedShapeStyle)?.resolved ?? .clear) }
}

extension ShapeStyle where Self == Color {
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var gray: Color { Color.gray }
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var clear: Color { Color.clear }
  public static var primary: Color { Color.primary }
  public static var secondary: Color { Color.secondary }
  public static var tint: Color { Color.accentColor }
}
