import LayoutCore

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

/// `text` as a JSON string literal shortened to `limit` characters, for messages.
func quoted(_ text: String, limit: Int = 40) -> String {
  JSONString.quoted(text, limit: limit)
}
