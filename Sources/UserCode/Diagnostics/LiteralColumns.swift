/// Where the literal lookups widened a prepared file's lines, to map a column the compiler
/// gives back to the user's column.
///
/// `8` becomes `__designTimeInteger("#0_3", fallback: 8)`: the user's literal stays on its line,
/// moved right by the wrapper's opening, and whatever follows it moves right by the whole
/// wrapper. A column in the opening maps to the literal's first column; one in the literal to
/// the same place in the user's literal. Columns count UTF-8 bytes from 1, as the compiler's do.
package struct LiteralColumns: Equatable, Sendable {
  /// One literal wrapped on a line.
  package struct Widening: Equatable, Sendable {
    /// The wrapper's first column in the prepared line.
    package var preparedStart: Int
    /// `__designTimeInteger("#0_3", fallback: `: its length.
    package var openingLength: Int
    package var literalLength: Int
    /// `)`: its length.
    package var closingLength: Int
    /// The literal's first column in the user's line.
    package var userStart: Int

    package var preparedEnd: Int { preparedStart + openingLength + literalLength + closingLength }
  }

  /// By line (1-based), left to right.
  package var lines: [Int: [Widening]] = [:]

  package init(lines: [Int: [Widening]] = [:]) { self.lines = lines }

  /// The user's column for `column` of `line` in the prepared file.
  package func userColumn(line: Int, column: Int) -> Int {
    guard let widenings = lines[line] else { return column }
    var shift = 0
    for widening in widenings {
      if column < widening.preparedStart { break }
      let literalStart = widening.preparedStart + widening.openingLength
      if column < literalStart { return widening.userStart }
      if column < literalStart + widening.literalLength { return widening.userStart + column - literalStart }
      if column < widening.preparedEnd { return widening.userStart + widening.literalLength }
      shift = widening.preparedEnd - (widening.userStart + widening.literalLength)
    }
    return column - shift
  }
}
