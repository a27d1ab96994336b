import Foundation

/// Reading a preview's name out of its string literal, and writing strings into generated code.
package enum StringLiteral {
  /// The value of a literal as written (`"Dark \"mode\""`, `#"C:\path"#`, `"""…"""`). Simple
  /// escapes are decoded; an interpolation is kept as written (the name is only shown).
  package static func value(of literal: [UInt8]) -> String {
    var text = Substring(String(decoding: literal, as: UTF8.self))
    var hashes = 0
    while text.first == "#", text.last == "#" {
      text = text.dropFirst().dropLast()
      hashes += 1
    }
    let delimiter = text.hasPrefix("\"\"\"") && text.count >= 6 ? 3 : 1
    text = text.dropFirst(delimiter).dropLast(delimiter)
    if delimiter == 3 { text = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard hashes == 0 else { return String(text) }
    var value = ""
    var characters = text.makeIterator()
    while let character = characters.next() {
      guard character == "\\", let escaped = characters.next() else {
        value.append(character)
        continue
      }
      switch escaped {
      case "n": value.append("\n")
      case "t": value.append("\t")
      case "r": value.append("\r")
      case "0": value.append("\0")
      case "u":
        // \u{1F600}
        var hex = ""
        while let next = characters.next(), next != "}" {
          if next == "{" { continue }
          hex.append(next)
        }
        if let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) { value.unicodeScalars.append(scalar) }
      case "(": value.append("\\(")
      default: value.append(escaped)
      }
    }
    return value
  }

  /// `value` as a Swift string literal, for generated code.
  package static func swift(_ value: String) -> String {
    var literal = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        literal += "\\u{\(String(scalar.value, radix: 16))}"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }
}
