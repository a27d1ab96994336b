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
  package static let previewablePrefix = "__PlaygroundPreviewable_"

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
      case .app(let type, let offset):
        previews.append(FoundPreview(kind: .app(type: type), line: mask.line(at: offset)))
      case .entryPoint(let range):
        // The opened code is a library loaded into the playground, which has its own entry
        // point: `@main` is blanked (same columns), and the app is listed as a preview.
        replacements.append((range, Array(repeating: ASCII.space, count: range.count)))
      case .macro(let name, let traits, let opening, let previewable):
        functionNumber += 1
        let function = "\(functionPrefix)\(functionNumber)"
        previews.append(
          FoundPreview(
            kind: .macro(name: name, function: function, traits: traits), line: mask.line(at: opening.lowerBound)))
        let breaks = mask.original[opening].filter { $0 == ASCII.newline }.count
        var header = "@MainActor @ViewBuilder fileprivate func \(function)() -> some View {"
        if let previewable {
          // Xcode's macro turns a body with `@Previewable` properties into a view holding
          // them; so does this: the function makes a file-private view whose stored
          // properties are the `@Previewable` declarations (the attribute blanked) and whose
          // `body` is the rest of the block, opened at the end of the last declaration's line
          // and closed after the block's brace. No line moves, nor any column before those.
          let view = "\(previewablePrefix)\(functionNumber)"
          header =
            "@MainActor fileprivate func \(function)() -> some View { \(view)() }; "
            + "fileprivate struct \(view): View {"
          for attribute in previewable.attributes {
            replacements.append((attribute, Array(repeating: ASCII.space, count: attribute.count)))
          }
          replacements.append(
            (previewable.bodyOpening..<previewable.bodyOpening, Array(" ; @ViewBuilder var body: some View {".utf8)))
          replacements.append((previewable.closingBrace..<previewable.closingBrace, [ASCII.closeBrace]))
        }
        replacements.append((opening, Array(header.utf8) + Array(repeating: ASCII.newline, count: breaks)))
      }
    }
    replacements.sort { $0.range.lowerBound < $1.range.lowerBound }
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
    /// `traits`: the source of the traits arguments, on one line.
    case macro(name: String?, traits: String?, opening: Range<Int>, previewable: Previewable?)
    case provider(type: String, offset: Int)
    /// A type conforming to `App`.
    case app(type: String, offset: Int)
    /// `@main`, to blank.
    case entryPoint(Range<Int>)
  }

  /// Where a `#Preview` body with `@Previewable` declarations is rewritten.
  struct Previewable {
    /// Each `@Previewable` attribute.
    var attributes: [Range<Int>]
    /// Where the body opens: after the last code byte of the last declaration.
    var bodyOpening: Int
    /// The block's closing brace (a second one goes before it).
    var closingBrace: Int
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
      } else if depth == 0, byte == UInt8(ascii: "@"), word(at: index + 1) == "main" {
        result.items.append(.entryPoint(index..<(index + 5)))
        index += 5
      } else if ASCII.isIdentifier(byte), index == 0 || !ASCII.isIdentifier(code[index - 1]) {
        let start = index
        let keyword = readIdentifier()
        let afterDot = start > 0 && code[start - 1] == UInt8(ascii: ".")
        guard depth == 0, !afterDot else { continue }
        switch keyword {
        case "struct", "class", "enum", "actor", "extension":
          if let (type, conformances) = scanConformances(extension: keyword == "extension") {
            if conformances.contains("PreviewProvider") { result.items.append(.provider(type: type, offset: start)) }
            if conformances.contains("App"), keyword != "extension" {
              result.items.append(.app(type: type, offset: start))
            }
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
    var traits: String?
    if index < code.count, code[index] == ASCII.openParen {
      index += 1
      skipSpaces()
      let arguments = index
      if let literal = mask.stringLiterals.first(where: { $0.lowerBound == index }) {
        name = StringLiteral.value(of: Array(mask.original[literal]))
      }
      guard skipToClosingParenthesis() else { return .unbalanced }
      traits = traitsArgument(in: arguments..<(index - 1))
      skipSpaces()
    }
    guard index < code.count, code[index] == ASCII.openBrace else { return .notRewritable }
    let opening = start..<(index + 1)
    index += 1
    var depth = 1
    var attributes: [Range<Int>] = []
    var declarationEnd: Int?
    while index < code.count, depth > 0 {
      let byte = code[index]
      if byte == ASCII.openBrace { depth += 1 }
      if byte == ASCII.closeBrace { depth -= 1 }
      if depth == 1, byte == UInt8(ascii: "@"), word(at: index + 1) == "Previewable" {
        attributes.append(index..<(index + 1 + "Previewable".utf8.count))
        declarationEnd = endOfDeclaration(from: index)
        index = declarationEnd ?? index + 1
        continue
      }
      index += 1
    }
    guard depth == 0 else { return .unbalanced }
    let previewable = declarationEnd.map {
      ScanResult.Previewable(attributes: attributes, bodyOpening: $0, closingBrace: index - 1)
    }
    return .preview(.macro(name: name, traits: traits, opening: opening, previewable: previewable))
  }

  /// The traits of `#Preview("Name", traits: .a, .b)`: the code after the `traits:` label up to
  /// the closing parenthesis (`range` is inside the parentheses), with literals as written,
  /// comments and line breaks as spaces, and runs of spaces as one. Nil without a `traits:` label at the top level.
  func traitsArgument(in range: Range<Int>) -> String? {
    var depth = 0
    var offset = range.lowerBound
    while offset < range.upperBound {
      let byte = code[offset]
      if byte == ASCII.openParen || byte == UInt8(ascii: "[") { depth += 1 }
      if byte == ASCII.closeParen || byte == UInt8(ascii: "]") { depth -= 1 }
      let startsWord = offset == range.lowerBound || !ASCII.isIdentifier(code[offset - 1])
      if depth == 0, startsWord, word(at: offset) == "traits" {
        var colon = offset + "traits".utf8.count
        while colon < range.upperBound, ASCII.isSpace(code[colon]) { colon += 1 }
        if colon < range.upperBound, code[colon] == UInt8(ascii: ":") {
          let bytes = ((colon + 1)..<range.upperBound).map { at -> UInt8 in
            let inLiteral = mask.stringLiterals.contains { $0.contains(at) }
            let byte = inLiteral ? mask.original[at] : code[at]
            return byte == ASCII.newline || byte == UInt8(ascii: "\r") ? ASCII.space : byte
          }
          // One line (the registration is appended on one), spaces collapsed.
          let text = String(decoding: bytes, as: UTF8.self).split(separator: " ").joined(separator: " ")
          return text.isEmpty ? nil : text
        }
      }
      offset += 1
    }
    return nil
  }

  /// From a declaration's start inside a block: just after its last code byte, which is on the
  /// first line break where every bracket it opened is closed (`@Previewable @State var items =
  /// [` … `]` spans lines). A trailing comment stays after the returned offset.
  func endOfDeclaration(from start: Int) -> Int {
    var depth = 0
    var offset = start
    var lastCode = start
    while offset < code.count {
      let byte = code[offset]
      if byte == ASCII.openBrace || byte == ASCII.openParen || byte == UInt8(ascii: "[") { depth += 1 }
      if byte == ASCII.closeBrace || byte == ASCII.closeParen || byte == UInt8(ascii: "]") {
        if depth == 0 { break }
        depth -= 1
      }
      if byte == ASCII.newline, depth == 0 { break }
      if byte == UInt8(ascii: ";"), depth == 0 { break }
      // A literal is blanked but for its first byte: it ends at its closing delimiter.
      if byte == ASCII.quote || byte == ASCII.hash,
        let literal = mask.stringLiterals.first(where: { $0.lowerBound == offset })
      {
        lastCode = literal.upperBound - 1
        offset = literal.upperBound
        continue
      }
      if !ASCII.isSpace(byte) { lastCode = offset }
      offset += 1
    }
    return lastCode + 1
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
  /// and the last component of each name in its inheritance clause, when it has one and is not
  /// generic.
  mutating func scanConformances(extension isExtension: Bool) -> (type: String, conformances: [String])? {
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
    return (name, conformances)
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
