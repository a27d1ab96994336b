/// Numbers: RFC 8259 syntax, correctly rounded to doubles, their text kept for messages.
extension JSONParser {
  /// Exact powers of ten: a double times or divided by one of these rounds once, correctly
  /// (Clinger's fast path), when the mantissa is below 2^53.
  static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  mutating func parseNumber() throws(SyntaxError) -> JSONValue {
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

  func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
