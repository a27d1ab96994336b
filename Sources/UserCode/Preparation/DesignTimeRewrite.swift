/// Turns a file's literals into lookups into the window's literal table, as Xcode's previews
/// do: `8` becomes `__designTimeInteger("#0_3", fallback: 8)` (Xcode's spelling), where
/// `#0_3` is the file's number in the build and the literal's number in the file.
///
/// The lookups are generic over the literal protocols (`ExpressibleByIntegerLiteral`…), with
/// the user's literal as the fallback, so each one has the type the literal had: `Text("Hello")`
/// still takes a `LocalizedStringKey`, `.padding(8)` a `CGFloat`, `let n = 5` is an `Int`.
/// Every line keeps its number; a widened line's columns are mapped back (`LiteralColumns`).
/// The functions are internal to the user's module (`lookupSource`), so files that import only
/// Foundation see them too.
package enum DesignTimeRewrite {
  /// The file name of the generated lookups, one per module.
  package static let fileName = "__PlaygroundDesignTimeLiterals.swift"

  package static func key(file: Int, index: Int) -> String { "#\(file)_\(index)" }

  static func function(for kind: DesignTimeLiterals.Kind) -> String {
    switch kind {
    case .integer: "__designTimeInteger"
    case .float: "__designTimeFloat"
    case .string: "__designTimeString"
    case .boolean: "__designTimeBoolean"
    }
  }

  /// `text` with `literals` (found in it) wrapped, and where its lines were widened.
  package static func rewrite(_ text: String, literals: DesignTimeLiterals, file: Int) -> (
    text: String, columns: LiteralColumns
  ) {
    guard !literals.literals.isEmpty else { return (text, LiteralColumns()) }
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + literals.literals.count * 48)
    var columns = LiteralColumns()
    var position = 0
    var line = 1
    var lineStart = 0
    var lineShift = 0
    for (index, literal) in literals.literals.enumerated() {
      for offset in position..<literal.bytes.lowerBound where bytes[offset] == ASCII.newline {
        line += 1
        lineStart = offset + 1
        lineShift = 0
      }
      output += bytes[position..<literal.bytes.lowerBound]
      let opening = Array("\(function(for: literal.kind))(\"\(key(file: file, index: index))\", fallback: ".utf8)
      let userStart = literal.bytes.lowerBound - lineStart + 1
      columns.lines[line, default: []].append(
        .init(
          preparedStart: userStart + lineShift, openingLength: opening.count, literalLength: literal.bytes.count,
          closingLength: 1, userStart: userStart))
      output += opening
      output += bytes[literal.bytes]
      output.append(UInt8(ascii: ")"))
      lineShift += opening.count + 1
      position = literal.bytes.upperBound
    }
    output += bytes[position...]
    return (String(decoding: output, as: UTF8.self), columns)
  }

  /// The lookups, compiled into each module whose files use them. They forward to the table
  /// PlaygroundUI keeps (`_PlaygroundLiterals`; imported directly: it is ours, not SwiftUI's API), which the window fills when a save changes only
  /// literals; without an entry they return the literal the code was built with.
  package static let lookupSource = """
    // layout-playground: the design-time literal lookups the opened files' literals were rewritten into.
    import PlaygroundUI

    func __designTimeInteger<T: ExpressibleByIntegerLiteral>(_ key: String, fallback: T) -> T {
      _PlaygroundLiterals.integer(key, fallback: fallback)
    }

    func __designTimeFloat<T: ExpressibleByFloatLiteral>(_ key: String, fallback: T) -> T {
      _PlaygroundLiterals.float(key, fallback: fallback)
    }

    func __designTimeString<T: ExpressibleByStringLiteral>(_ key: String, fallback: T) -> T {
      _PlaygroundLiterals.string(key, fallback: fallback)
    }

    func __designTimeBoolean<T: ExpressibleByBooleanLiteral>(_ key: String, fallback: T) -> T {
      _PlaygroundLiterals.boolean(key, fallback: fallback)
    }

    """
}
