/// Maps where the compiler and the runtime say something happened (a prepared file in the
/// build folder) back to the user's file and line.
///
/// The prepared files keep every user line where it was, so a user line maps to itself (its
/// columns moved only where literals became lookups, `LiteralColumns`); lines after them (the appended registration) map to the preview they register. The compiler names
/// a file by its absolute prepared path; a trap message names it by `#fileID`
/// (`PreviewCode/Staircase.swift`), which the basename identifies because Swift refuses two
/// files with one basename in a module.
package struct SourceLocationMap: Sendable {
  package struct Entry: Sendable {
    package var preparedPath: String
    package var displayName: String
    package var originalLineCount: Int
    package var appendedLines: [Int: Int]
    /// Where the literal lookups widened the user's lines.
    package var columns: LiteralColumns

    package init(
      preparedPath: String, displayName: String, originalLineCount: Int, appendedLines: [Int: Int] = [:],
      columns: LiteralColumns = LiteralColumns()
    ) {
      self.preparedPath = preparedPath
      self.displayName = displayName
      self.originalLineCount = originalLineCount
      self.appendedLines = appendedLines
      self.columns = columns
    }
  }

  package var entries: [Entry]

  package init(entries: [Entry]) { self.entries = entries }

  /// The entries of a program written into `folder`.
  package init(program: PreviewProgram, folder: String) {
    entries = program.files.map {
      Entry(
        preparedPath: folder + "/" + $0.relativePath, displayName: $0.source.displayName,
        originalLineCount: $0.originalLineCount, appendedLines: $0.appendedLines, columns: $0.columns)
    }
  }

  /// The user's column for a column of a user line of the prepared file at `path` (the
  /// compiler's diagnostics): the literal lookups widened some lines.
  package func userColumn(path: String, line: Int, column: Int) -> Int {
    guard let entry = entries.first(where: { $0.preparedPath == path }), line <= entry.originalLineCount else {
      return column
    }
    return entry.columns.userColumn(line: line, column: column)
  }

  /// The user's file and line for a prepared path (or a `#fileID`) and line; nil for a file
  /// that is not one of the user's (the standard library, the generated glue).
  package func userLocation(path: String, line: Int) -> (file: String, line: Int)? {
    let basename = path.split(separator: "/").last.map(String.init) ?? path
    let entry =
      entries.first { $0.preparedPath == path }
      ?? (path.hasPrefix("/")
        ? nil : entries.first { ($0.preparedPath.split(separator: "/").last.map(String.init) ?? "") == basename })
    guard let entry else { return nil }
    if line <= entry.originalLineCount { return (entry.displayName, line) }
    return (entry.displayName, entry.appendedLines[line] ?? entry.originalLineCount)
  }
}
