/// A font (mirrors SwiftUI's `Font` for text styles and system fonts).
///
/// Text styles use the point sizes of iOS's default Dynamic Type size ("large").
public struct Font: Hashable, Sendable {
  let descriptor: FontDescriptor

  init(size: CGFloat, weight: Weight = .regular) {
    descriptor = FontDescriptor(size: size, weight: weight.value)
  }

  init(descriptor: FontDescriptor) {
    self.descriptor = descriptor
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

  public static let largeTitle = Font(size: 34)
  public static let title = Font(size: 28)
  public static let title2 = Font(size: 22)
  public static let title3 = Font(size: 20)
  public static let headline = Font(size: 17, weight: .semibold)
  public static let subheadline = Font(size: 15)
  public static let body = Font(size: 17)
  public static let callout = Font(size: 16)
  public static let footnote = Font(size: 13)
  public static let caption = Font(size: 12)
  public static let caption2 = Font(size: 11)

  /// The system font at a fixed size.
  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
    Font(
      descriptor: FontDescriptor(
        size: size.isFinite && size > 0 ? size : 17, weight: weight.value, design: design.value))
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
    return Font(descriptor: copy)
  }

  /// The same font, bold.
  public func bold() -> Font { weight(.bold) }
}
