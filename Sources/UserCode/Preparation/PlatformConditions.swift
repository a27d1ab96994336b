/// Makes `#if` and `#elseif` conditions choose the branches the target platform would.
///
/// The compiler runs on Linux, where `os(iOS)` is false and `os(Linux)` is true; opened code was
/// written for iOS. So in each `#if`/`#elseif` line, `os(NAME)` becomes `true` when NAME is the
/// target platform's and `false` otherwise (Linux, watchOS, tvOS, visionOS…),
/// `targetEnvironment(…)` becomes `false` (neither the simulator nor Mac Catalyst), and, for
/// macOS, `canImport(UIKit)` becomes `false`. Each replacement is padded with spaces to the
/// length of what it replaces, so every line and column stays where it was (diagnostics and
/// traps point at the user's text). Comments and string literals are never touched
/// (`CodeMask`); a condition is read to the end of its line.
package enum PlatformConditions {
  package static func rewrite(_ text: String, for platform: TargetPlatform) -> String {
    guard let mask = CodeMask(text) else { return text }
    var output = mask.original
    var changed = false
    var lineStart = 0
    let code = mask.code
    while lineStart < code.count {
      let lineEnd = code[lineStart...].firstIndex(of: ASCII.newline) ?? code.count
      if let conditionStart = conditionStart(in: code, from: lineStart, to: lineEnd) {
        for test in tests(in: code, from: conditionStart, to: lineEnd) {
          guard let replacement = replacement(for: test, on: platform) else { continue }
          let bytes = Array(replacement.utf8)
          guard bytes.count <= test.bytes.count else { continue }
          output.replaceSubrange(
            test.bytes, with: bytes + Array(repeating: ASCII.space, count: test.bytes.count - bytes.count))
          changed = true
        }
      }
      lineStart = lineEnd + 1
    }
    return changed ? String(decoding: output, as: UTF8.self) : text
  }

  /// Where the condition of a `#if` or `#elseif` line starts, or nil for any other line.
  private static func conditionStart(in code: [UInt8], from start: Int, to end: Int) -> Int? {
    var index = start
    while index < end, ASCII.isSpace(code[index]) { index += 1 }
    for keyword in ["#if", "#elseif"] {
      let bytes = Array(keyword.utf8)
      let after = index + bytes.count
      guard after <= end, Array(code[index..<after]) == bytes else { continue }
      if after < end, ASCII.isIdentifier(code[after]) { continue }
      return after
    }
    return nil
  }

  /// One platform test in a condition: `name(argument)`, spanning `bytes`.
  private struct Test {
    let name: String
    let argument: String
    let bytes: Range<Int>
  }

  /// The tests `os(…)`, `targetEnvironment(…)` and `canImport(…)` in a condition.
  private static func tests(in code: [UInt8], from start: Int, to end: Int) -> [Test] {
    var found: [Test] = []
    var index = start
    func skipSpaces() {
      while index < end, code[index] == ASCII.space || code[index] == UInt8(ascii: "\t") { index += 1 }
    }
    func identifier() -> String? {
      let first = index
      while index < end, ASCII.isIdentifier(code[index]) { index += 1 }
      return first < index ? String(decoding: code[first..<index], as: UTF8.self) : nil
    }
    while index < end {
      guard ASCII.isIdentifier(code[index]), index == start || !ASCII.isIdentifier(code[index - 1]) else {
        index += 1
        continue
      }
      let testStart = index
      guard let name = identifier() else { continue }
      guard ["os", "targetEnvironment", "canImport"].contains(name) else { continue }
      skipSpaces()
      guard index < end, code[index] == ASCII.openParen else { continue }
      index += 1
      skipSpaces()
      guard let argument = identifier() else { continue }
      skipSpaces()
      guard index < end, code[index] == ASCII.closeParen else { continue }
      index += 1
      found.append(Test(name: name, argument: argument, bytes: testStart..<index))
    }
    return found
  }

  /// What a test becomes on `platform`: `true`, `false`, or nil to leave it to the compiler.
  private static func replacement(for test: Test, on platform: TargetPlatform) -> String? {
    switch test.name {
    case "os": platform.osNames.contains(test.argument) ? "true" : "false"
    case "targetEnvironment": "false"
    case "canImport" where test.argument == "UIKit" && platform == .macos: "false"
    default: nil
    }
  }
}
