import Foundation

/// A font (mirrors UIKit's `UIFont` for the system font and text styles); `Font(_:)` turns it
/// into the SwiftUI font the playground draws.
public final class UIFont: Hashable, @unchecked Sendable {
  public let pointSize: CGFloat
  /// The weight asked for (regular unless a weighted constructor was used).
  let weight: Weight
  let isItalic: Bool
  let isMonospaced: Bool
  /// The text style of `preferredFont(forTextStyle:)`.
  let textStyle: TextStyle?

  init(
    pointSize: CGFloat, weight: Weight = .regular, isItalic: Bool = false, isMonospaced: Bool = false,
    textStyle: TextStyle? = nil
  ) {
    self.pointSize = pointSize
    self.weight = weight
    self.isItalic = isItalic
    self.isMonospaced = isMonospaced
    self.textStyle = textStyle
  }

  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize)
  }

  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .bold)
  }

  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, isItalic: true)
  }

  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight, isMonospaced: true)
  }

  /// The font of a text style at the default Dynamic Type size, "large" (body 17 pt).
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(pointSize: style.defaultPointSize, weight: style == .headline ? .semibold : .regular, textStyle: style)
  }

  /// The system font's size for labels, buttons and system text: 17 pt on iOS.
  public static var labelFontSize: CGFloat { 17 }
  public static var buttonFontSize: CGFloat { 18 }
  public static var systemFontSize: CGFloat { 14 }
  public static var smallSystemFontSize: CGFloat { 12 }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight, isItalic: isItalic, isMonospaced: isMonospaced)
  }

  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    (lhs.pointSize, lhs.weight, lhs.isItalic, lhs.isMonospaced, lhs.textStyle)
      == (rhs.pointSize, rhs.weight, rhs.isItalic, rhs.isMonospaced, rhs.textStyle)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(weight)
    hasher.combine(textStyle)
  }

  /// A stroke weight, UIKit's values from −1 (thinnest) to 1.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)
  }

  /// A Dynamic Type text style.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
    public static let title1 = TextStyle("UICTFontTextStyleTitle1")
    public static let title2 = TextStyle("UICTFontTextStyleTitle2")
    public static let title3 = TextStyle("UICTFontTextStyleTitle3")
    public static let headline = TextStyle("UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
    public static let body = TextStyle("UICTFontTextStyleBody")
    public static let callout = TextStyle("UICTFontTextStyleCallout")
    public static let footnote = TextStyle("UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

    /// The size at the default Dynamic Type size, "large" (Apple's type-size table).
    var defaultPointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .subheadline: 15
      case .callout: 16
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      default: 17
      }
    }
  }
}
