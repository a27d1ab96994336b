extension Font {
  /// A dynamic text style (mirrors SwiftUI's `Font.TextStyle`): its point size follows the
  /// environment's Dynamic Type size.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The style's point size at a Dynamic Type size, as iOS's type-size table gives it (the
    /// table Apple's Human Interface Guidelines publish); at `.large` these are the familiar
    /// defaults (body 17, title 28).
    func pointSize(at size: DynamicTypeSize) -> CGFloat {
      let column = DynamicTypeSize.allCases.firstIndex(of: size) ?? 3
      return Self.table[self]?[column] ?? 17
    }

    /// One row per style, one column per `DynamicTypeSize` from `xSmall` to `accessibility5`.
    private static let table: [TextStyle: [CGFloat]] = [
      .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
      .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
      .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
      .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
      .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
      .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
      .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
      .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
      .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
  }

  /// The system font in a text style, which scales with Dynamic Type; `weight` defaults to the
  /// style's own (semibold for `headline`). The design picks the family (`.serif`, `.monospaced`, `.rounded`).
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    let font = Font(style: style, weight: weight ?? (style == .headline ? .semibold : .regular))
    var descriptor = font.descriptor
    descriptor.design = design?.value ?? .default
    return Font(descriptor: descriptor, textStyle: style)
  }

  /// The font as drawn at a Dynamic Type size: a text style at that size's point size, a fixed
  /// size as it is.
  func resolved(at size: DynamicTypeSize) -> FontDescriptor {
    var resolved = descriptor
    if let textStyle { resolved.size = textStyle.pointSize(at: size) }
    if let scalesLike { resolved.size *= scalesLike.pointSize(at: size) / scalesLike.pointSize(at: .large) }
    return resolved
  }
}
