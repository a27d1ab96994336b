extension String {
  /// The string as HTML text or a quoted attribute value: `&`, `<`, `>`, `"` and `'` become
  /// character references, so a preview name or a command from user code shows as written and
  /// never as markup.
  package var htmlEscaped: String {
    var escaped = ""
    escaped.reserveCapacity(utf8.count)
    for character in unicodeScalars {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }
}
