/// Reads a saved file against the built file's skeleton without parsing it again, so that a
/// literal edit costs well under a millisecond (swift-syntax takes about 30 ms for 100 lines in
/// a debug build).
///
/// Outside the built literals every byte must be the same; where the skeleton has a literal,
/// the saved file must have exactly one literal token of the same kind (`LiteralLexeme.read`),
/// ending where the next byte could not continue it. A literal token is self-delimiting, so
/// the saved file is then the built token sequence with other literal values: it parses the
/// same, and the built file's analysis (which literals are looked up, and where) holds for it.
enum LiteralLexeme {
  /// The values of the skeleton's literals in `bytes`, in order; nil when `bytes` is not the
  /// skeleton with literals of the same kinds.
  static func values(of bytes: [UInt8], matching skeleton: [UInt8]) -> [LiteralValue]? {
    var values: [LiteralValue] = []
    var index = 0
    var position = 0
    while index < skeleton.count {
      if skeleton[index] == 0, index + 1 < skeleton.count,
        let kind = DesignTimeLiterals.Kind(rawValue: Character(Unicode.Scalar(skeleton[index + 1])))
      {
        guard let (end, value) = read(kind, in: bytes, at: position) else { return nil }
        values.append(value)
        position = end
        index += 2
        continue
      }
      guard position < bytes.count, bytes[position] == skeleton[index] else { return nil }
      position += 1
      index += 1
    }
    return position == bytes.count ? values : nil
  }

  /// The literal token of `kind` starting at `start`: where it ends and its value; nil when
  /// there is none, or when the next byte would continue it (`8e`, `8.5` for an integer).
  static func read(_ kind: DesignTimeLiterals.Kind, in bytes: [UInt8], at start: Int) -> (
    end: Int, value: LiteralValue
  )? {
    switch kind {
    case .integer, .float: number(kind, in: bytes, at: start)
    case .boolean: boolean(in: bytes, at: start)
    case .string: string(in: bytes, at: start)
    }
  }

  private static func isIdentifier(_ byte: UInt8) -> Bool { ASCII.isIdentifier(byte) || byte >= 0x80 }

  private static func isDigit(_ byte: UInt8, radix: Int) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) < radix
    case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): radix == 16
    default: false
    }
  }

  private static func number(_ kind: DesignTimeLiterals.Kind, in bytes: [UInt8], at start: Int) -> (
    end: Int, value: LiteralValue
  )? {
    var index = start
    let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var radix = 10
    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "0") {
      switch bytes[index + 1] {
      case UInt8(ascii: "x"): radix = 16
      case UInt8(ascii: "o"): radix = 8
      case UInt8(ascii: "b"): radix = 2
      default: break
      }
      if radix != 10 { index += 2 }
    }
    let digitsStart = index
    func digits() -> Bool {
      guard index < bytes.count, isDigit(bytes[index], radix: radix) else { return false }
      while index < bytes.count, isDigit(bytes[index], radix: radix) || bytes[index] == UInt8(ascii: "_") { index += 1 }
      return true
    }
    guard digits() else { return nil }
    var isFloat = false
    // A fraction needs a digit after the point (`1.description` is a member access).
    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(bytes[index + 1], radix: radix) {
      index += 1
      _ = digits()
      isFloat = true
    }
    let exponent: [UInt8] =
      radix == 16 ? [UInt8(ascii: "p"), UInt8(ascii: "P")] : [UInt8(ascii: "e"), UInt8(ascii: "E")]
    if radix == 10 || radix == 16, index < bytes.count, exponent.contains(bytes[index]) {
      index += 1
      if index < bytes.count, [UInt8(ascii: "+"), UInt8(ascii: "-")].contains(bytes[index]) { index += 1 }
      let saved = radix
      radix = 10
      guard digits() else { return nil }
      radix = saved
      isFloat = true
    }
    guard isFloat == (kind == .float), radix == 10 || radix == 16 || !isFloat else { return nil }
    if index < bytes.count, isIdentifier(bytes[index]) { return nil }
    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), ASCII.isIdentifier(bytes[index + 1]) {
      // `8.5` read as `8` would leave `.5`; a member access after a literal (`8.max`) is a
      // change of code the skeleton catches, but a number is never split.
      if isDigit(bytes[index + 1], radix: 10) { return nil }
    }
    let text = String(decoding: bytes[digitsStart..<index].filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
    if isFloat {
      let prefix = radix == 16 ? "0x" : ""
      guard let value = Double(prefix + text), value.isFinite else { return nil }
      return (index, .float(negative ? -value : value))
    }
    guard let value = Int(text, radix: radix) else { return nil }
    return (index, .integer(negative ? -value : value))
  }

  private static func boolean(in bytes: [UInt8], at start: Int) -> (end: Int, value: LiteralValue)? {
    for (word, value) in [("true", true), ("false", false)] {
      let end = start + word.utf8.count
      guard end <= bytes.count, bytes[start..<end].elementsEqual(word.utf8) else { continue }
      if end < bytes.count, isIdentifier(bytes[end]) { return nil }
      return (end, .boolean(value))
    }
    return nil
  }

  /// A one-line string literal without interpolation, with the escapes Swift has.
  private static func string(in bytes: [UInt8], at start: Int) -> (end: Int, value: LiteralValue)? {
    guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
    var value: [UInt8] = []
    var index = start + 1
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        // `""` then `"` would be a multi-line opening: not this literal.
        if index == start + 1, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") { return nil }
        return (index + 1, .string(String(decoding: value, as: UTF8.self)))
      case ASCII.newline, UInt8(ascii: "\r"):
        return nil
      case UInt8(ascii: "\\"):
        guard index + 1 < bytes.count else { return nil }
        index += 1
        switch bytes[index] {
        case UInt8(ascii: "0"): value.append(0)
        case UInt8(ascii: "\\"): value.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "n"): value.append(ASCII.newline)
        case UInt8(ascii: "r"): value.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "\""): value.append(UInt8(ascii: "\""))
        case UInt8(ascii: "'"): value.append(UInt8(ascii: "'"))
        case UInt8(ascii: "u"):
          guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{"),
            let close = bytes[(index + 2)...].prefix(9).firstIndex(of: UInt8(ascii: "}")),
            let code = UInt32(String(decoding: bytes[(index + 2)..<close], as: UTF8.self), radix: 16),
            let scalar = Unicode.Scalar(code)
          else { return nil }
          value += Array(String(Character(scalar)).utf8)
          index = close
        default:
          return nil  // `\(`: interpolation; anything else does not compile.
        }
        index += 1
      default:
        value.append(byte)
        index += 1
      }
    }
    return nil
  }
}
