import PlaygroundUI

extension Font {
  /// The SwiftUI font of a `UIFont` (`Font(UIFont.preferredFont(forTextStyle: .body))`): a text
  /// style's font scales with Dynamic Type as SwiftUI's text styles do; a sized one is fixed.
  public init(_ font: UIFont) {
    if let style = font.textStyle {
      self = Self.styleFonts[style] ?? .body
    } else {
      var fixed = Font.system(
        size: font.pointSize, weight: Self.weight(font.weight), design: font.isMonospaced ? .monospaced : .default)
      if font.isItalic { fixed = fixed.italic() }
      self = fixed
    }
  }

  private static let styleFonts: [UIFont.TextStyle: Font] = [
    .largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3, .headline: .headline,
    .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote, .caption1: .caption,
    .caption2: .caption2,
  ]

  /// The nearest of SwiftUI's weights to a UIKit weight value.
  private static func weight(_ weight: UIFont.Weight) -> Font.Weight {
    let scale: [(CGFloat, Font.Weight)] = [
      (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold),
      (0.4, .bold), (0.56, .heavy), (0.62, .black),
    ]
    return scale.min { abs($0.0 - weight.rawValue) < abs($1.0 - weight.rawValue) }?.1 ?? .regular
  }
}
