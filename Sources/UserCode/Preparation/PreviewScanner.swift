import Foundation

/// Finds a file's previews and rewrites its `#Preview` blocks into functions we can call.
///
/// There is no `#Preview` macro in our modules, so each file-scope `#Preview { … }`,
/// `#Preview("Name") { … }` or `#Preview("Name", traits: …) { … }` has its opening (from `#` to
/// `{`) replaced by `@MainActor @ViewBuilder fileprivate func __playgroundPreview_N() -> some View {`.
/// The body and the closing brace stay as written, and the replacement keeps as many line
/// breaks as the opening had, so compiler diagnostics and traps point at the user's lines. The
/// function is file-private (a preview may use the file's private declarations; so does the
/// registration function appended to the same file) and `@ViewBuilder` (a body of several views
/// works, and one with an explicit `return` is type-checked without the builder, as in Xcode).
///
/// File-scope types conforming to `PreviewProvider` (directly, among other conformances, or in
/// an extension; private ones too) are listed under the type's name. Nested and generic types
/// are not: a file-scope function could not reach or instantiate them.
///
/// Comments and literals are blanked first (`CodeMask`), so a `#Preview` or a brace inside one
/// is never seen. A file with unbalanced braces, parentheses in a `#Preview(…)`, or an
/// unterminated comment or literal is passed through untouched, with no previews.
package enum PreviewScanner {
  package static let functionPrefix = "__playgroundPreview_"

  package static func scan(_ text: String) -> ScannedSource {
    let untouched = ScannedSource(text: text, previews: [], importsUI: false, passedThrough: true)
    guard let mask = CodeMask(text) else { return untouched }
    var cursor = Cursor(mask: mask)
    guard let found = cursor.scanFile() else { return untouched }

    var output = mask.original
    var previews: [FoundPreview] = []
    var functionNumber = 0
    // Replace back to front so earlier offsets stay valid.
    var replacements: [(range: Range<Int>, bytes: [UInt8])] = []
    for item in found.items {
      switch item {
      case .provider(let type, let offset):
        previews.append(FoundPreview(kind: .provider(type: type), line: mask.line(at: offset)))
      case .macro(let name, let opening):
        functionNumber += 1
        let function = "\(functionPrefix)\(functionNumber)"
        previews.append(
          FoundPreview(kind: .macro(name: name, function: function), line: mask.line(at: opening.lowerBound)))
        let breaks = mask.original[opening].filter { $0 == ASCII.newline }.count
        let header = "@MainActor @ViewBuilder fileprivate func \(function)() -> some View {"
        replacements.append((opening, Array(header.utf8) + Array(repeating: ASCII.newline, count: breaks)))
      }
    }
    for replacement in replacements.reversed() {
      output.replaceSubrange(replacement.range, with: replacement.bytes)
    }
    return ScannedSource(
      text: String(decoding: output, as: UTF8.self), previews: previews, importsUI: found.importsUI,
      passedThrough: false)
  }
}

/// What one pass over the mask found, in source order.
private struct ScanResult {
  enum Item {
    case macro(name: String?, opening: Range<Int>)
    case provider(type: String, offset: Int)
  }

  var items: [Item] = []
  var importsUI = false
}

/// Walks the blanked code once, tracking brace depth, and recognises at file scope: `#Preview`,
/// type declarations with their conformances, and imports.
private struct Cursor {
  let mask: CodeMask
  var code: [UInt8] { mask.code }
  var index = 0

  init(mask: CodeMask) { self.mask = mask }

  /// Nil when the braces do not balance.
  mutating func scanFile() -> ScanResult? {
    var result = ScanResult()
    var depth = 0
    while index < code.count {
      let byte = code[index]
      if byte == ASCII.openBrace {
        depth += 1
        index += 1
      } else if byte == ASCII.closeBrace {
        depth -= 1
        if depth < 0 { return nil }
        index += 1
      } else if depth == 0, byte == ASCII.hash, word(at: index + 1) == "Preview" {
        switch scanPreview() {
        case .preview(let item): result.items.append(item)
        case .notRewritable: break
        case .unbalanced: return nil
        }
      } else if ASCII.isIdentifier(byte), index == 0 || !ASCII.isIdentifier(code[index - 1]) {
        let start = index
        let keyword = readIdentifier()
        let afterDot = start > 0 && code[start - 1] == UInt8(ascii: ".")
        guard depth == 0, !afterDot else { continue }
        switch keyword {
        case "struct", "class", "enum", "actor", "extension":
          if let type = scanConformance(extension: keyword == "extension") {
            result.items.append(.provider(type: type, offset: start))
          }
        case "import":
          if let module = scanImportedModule(), module == "SwiftUI" || module == "PlaygroundUI" {
            result.importsUI = true
          }
        default: break
        }
      } else {
        index += 1
      }
    }
    return depth == 0 ? result : nil
  }

  // MARK: #Preview

  enum PreviewScan {
    case preview(ScanResult.Item)
    /// `#Preview(…)` without a trailing body (`body:` inside the parentheses) is not a form we
    /// rewrite; the compiler will say there is no such macro.
    case notRewritable
    case unbalanced
  }

  /// At `#Preview`: its name (a leading string literal argument), and the range from `#` to the
  /// body's `{` inclusive. Moves to after the body's closing brace.
  mutating func scanPreview() -> PreviewScan {
    let start = index
    index += 1 + "Preview".utf8.count
    skipSpaces()
    var name: String?
    if index < code.count, code[index] == ASCII.openParen {
      index += 1
      skipSpaces()
      if let literal = mask.stringLiterals.first(where: { $0.lowerBound == index }) {
        name = StringLiteral.value(of: Array(mask.original[literal]))
      }
      guard skipToClosingParenthesis() else { return .unbalanced }
      skipSpaces()
    }
    guard index < code.count, code[index] == ASCII.openBrace else { return .notRewritable }
    let opening = start..<(index + 1)
    index += 1
    var depth = 1
    while index < code.count, depth > 0 {
      if code[index] == ASCII.openBrace { depth += 1 }
      if code[index] == ASCII.closeBrace { depth -= 1 }
      index += 1
    }
    return depth == 0 ? .preview(.macro(name: name, opening: opening)) : .unbalanced
  }

  mutating func skipToClosingParenthesis() -> Bool {
    var depth = 1
    while index < code.count {
      if code[index] == ASCII.openParen { depth += 1 }
      if code[index] == ASCII.closeParen { depth -= 1 }
      index += 1
      if depth == 0 { return true }
    }
    return false
  }

  // MARK: Declarations

  /// After `struct`/`class`/`enum`/`actor`/`extension`: the declared (or extended) type's name
  /// when its inheritance clause names `PreviewProvider` and it is not generic.
  mutating func scanConformance(extension isExtension: Bool) -> String? {
    skipSpaces()
    var name = ""
    while index < code.count, ASCII.isIdentifier(code[index]) || (isExtension && code[index] == UInt8(ascii: ".")) {
      name.append(Character(UnicodeScalar(code[index])))
      index += 1
    }
    guard !name.isEmpty else { return nil }
    skipSpaces()
    guard index < code.count, code[index] == UInt8(ascii: ":") else { return nil }
    // The clause ends at the body's brace (a `where` clause may come first).
    guard let brace = code[index...].firstIndex(of: ASCII.openBrace) else { return nil }
    var clause = String(decoding: code[(index + 1)..<brace], as: UTF8.self)
    if let whereClause = clause.range(of: #"\bwhere\b"#, options: .regularExpression) {
      clause = String(clause[..<whereClause.lowerBound])
    }
    index = brace
    let conformances = Self.topLevelItems(of: clause).map { item in
      // `@preconcurrency PreviewProvider`, `SwiftUI.PreviewProvider`.
      let words = item.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
      let last = words.last.map(String.init) ?? ""
      return last.split(separator: ".").last.map(String.init) ?? last
    }
    return conformances.contains("PreviewProvider") ? name : nil
  }

  /// Comma-separated items outside angle brackets.
  static func topLevelItems(of clause: String) -> [String] {
    var items: [String] = []
    var current = ""
    var angles = 0
    for character in clause {
      if character == "<" { angles += 1 }
      if character == ">" { angles -= 1 }
      if character == ",", angles == 0 {
        items.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    items.append(current)
    return items.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
  }

  /// After `import`: the module a whole-module import names; nil for `import struct M.X`.
  mutating func scanImportedModule() -> String? {
    skipSpaces()
    let module = readIdentifier()
    let kinds: Set = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
    return kinds.contains(module) || module.isEmpty ? nil : module
  }

  // MARK: Tokens

  func word(at offset: Int) -> String {
    var end = offset
    while end < code.count, ASCII.isIdentifier(code[end]) { end += 1 }
    return String(decoding: code[offset..<end], as: UTF8.self)
  }

  mutating func readIdentifier() -> String {
    let word = word(at: index)
    index += word.utf8.count
    return word
  }

  mutating func skipSpaces() {
    while index < code.count, ASCII.isSpace(code[index]) { index += 1 }
  }
}
