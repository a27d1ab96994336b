/// `Text`'s own modifiers that return `Text`, formatted values, and concatenation.
extension Text {
  /// Text showing `input` formatted by `format` (`.number`, `.percent`, `.currency(code:)`…).
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// The text at another weight of its font (runs with a weight of their own keep it).
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    styled { if $0.weight == nil { $0.weight = weight } }
  }

  /// The text in italics.
  public func italic() -> Text {
    styled { $0.isItalic = true }
  }

  /// The text with digits of one width.
  public func monospacedDigit() -> Text {
    styled { $0.usesMonospacedDigit = true }
  }

  /// The text drawn in a style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    foregroundColor(style.adaptiveColor())
  }

  /// Two texts as one: each part keeps its own font, weight, slant and colour, and the lines
  /// break across both as one paragraph.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = lhs
    joined.runs += rhs.runs
    return joined
  }
}
