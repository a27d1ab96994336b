/// A small, strict JSON parser (RFC 8259) over UTF-8 bytes, written for precise errors.
///
/// It checks the UTF-8 of the whole input, reports line and column of every syntax error,
/// and keeps the path of the value being read (the case index and field) for the message.
/// Nesting is limited to `maximumDepth` so hostile input cannot overflow the stack.
struct JSONParser {
  static let maximumDepth = 512

  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  var depth = 0
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

  mutating func parseValue() throws(SyntaxError) -> JSONValue {
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

  mutating func enter() throws(SyntaxError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw failure("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  mutating func parseArray() throws(SyntaxError) -> JSONValue {
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

  mutating func parseObject() throws(SyntaxError) -> JSONValue {
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

  mutating func expectLiteral(_ literal: StaticString) throws(SyntaxError) {
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

  func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      return true
    default: return false
    }
  }

  // MARK: - Whitespace and errors

  mutating func skipWhitespace() {
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
  func describeHere() -> String {
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

  func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }

  func failure(_ problem: String) -> SyntaxError {
    SyntaxError(problem: problem, offset: position, path: path)
  }
}
