/// Where an error sits and how text is quoted in messages.
extension JSONParser.SyntaxError {
  /// 1-based line and column (in characters; an invalid byte counts as one) of `offset`.
  func lineAndColumn(in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for i in 0..<min(offset, bytes.count) {
      let byte = bytes[i]
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}

/// `text` in double quotes with JSON escapes, shortened to `limit` characters for messages.
func quoted(_ text: String, limit: Int = 40) -> String {
  var result = "\""
  var count = 0
  for scalar in text.unicodeScalars {
    if count == limit {
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
      let hex = String(scalar.value, radix: 16, uppercase: true)
      result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}
