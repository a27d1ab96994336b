/// A font (mirrors SwiftUI's `Font` for text styles and system fonts).
///
/// Text styles scale with the environment's Dynamic Type size (`Font.TextStyle`); `descriptor`
/// holds their size at the default size, "large".
public struct Font: Hashable, Sendable {
  let descriptor: FontDescriptor
  /// The text style the font scales with; nil for a fixed size.
  var textStyle: TextStyle?
  /// A custom font's size scales in proportion to this style's (`custom(_:size:relativeTo:)`).
  var scalesLike: TextStyle?

  init(size: CGFloat, weight: Weight = .regular) {
    descriptor = FontDescriptor(size: size, weight: weight.value)
  }

  init(descriptor: FontDescriptor, textStyle: TextStyle? = nil) {
    self.descriptor = descriptor
    self.textStyle = textStyle
  }

  init(descriptor: FontDescriptor, scaling style: TextStyle) {
    self.descriptor = descriptor
    scalesLike = style
  }

  init(style: TextStyle, weight: Weight = .regular) {
    descriptor = FontDescriptor(size: style.pointSize(at: .large), weight: weight.value)
    textStyle = style
  }

  /// A stroke weight (mirrors `Font.Weight`).
  public struct Weight: Hashable, Sendable {
    let value: FontDescriptor.Weight

    public static let ultraLight = Weight(value: .ultraLight)
    public static let thin = Weight(value: .thin)
    public static let light = Weight(value: .light)
    public static let regular = Weight(value: .regular)
    public static let medium = Weight(value: .medium)
    public static let semibold = Weight(value: .semibold)
    public static let bold = Weight(value: .bold)
    public static let heavy = Weight(value: .heavy)
    public static let black = Weight(value: .black)
  }

  /// A font design: each maps to an installed family (docs/text.md).
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced

    var value: FontDescriptor.Design {
      switch self {
      case .default: .default
      case .serif: .serif
      case .rounded: .rounded
      case .monospaced: .monospaced
      }
    }
  }

  public static let largeTitle = Font(style: .largeTitle)
  public static let title = Font(style: .title)
  public static let title2 = Font(style: .title2)
  public static let title3 = Font(style: .title3)
  public static let headline = Font(style: .headline, weight: .semibold)
  public static let subheadline = Font(style: .subheadline)
  public static let body = Font(style: .body)
  public static let callout = Font(style: .callout)
  public static let footnote = Font(style: .footnote)
  public static let caption = Font(style: .caption)
  public static let caption2 = Font(style: .caption2)

  /// The system font at a fixed size.
  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
    Font(
      descriptor: FontDescriptor(
        size: size.isFinite && size > 0 ? size : 17, weight: weight.value, design: design.value))
  }

  /// A font by family name, scaling with Dynamic Type like the body style: the family is asked
  /// of fontconfig (PostScript names such as "Avenir-Heavy" match their family), and a face it
  /// does not have falls back to the system font at the same size.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    custom(name, size: size, relativeTo: .body)
  }

  /// A font by family name that scales with Dynamic Type as `textStyle` does.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    var descriptor = FontDescriptor(size: size.isFinite && size > 0 ? size : 17)
    descriptor.family = name
    return Font(descriptor: descriptor, scaling: textStyle)
  }

  /// A font by family name at a size that does not scale.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    var descriptor = FontDescriptor(size: fixedSize.isFinite && fixedSize > 0 ? fixedSize : 17)
    descriptor.family = name
    return Font(descriptor: descriptor)
  }

  /// The same font at another weight.
  public func weight(_ weight: Weight) -> Font { changed { $0.weight = weight.value } }

  /// The same font, slanted.
  public func italic() -> Font { changed { $0.isItalic = true } }

  /// The same font with digits of one width.
  public func monospacedDigit() -> Font { changed { $0.usesMonospacedDigit = true } }

  /// The same font in its monospaced design.
  public func monospaced() -> Font { changed { $0.design = .monospaced } }

  private func changed(_ change: (inout FontDescriptor) -> Void) -> Font {
    var copy = descriptor
    change(&copy)
    return Font(descriptor: copy, textStyle: textStyle)
  }

  /// The same font, bold.
  public func bold() -> Font { weight(.bold) }
}
