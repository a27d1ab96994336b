/// A Swift file's text with every comment and string literal blanked out, so that the preview
/// scanner can look for `#Preview`, braces and declarations without being fooled by them.
///
/// Blanking replaces each byte by a space but keeps newlines, so a byte offset and a line number
/// mean the same thing in the mask as in the original text (which is how the rewrite keeps
/// every line of the user's file where it was). A literal keeps its first byte (`"`, or `#` for
/// a raw string or extended regex) as a marker that an expression stands there.
///
/// This is a lexer for exactly what can hide braces: `//` and nested `/* */` comments,
/// `"…"`, `"""…"""`, raw `#"…"#` strings (any number of `#`), interpolations `\(…)` (which hold
/// code, itself possibly holding strings and comments) and extended regex literals `#/…/#`.
/// Bare `/…/` regex literals are not recognised: the code is compiled in Swift 5 mode, where
/// they are off.
package struct CodeMask {
  /// The original text's UTF-8 bytes.
  package let original: [UInt8]
  /// The same bytes with comments and literals blanked.
  package let code: [UInt8]
  /// Where each string literal is (delimiters included), in source order.
  package let stringLiterals: [Range<Int>]

  /// Nil when a comment or literal never ends: the file is then left to the compiler.
  package init?(_ text: String) {
    var lexer = Lexer(bytes: Array(text.utf8))
    guard lexer.scanCode(untilClosingParenthesis: false) else { return nil }
    original = lexer.bytes
    code = lexer.masked
    stringLiterals = lexer.literals
  }

  /// The 1-based line of a byte offset.
  package func line(at offset: Int) -> Int {
    1 + original[..<offset].reduce(0) { $0 + ($1 == ASCII.newline ? 1 : 0) }
  }
}

/// The bytes the lexer and the scanner look for.
enum ASCII {
  static let newline = UInt8(ascii: "\n")
  static let space = UInt8(ascii: " ")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let slash = UInt8(ascii: "/")
  static let star = UInt8(ascii: "*")
  static let backslash = UInt8(ascii: "\\")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")

  static func isIdentifier(_ byte: UInt8) -> Bool {
    // Bytes ≥ 0x80 belong to non-ASCII identifier characters (or emoji in code, which cannot
    // be anything the scanner looks for either).
    byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == space || byte == newline || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }
}

private struct Lexer {
  let bytes: [UInt8]
  var masked: [UInt8]
  var literals: [Range<Int>] = []
  var index = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
    masked = bytes
  }

  func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

  mutating func blank(_ range: Range<Int>, keepingFirst: Bool = false) {
    for offset in range where bytes[offset] != ASCII.newline {
      masked[offset] = ASCII.space
    }
    if keepingFirst, let first = range.first { masked[first] = bytes[first] }
  }

  /// Scans code up to the end of the text, or (inside an interpolation) up to its `)`, which is
  /// consumed. False when something opened in it never closes.
  mutating func scanCode(untilClosingParenthesis: Bool) -> Bool {
    var parentheses = 0
    while index < bytes.count {
      let current = bytes[index]
      if current == ASCII.slash, byte(index + 1) == ASCII.slash {
        let start = index
        while index < bytes.count, bytes[index] != ASCII.newline { index += 1 }
        blank(start..<index)
      } else if current == ASCII.slash, byte(index + 1) == ASCII.star {
        guard skipBlockComment() else { return false }
      } else if current == ASCII.quote || current == ASCII.hash {
        guard scanLiteralIfAny() else { return false }
      } else if untilClosingParenthesis, current == ASCII.openParen {
        parentheses += 1
        index += 1
      } else if untilClosingParenthesis, current == ASCII.closeParen {
        index += 1
        if parentheses == 0 { return true }
        parentheses -= 1
      } else {
        index += 1
      }
    }
    return !untilClosingParenthesis
  }

  /// `/* … */`, nested as Swift allows.
  mutating func skipBlockComment() -> Bool {
    let start = index
    var depth = 0
    while index < bytes.count {
      if bytes[index] == ASCII.slash, byte(index + 1) == ASCII.star {
        depth += 1
        index += 2
      } else if bytes[index] == ASCII.star, byte(index + 1) == ASCII.slash {
        depth -= 1
        index += 2
        if depth == 0 {
          blank(start..<index)
          return true
        }
      } else {
        index += 1
      }
    }
    return false
  }

  /// At `"` or `#`: a string literal, raw string or extended regex is scanned and blanked; a `#`
  /// that starts none of them (`#if`, `#Preview`) is stepped over. False when unterminated.
  mutating func scanLiteralIfAny() -> Bool {
    let start = index
    var hashes = 0
    while byte(index + hashes) == ASCII.hash { hashes += 1 }
    let opener = byte(index + hashes)
    if opener == ASCII.slash, hashes > 0 {
      return scanExtendedRegex(start: start, hashes: hashes)
    }
    guard opener == ASCII.quote else {
      index += max(hashes, 1)
      return true
    }
    index += hashes
    let multiline = byte(index + 1) == ASCII.quote && byte(index + 2) == ASCII.quote
    index += multiline ? 3 : 1
    while index < bytes.count {
      let current = bytes[index]
      if current == ASCII.backslash, (0..<hashes).allSatisfy({ byte(index + 1 + $0) == ASCII.hash }) {
        index += 1 + hashes
        if byte(index) == ASCII.openParen {
          index += 1
          guard scanCode(untilClosingParenthesis: true) else { return false }
        } else {
          index += 1  // the escaped character
        }
      } else if current == ASCII.quote,
        !multiline || (byte(index + 1) == ASCII.quote && byte(index + 2) == ASCII.quote),
        (0..<hashes).allSatisfy({ byte(index + (multiline ? 3 : 1) + $0) == ASCII.hash })
      {
        index += (multiline ? 3 : 1) + hashes
        literals.append(start..<index)
        blank(start..<index, keepingFirst: true)
        return true
      } else if current == ASCII.newline, !multiline {
        return false
      } else {
        index += 1
      }
    }
    return false
  }

  /// `#/ … /#` (with as many `#` on each side).
  mutating func scanExtendedRegex(start: Int, hashes: Int) -> Bool {
    index += hashes + 1
    while index < bytes.count {
      if bytes[index] == ASCII.slash, (0..<hashes).allSatisfy({ byte(index + 1 + $0) == ASCII.hash }) {
        index += 1 + hashes
        blank(start..<index, keepingFirst: true)
        return true
      }
      index += bytes[index] == ASCII.backslash ? 2 : 1
    }
    return false
  }
}
