/// The text of a `Text` written as a literal (mirrors SwiftUI's `LocalizedStringKey`).
///
/// The playground has no string tables, so a key is its own text; what is interpolated into it
/// keeps its kind, as in SwiftUI: an `Image` draws inline as part of the line, a `Text` keeps
/// its style, and a value can take a `specifier` or a `format`.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  /// The key's parts in order, each with its own style (most keys have one).
  var runs: [TextRun]

  public init(_ value: String) { runs = [TextRun(string: value)] }

  public init(stringLiteral value: String) { runs = [TextRun(string: value)] }

  public init(stringInterpolation: StringInterpolation) { runs = stringInterpolation.runs }

  /// The parts of an interpolated key as they are appended.
  public struct StringInterpolation: StringInterpolationProtocol {
    var runs: [TextRun] = []

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) { appendPlain(literal) }

    public mutating func appendInterpolation(_ string: String) { appendPlain(string) }

    /// Any other value, as string interpolation writes it.
    public mutating func appendInterpolation<T>(_ value: T) { appendPlain(String(describing: value)) }

    /// A number in a `printf` format (`"%.1f"`).
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      appendPlain(String(format: specifier, value))
    }

    /// A value formatted by a format style (`.currency(code:)`, `.number`, `.percent`…).
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
      appendPlain(format.format(input))
    }

    /// A symbol, drawn inline as a glyph of the line's font size.
    public mutating func appendInterpolation(_ image: Image) { runs.append(TextRun(image: image)) }

    /// A styled text, its runs keeping their style.
    public mutating func appendInterpolation(_ text: Text) { runs += text.runs }

    /// Plain text joins the plain run before it, so a key of literals is one run.
    private mutating func appendPlain(_ string: String) {
      if let last = runs.last, last == TextRun(string: last.string) {
        runs[runs.count - 1].string += string
      } else {
        runs.append(TextRun(string: string))
      }
    }
  }
}
