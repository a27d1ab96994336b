import TestSupport
import XvfbTestSupport

/// A seeded generator of `layout` command inputs: valid cases, and the ways real input goes wrong
/// (truncation, wrong types, huge and negative numbers, NaN, unknown and duplicate keys, deep
/// nesting, invalid UTF-8, random bytes). Case `n` of seed `s` is always the same bytes, so a
/// failure names the seed and index that reproduce it.
struct LayoutInputFuzzer {
  /// One generated input and the recipe that made it (for failure messages).
  struct Input {
    var bytes: [UInt8]
    var recipe: String
  }

  static let layouts = ["flow", "equal-h", "equal-v", "spiral", "hstack", "vstack", "zstack"]

  /// The input number `index` for `seed`.
  static func input(seed: UInt64, index: Int) -> Input {
    var fuzzer = LayoutInputFuzzer(random: SeededRandom(seed: seed &* 0x1000_0001 &+ UInt64(index)))
    return fuzzer.make()
  }

  private var random: SeededRandom

  private mutating func make() -> Input {
    switch random.int(0..<100) {
    case 0..<20: return Input(bytes: Array(validDocument().utf8), recipe: "valid")
    case 20..<32: return truncated()
    case 32..<44: return Input(bytes: Array(documentWithBadField().utf8), recipe: "bad field")
    case 44..<54: return Input(bytes: Array(extremeDocument().utf8), recipe: "extreme numbers")
    case 54..<62: return deepNesting()
    case 62..<72: return invalidUTF8()
    case 72..<84: return byteMutations()
    case 84..<92: return Input(bytes: Array(randomJSON(depth: 0).utf8), recipe: "random JSON")
    default: return randomBytes()
    }
  }

  // MARK: - Valid cases

  /// A number a user might write: integers, decimals, exponents, zero, occasionally large.
  private mutating func plausibleNumber(max: Double = 400) -> String {
    switch random.int(0..<10) {
    case 0: return "0"
    case 1: return String(random.int(0...2000))
    case 2: return String(format3(Double.random(in: 0...max, using: &random)))
    case 3: return "\(random.int(1...9))e\(random.int(0...3))"
    case 4: return "\(random.int(0...999)).\(random.int(0...99))E+1"
    default: return String(random.int(0...Int(max)))
    }
  }

  private func format3(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)
  }

  private mutating func proposal() -> String {
    random.chance(0.3) ? "null" : plausibleNumber(max: 1200)
  }

  private mutating func items(count: Int) -> String {
    var parts: [String] = []
    parts.reserveCapacity(count)
    for _ in 0..<count { parts.append("[\(plausibleNumber(max: 200)), \(plausibleNumber(max: 80))]") }
    return "[" + parts.joined(separator: random.chance(0.5) ? ", " : ",") + "]"
  }

  /// The members of one valid case, as (key, JSON text) pairs.
  private mutating func validMembers() -> [(String, String)] {
    let layout = random.pick(Self.layouts)
    var members: [(String, String)] = [
      ("layout", "\"\(layout)\""), ("width", proposal()), ("height", proposal()),
    ]
    switch layout {
    case "flow":
      if random.chance(0.6) { members.append(("hspacing", random.chance(0.1) ? "null" : plausibleNumber(max: 40))) }
      if random.chance(0.6) { members.append(("vspacing", random.chance(0.1) ? "null" : plausibleNumber(max: 40))) }
      if random.chance(0.6) {
        members.append(
          ("alignment", random.chance(0.1) ? "null" : "\"\(random.pick(["leading", "center", "trailing"]))\""))
      }
    case "spiral", "zstack": break
    default:
      if random.chance(0.6) { members.append(("spacing", random.chance(0.1) ? "null" : plausibleNumber(max: 40))) }
    }
    members.append(("items", items(count: random.chance(0.1) ? 0 : random.int(1...30))))
    members.shuffle(using: &random)
    return members
  }

  private mutating func object(_ members: [(String, String)]) -> String {
    let separator = random.chance(0.2) ? ",\n  " : ", "
    return "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: separator) + "}"
  }

  private mutating func validDocument(cases: Int? = nil) -> String {
    let count = cases ?? (random.chance(0.1) ? 0 : random.int(1...4))
    var parts: [String] = []
    for _ in 0..<count { parts.append(object(validMembers())) }
    let space = random.chance(0.2) ? " \n\t" : ""
    return space + "[" + parts.joined(separator: ",\n") + "]" + space
  }

  // MARK: - Broken documents

  private mutating func truncated() -> Input {
    let bytes = Array(validDocument(cases: random.int(1...3)).utf8)
    let cut = random.int(0..<max(1, bytes.count))
    return Input(bytes: Array(bytes[..<cut]), recipe: "truncated at \(cut) of \(bytes.count)")
  }

  /// Values of the wrong type, or of the right type with a wrong value.
  private mutating func hostileValue() -> String {
    random.pick([
      "\"300\"", "true", "false", "{}", "[]", "[1]", "[1, 2, 3]", "{\"w\": 1}", "\"\"", "-1", "-0.5",
      "-1e-300", "NaN", "Infinity", "-Infinity", "\"NaN\"", "\"Infinity\"", "1e309", "-1e309",
      "1e99999999999", "\"grid\"", "\"LEADING\"", "[[1, 2]]", "[[1, -2]]", "[[1]]", "[[1, 2, 3]]",
      "[[\"a\", 2]]", "[null]", "[[null, null]]", "null", "0", "1.5e308", "[[1e308, 1e308]]",
      "\"\\u0000\"", "\"\\ud800\"", "\"flow\\u0000\"", "[[NaN, 1]]", "[[1, Infinity]]",
    ])
  }

  private mutating func documentWithBadField() -> String {
    var members = validMembers()
    switch random.int(0..<5) {
    case 0, 1:
      let i = random.int(0..<members.count)
      members[i].1 = hostileValue()
    case 2:
      members.append(
        (
          random.pick(["spacing", "hspacing", "alignment", "colour", "Width", "", "layout", "items", "ẅidth"]),
          hostileValue()
        ))
    case 3:
      members.remove(at: random.int(0..<members.count))
    default:
      let i = random.int(0..<members.count)
      members.append(members[i])
    }
    var parts: [String] = []
    let count = random.int(1...3)
    let broken = random.int(0..<count)
    for i in 0..<count { parts.append(i == broken ? object(members) : object(validMembers())) }
    return "[" + parts.joined(separator: ", ") + "]"
  }

  /// Valid JSON whose numbers are at the edges of a double, or extreme counts.
  private mutating func extremeNumber() -> String {
    random.pick([
      "1e308", "1.7976931348623157e308", "1.7976931348623159e308", "4.9e-324", "2.2250738585072014e-308",
      "1e-400", "0.0000000000000000000000000000000000001", "18446744073709551616", "9007199254740993",
      String(repeating: "9", count: random.int(20...400)), "1" + String(repeating: "0", count: 309),
      "0." + String(repeating: "0", count: 400) + "1", "123456789012345678901234567890e-10",
      "1e22", "1e23", "-0", "0e0", "0E-0", "1e-5", "65536", "16777217", "2147483648",
    ])
  }

  private mutating func extremeDocument() -> String {
    let layout = random.pick(Self.layouts)
    var members: [(String, String)] = [("layout", "\"\(layout)\"")]
    members.append(("width", random.chance(0.5) ? extremeNumber() : proposal()))
    members.append(("height", random.chance(0.5) ? extremeNumber() : proposal()))
    if layout == "flow" {
      members.append(("hspacing", random.chance(0.5) ? extremeNumber() : "8"))
      members.append(("vspacing", random.chance(0.5) ? extremeNumber() : "8"))
    } else if !["spiral", "zstack"].contains(layout) {
      members.append(("spacing", random.chance(0.5) ? extremeNumber() : "8"))
    }
    let count = random.chance(0.2) ? random.int(500...3000) : random.int(1...20)
    var items: [String] = []
    for _ in 0..<count {
      let w = random.chance(0.3) ? extremeNumber() : plausibleNumber(max: 100)
      let h = random.chance(0.3) ? extremeNumber() : plausibleNumber(max: 100)
      items.append("[\(w), \(h)]")
    }
    members.append(("items", "[" + items.joined(separator: ",") + "]"))
    members.shuffle(using: &random)
    return "[" + object(members) + "]"
  }

  private mutating func deepNesting() -> Input {
    let depth = random.pick([100, 511, 512, 513, 1000, 5000, 100_000, 1_000_000])
    let kind = random.int(0..<4)
    var text: String
    switch kind {
    case 0: text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    case 1: text = "[" + String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth) + "]"
    case 2: text = String(repeating: "[{\"items\":", count: depth / 2)  // unterminated
    default:
      // Deep garbage inside an otherwise valid case.
      let inner = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      text = "[{\"layout\": \"flow\", \"width\": 1, \"height\": null, \"items\": [\(inner)]}]"
    }
    return Input(bytes: Array(text.utf8), recipe: "nesting \(depth) kind \(kind)")
  }

  private mutating func invalidUTF8() -> Input {
    var bytes = Array(validDocument(cases: random.int(1...2)).utf8)
    let sequences: [[UInt8]] = [
      [0xFF], [0xFE], [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC3],
      [0xF8, 0x88, 0x80, 0x80, 0x80],
    ]
    let insertions = random.int(1...3)
    for _ in 0..<insertions {
      // Inside a string when possible: right after an opening quote.
      let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
      let at = random.chance(0.7) && !quotes.isEmpty ? random.pick(quotes) + 1 : random.int(0...bytes.count)
      bytes.insert(contentsOf: random.pick(sequences), at: at)
    }
    return Input(bytes: bytes, recipe: "invalid UTF-8")
  }

  private mutating func byteMutations() -> Input {
    var bytes = Array(validDocument(cases: random.int(1...3)).utf8)
    let edits = random.int(1...8)
    let interesting = Array("[]{}:,\"\\-+.eE0123456789 \n\tnull".utf8) + [0, 0x7F, 0x1F, 0xC3, 0xA9]
    for _ in 0..<edits where !bytes.isEmpty {
      let at = random.int(0..<bytes.count)
      switch random.int(0..<4) {
      case 0: bytes[at] = random.pick(interesting)
      case 1: bytes.remove(at: at)
      case 2: bytes.insert(random.pick(interesting), at: at)
      default: bytes[at] ^= UInt8(1 << random.int(0..<8))
      }
    }
    return Input(bytes: bytes, recipe: "byte mutations")
  }

  private mutating func randomJSON(depth: Int) -> String {
    let choice = depth > 4 ? random.int(0..<5) : random.int(0..<8)
    switch choice {
    case 0: return "null"
    case 1: return random.chance(0.5) ? "true" : "false"
    case 2: return random.chance(0.5) ? plausibleNumber() : extremeNumber()
    case 3: return "\"" + random.pick(["flow", "", "x", "é", "🧠", "\\n", "\\u00e9", "items"]) + "\""
    case 4: return hostileValue()
    case 5, 6:
      let count = random.int(0...4)
      return "[" + (0..<count).map { _ in randomJSON(depth: depth + 1) }.joined(separator: ", ") + "]"
    default:
      let count = random.int(0...4)
      let keys = ["layout", "width", "height", "items", "spacing", "hspacing", "vspacing", "alignment", "k"]
      return "{"
        + (0..<count).map { _ in "\"\(random.pick(keys))\": \(randomJSON(depth: depth + 1))" }
        .joined(separator: ", ") + "}"
    }
  }

  private mutating func randomBytes() -> Input {
    let count = random.int(0...200)
    var bytes: [UInt8] = []
    for _ in 0..<count { bytes.append(UInt8.random(in: 0...255, using: &random)) }
    if random.chance(0.5) { bytes.insert(UInt8(ascii: "["), at: 0) }
    return Input(bytes: bytes, recipe: "random bytes")
  }
}
