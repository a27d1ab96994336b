/// One line of the `--trace` output (docs/trace-format.md): every drawn leaf of a presented frame, in window
/// coordinates (points), in drawing order, with ids stable per view identity.
package enum TraceLine {
  /// The JSON object for a frame, on one line, without a trailing newline.
  package static func json(time: Double, demo: String, window: CGSize, views: [TracedView]) -> String {
    var out =
      "{\"t\": \(number(time)), \"demo\": \(string(demo)), \"window\": [\(number(window.width)), \(number(window.height))], \"views\": ["
    for (index, view) in views.enumerated() {
      if index > 0 { out += ", " }
      out += "{\"id\": \(string(view.id)), \"kind\": \(string(view.kind)), "
      switch view.kind {
      case "text": out += "\"text\": \(string(view.detail)), "
      case "shape": out += "\"shape\": \(string(view.detail)), "
      case "image": out += "\"image\": \(string(view.detail)), "
      default: out += "\"symbol\": \(string(view.detail)), "
      }
      let f = view.frame
      out += "\"frame\": [\(number(f.minX)), \(number(f.minY)), \(number(f.width)), \(number(f.height))], "
      out += "\"opacity\": \(number(view.opacity))}"
    }
    return out + "]}"
  }

  /// A finite number with at most 4 decimals; non-finite values become 0 (never `inf`/`nan`).
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  static func number(_ value: CGFloat) -> String { number(Double(value)) }

  /// A JSON string literal, never shortened.
  static func string(_ value: String) -> String { JSONString.quoted(value) }
}
