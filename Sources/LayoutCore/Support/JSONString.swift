/// JSON string literals, written one way for everything the package prints as JSON: trace
/// lines, `layout` results and the error messages that quote input.
package enum JSONString {
  /// `text` as a JSON string literal (RFC 8259: quotes, backslashes and control characters
  /// escaped; DEL too, so no invisible character reaches a terminal). With `limit`, at most
  /// that many characters are kept and "…" marks the cut (for messages, never for data).
  package static func quoted(_ text: String, limit: Int? = nil) -> String {
    var result = "\""
    var count = 0
    for scalar in text.unicodeScalars {
      if let limit, count == limit {
        result += "…"
        break
      }
      count += 1
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
