/// Strings: escapes, surrogate pairs and strict UTF-8.
extension JSONParser {
  mutating func parseString() throws(SyntaxError) -> String {
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

  mutating func parseEscape(into scalars: inout [UInt8]) throws(SyntaxError) {
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

  mutating func parseHex4() throws(SyntaxError) -> UInt32 {
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
  func validUTF8Length(at offset: Int) -> Int? {
    let lead = bytes[offset]
    let length: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      lower = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      upper = 0x9F
    case 0xF0:
      length = 4
      lower = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      upper = 0x8F
    default: return nil
    }
    guard offset + length <= bytes.count else { return nil }
    let second = bytes[offset + 1]
    guard second >= lower && second <= upper else { return nil }
    for i in 2..<max(2, length) where bytes[offset + i] & 0xC0 != 0x80 { return nil }
    return length
  }
}
