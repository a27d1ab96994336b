/// A parsed JSON value, as the `layout` command reads it.
///
/// Numbers keep where they were written, so an error can quote them as the user wrote them.
/// `NaN`, `Infinity` and `-Infinity` written bare (as Python's `json` and JavaScript print them)
/// are not JSON, but they are read as `nonFinite` so that the error names the field ("expected a
/// finite number, got NaN") rather than a byte offset.
indirect enum JSONValue {
  case null
  case bool(Bool)
  /// The value (±∞ when the text overflows a double) and the text's byte range in the input.
  case number(Double, Range<Int>)
  case nonFinite(String)
  case string(String)
  case array([JSONValue])
  case object([JSONMember])
}

struct JSONMember {
  var key: String
  var value: JSONValue
}

/// One step of the path to a value: an array index or an object key.
enum JSONPathComponent: Equatable {
  case index(Int)
  case key(String)
}

/// A small, strict JSON parser (RFC 8259) over UTF-8 bytes, written for precise errors.
///
/// It checks the UTF-8 of the whole input, reports line and column of every syntax error,
/// and keeps the path of the value being read (the case index and field) for the message.
/// Nesting is limited to `maximumDepth` so hostile input cannot overflow the stack.
struct JSONParser {
  static let maximumDepth = 512

  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var depth = 0
  /// Where the parser is: the indices and keys leading to the value being read.
  private(set) var path: [JSONPathComponent] = []

  /// A syntax error: what went wrong, at which byte, and inside which value.
  struct SyntaxError: Error {
    var problem: String
    var offset: Int
    var path: [JSONPathComponent]
  }

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Parses a whole document: one value, surrounded only by whitespace (a UTF-8 byte-order
  /// mark at the start is skipped).
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes)
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      parser.position = 3
    }
    parser.skipWhitespace()
    guard parser.position < bytes.count else {
      throw parser.failure("the input is empty (expected a JSON array of cases)")
    }
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.position < bytes.count {
      throw parser.failure("\(parser.describeHere()) after the end of the top-level value")
    }
    return value
  }

  // MARK: - Values

  private mutating func parseValue() throws(SyntaxError) -> JSONValue {
    guard position < bytes.count else { throw failure("unexpected end of input, expected a value") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return .null
    case UInt8(ascii: "N"):
      try expectLiteral("NaN")
      return .nonFinite("NaN")
    case UInt8(ascii: "I"):
      try expectLiteral("Infinity")
      return .nonFinite("Infinity")
    default:
      throw failure("\(describeHere()), expected a value")
    }
  }

  private mutating func enter() throws(SyntaxError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw failure("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseArray() throws(SyntaxError) -> JSONValue {
    try enter()
    position += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return .array(elements)
    }
    path.append(.index(0))
    while true {
      path[path.count - 1] = .index(elements.count)
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ",") || bytes[position] == UInt8(ascii: "]")
      else {
        // The problem is in the array itself, after its last element.
        path.removeLast()
        throw failure("\(describeHere()), expected ',' or ']' after element \(elements.count - 1)")
      }
      position += 1
      if bytes[position - 1] == UInt8(ascii: "]") { break }
    }
    path.removeLast()
    depth -= 1
    return .array(elements)
  }

  private mutating func parseObject() throws(SyntaxError) -> JSONValue {
    try enter()
    position += 1  // {
    var members: [JSONMember] = []
    skipWhitespace()
    if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw failure("\(describeHere()), expected a key in double quotes")
      }
      let key = try parseString()
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw failure("\(describeHere()), expected ':' after the key \(quoted(key))")
      }
      position += 1
      skipWhitespace()
      path.append(.key(key))
      let value = try parseValue()
      path.removeLast()
      members.append(JSONMember(key: key, value: value))
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ",") || bytes[position] == UInt8(ascii: "}")
      else {
        throw failure("\(describeHere()), expected ',' or '}' after the member \(quoted(key))")
      }
      position += 1
      if bytes[position - 1] == UInt8(ascii: "}") { break }
    }
    depth -= 1
    return .object(members)
  }

  private mutating func expectLiteral(_ literal: StaticString) throws(SyntaxError) {
    let start = position
    let count = literal.utf8CodeUnitCount
    let text = UnsafeBufferPointer(start: literal.utf8Start, count: count)
    for i in 0..<count {
      guard position < bytes.count, bytes[position] == text[i] else {
        position = start
        throw failure("\(describeHere()), expected a value")
      }
      position += 1
    }
    if position < bytes.count, isIdentifierByte(bytes[position]) {
      position = start
      throw failure("\(describeHere()), expected a value")
    }
  }

  private func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      return true
    default: return false
    }
  }

  // MARK: - Numbers

  /// Exact powers of ten: a double times or divided by one of these rounds once, correctly
  /// (Clinger's fast path), when the mantissa is below 2^53.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
    let start = position
    var negative = false
    if bytes[position] == UInt8(ascii: "-") {
      negative = true
      position += 1
      if position < bytes.count && bytes[position] == UInt8(ascii: "I") {
        try expectLiteral("Infinity")
        return .nonFinite("-Infinity")
      }
    }
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var droppedDigits = 0  // integer digits beyond what the mantissa holds
    guard position < bytes.count, isDigit(bytes[position]) else {
      throw failure("\(describeHere()), expected a digit in a number")
    }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
      if position < bytes.count && isDigit(bytes[position]) {
        throw failure("a number must not have leading zeros")
      }
    } else {
      while position < bytes.count && isDigit(bytes[position]) {
        if significantDigits < 19 {
          mantissa = mantissa * 10 + UInt64(bytes[position] &- UInt8(ascii: "0"))
          significantDigits += 1
        } else {
          droppedDigits += 1
        }
        position += 1
      }
    }
    var exponent = droppedDigits
    if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard position < bytes.count, isDigit(bytes[position]) else {
        throw failure("\(describeHere()), expected a digit after the decimal point")
      }
      while position < bytes.count && isDigit(bytes[position]) {
        let digit = UInt64(bytes[position] &- UInt8(ascii: "0"))
        if significantDigits < 19 {
          if mantissa != 0 || digit != 0 { significantDigits += 1 }
          mantissa = mantissa * 10 + digit
          exponent -= 1
        }
        position += 1
      }
    }
    if position < bytes.count && (bytes[position] | 0x20) == UInt8(ascii: "e") {
      position += 1
      var exponentNegative = false
      if position < bytes.count
        && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
      {
        exponentNegative = bytes[position] == UInt8(ascii: "-")
        position += 1
      }
      guard position < bytes.count, isDigit(bytes[position]) else {
        throw failure("\(describeHere()), expected a digit in the exponent")
      }
      var written = 0
      while position < bytes.count && isDigit(bytes[position]) {
        if written < 100_000 { written = written * 10 + Int(bytes[position] &- UInt8(ascii: "0")) }
        position += 1
      }
      exponent += exponentNegative ? -written : written
    }
    if position < bytes.count && isIdentifierByte(bytes[position]) {
      throw failure("\(describeHere()) in a number")
    }
    let range = start..<position
    var value: Double
    if mantissa <= (1 << 53) && droppedDigits == 0 && exponent >= -22 && exponent <= 22
      && significantDigits <= 19
    {
      value = Double(mantissa)
      if exponent >= 0 {
        value *= Self.powersOfTen[exponent]
      } else {
        value /= Self.powersOfTen[-exponent]
      }
      if negative { value = -value }
    } else {
      // Correctly rounded by the standard library; ±∞ when the text overflows a double.
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      value = Double(text) ?? .nan
    }
    return .number(value, range)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  // MARK: - Strings

  private mutating func parseString() throws(SyntaxError) -> String {
    position += 1  // opening quote
    let start = position
    // Fast path: plain ASCII without escapes.
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        position += 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
      position += 1
    }
    var scalars = Array(bytes[start..<position])
    while true {
      guard position < bytes.count else {
        throw failure("unexpected end of input inside a string")
      }
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return String(decoding: scalars, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try parseEscape(into: &scalars)
      case 0..<0x20:
        throw failure("a control character (byte 0x\(hex(byte))) must be escaped in a string")
      case 0x80...:
        guard let length = validUTF8Length(at: position) else {
          throw failure("invalid UTF-8 (byte 0x\(hex(byte)))")
        }
        scalars.append(contentsOf: bytes[position..<position + length])
        position += length
      default:
        scalars.append(byte)
        position += 1
      }
    }
  }

  private mutating func parseEscape(into scalars: inout [UInt8]) throws(SyntaxError) {
    position += 1  // backslash
    guard position < bytes.count else { throw failure("unexpected end of input inside a string") }
    let byte = bytes[position]
    position += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(byte)
    case UInt8(ascii: "b"): scalars.append(0x08)
    case UInt8(ascii: "f"): scalars.append(0x0C)
    case UInt8(ascii: "n"): scalars.append(0x0A)
    case UInt8(ascii: "r"): scalars.append(0x0D)
    case UInt8(ascii: "t"): scalars.append(0x09)
    case UInt8(ascii: "u"):
      var code = try parseHex4()
      if (0xD800..<0xDC00).contains(code) {
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
          bytes[position + 1] == UInt8(ascii: "u")
        else { throw failure("a \\u escape holds an unpaired UTF-16 surrogate") }
        position += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else {
          throw failure("a \\u escape holds an unpaired UTF-16 surrogate")
        }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(code) {
        throw failure("a \\u escape holds an unpaired UTF-16 surrogate")
      }
      scalars.append(contentsOf: UTF8.encode(Unicode.Scalar(code)!)!)
    default:
      position -= 2
      throw failure("invalid escape sequence in a string")
    }
  }

  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count else { throw failure("unexpected end of input in a \\u escape") }
      let byte = bytes[position]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw failure("\(describeHere()), expected a hex digit in a \\u escape")
      }
      code = code << 4 | digit
      position += 1
    }
    return code
  }

  /// The length of the well-formed UTF-8 sequence at `offset`, or nil (overlong forms,
  /// surrogates and code points beyond U+10FFFF are ill-formed).
  private func validUTF8Length(at offset: Int) -> Int? {
    let lead = bytes[offset]
    let length: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; lower = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; upper = 0x9F
    case 0xF0: length = 4; lower = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; upper = 0x8F
    default: return nil
    }
    guard offset + length <= bytes.count else { return nil }
    let second = bytes[offset + 1]
    guard second >= lower && second <= upper else { return nil }
    for i in 2..<max(2, length) where bytes[offset + i] & 0xC0 != 0x80 { return nil }
    return length
  }

  // MARK: - Whitespace and errors

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        position += 1
      default:
        return
      }
    }
  }

  /// What sits at the current position, for a message: "unexpected '}'", "unexpected end of
  /// input", "invalid UTF-8 (byte 0xFF)".
  private func describeHere() -> String {
    guard position < bytes.count else { return "unexpected end of input" }
    let byte = bytes[position]
    if byte < 0x80 {
      if byte >= 0x20 && byte < 0x7F { return "unexpected '\(Character(Unicode.Scalar(byte)))'" }
      return "unexpected byte 0x\(hex(byte))"
    }
    guard let length = validUTF8Length(at: position) else {
      return "invalid UTF-8 (byte 0x\(hex(byte)))"
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + length]), as: UTF8.self)
    return "unexpected '\(text)'"
  }

  private func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }

  private func failure(_ problem: String) -> SyntaxError {
    SyntaxError(problem: problem, offset: position, path: path)
  }
}

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
