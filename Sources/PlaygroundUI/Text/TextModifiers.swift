/// `Text`'s own modifiers that return `Text`, formatted values, and concatenation.
extension Text {
  /// Text showing `input` formatted by `format` (`.number`, `.percent`, `.currency(code:)`…).
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// The text at another weight of its font.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// The text in italics (kept with the text; the X11 host has no italic face and draws it
  /// upright).
  public func italic() -> Text {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// The text with digits of one width (kept with the text; the host's digits are drawn as
  /// its font has them).
  public func monospacedDigit() -> Text {
    var copy = self
    copy.usesMonospacedDigit = true
    return copy
  }

  /// The text drawn in a style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    foregroundColor(style.paintColor)
  }

  /// Two texts as one. The string is both parts'; the style is shared: each attribute is the
  /// first part's where it sets one, else the second's (a line is drawn in one font and colour).
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = Text(verbatim: lhs.string + rhs.string)
    joined.font = lhs.font ?? rhs.font
    joined.color = lhs.color ?? rhs.color
    joined.weight = lhs.weight ?? rhs.weight
    joined.isItalic = lhs.isItalic || rhs.isItalic
    joined.usesMonospacedDigit = lhs.usesMonospacedDigit || rhs.usesMonospacedDigit
    return joined
  }

  /// The font the text is drawn in: its own or the environment's, at its weight.
  func resolvedFont(_ environment: EnvironmentValues) -> FontDescriptor {
    var descriptor = font?.resolved(at: environment.dynamicTypeSize) ?? environment.resolvedFont
    if let weight { descriptor.weight = weight.value }
    return descriptor
  }
}
