import Foundation

/// How `why.json` writes numbers, sizes, proposals and views in its sentences, and the 1/1000
/// rounding that makes its numbers (and its comparisons) stable across runs.
enum WhyWording {
  /// Rounded to 1/1000, with -0 made 0 (so a view a hair left of the origin does not write `-0`).
  static func rounded(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    return (value * 1000).rounded() / 1000 + 0.0
  }

  static func rounded(_ values: [Double]) -> [Double] { values.map { rounded($0) } }

  static func rounded(_ proposal: [Double?]?) -> [Double?]? {
    proposal.map { $0.map { $0.map { rounded($0) } } }
  }

  /// `353`, `20.5`, `0.333`: at most three decimals, no trailing zeros.
  static func number(_ value: Double) -> String {
    if value == .infinity { return "infinity" }
    if value == -.infinity { return "-infinity" }
    if value.isNaN { return "nan" }
    let value = rounded(value)
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    var text = String(format: "%.3f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// `353×unspecified`; `unplaced` when there was no proposal.
  static func proposal(_ proposal: [Double?]?) -> String {
    guard let proposal else { return "unplaced" }
    return proposal.map { $0.map(number) ?? "unspecified" }.joined(separator: "×")
  }

  /// `120×20.5` from a frame `[x, y, width, height]`.
  static func size(ofFrame frame: [Double]) -> String {
    frame.count == 4 ? "\(number(frame[2]))×\(number(frame[3]))" : "?"
  }

  /// `(0, 4)`.
  static func offset(_ dx: Double, _ dy: Double) -> String { "(\(number(dx)), \(number(dy)))" }

  /// `Text "Hello"` for a view that drew text, else its type; long texts are cut at 40 characters.
  static func label(type: String, text: String?) -> String {
    guard let text else { return type }
    return "\(type) \(quoted(text))"
  }

  /// `"Hello"`, cut to 40 characters with an ellipsis; quotes inside stay as they are.
  static func quoted(_ text: String) -> String {
    let cut = text.count > 40 ? String(text.prefix(39)) + "…" : text
    return "\"\(cut)\""
  }

  /// `1 view`, `3 views`.
  static func views(_ count: Int) -> String { count == 1 ? "1 view" : "\(count) views" }
}
