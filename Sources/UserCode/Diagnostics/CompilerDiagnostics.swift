import Foundation

/// Reads `swiftc` output into diagnostics the playground can show.
///
/// Both of the compiler's styles are understood. In the LLVM style (which the driver asks for,
/// because each note gets its own located line) every message is
/// `/abs/File.swift:12:5: error: message` followed by the source line, a caret line and maybe a
/// fix-it line. In the default Swift style a message line is followed by a numbered excerpt
/// (`12 |     x`, `   |     `- error: …`) and a blank line, and notes appear only inside the
/// excerpt. Anything that is not a message line belongs to the excerpt of the message above it.
/// Messages without a location (`<unknown>:0: error: …`, `error: …` from the driver) are kept.
package enum CompilerDiagnostics {
  package static func parse(_ output: String) -> [CompilerDiagnostic] {
    // (Regexes are not Sendable, so they are made per call rather than stored in statics.)
    // `path:line:col: severity: message` (column optional).
    let located = #/^([^<].*?):(\d+):(?:(\d+):)? (error|warning|note|remark): (.*)$/#
    let unlocated = #/^(?:<unknown>:0: |[\w.-]+: )?(error|warning|note|remark): (.*)$/#
    var diagnostics: [CompilerDiagnostic] = []
    var current: CompilerDiagnostic?
    var currentIsNote = false
    func finish() {
      guard let diagnostic = current else { return }
      if currentIsNote, !diagnostics.isEmpty {
        diagnostics[diagnostics.count - 1].notes.append(diagnostic)
      } else {
        diagnostics.append(diagnostic)
      }
      current = nil
    }
    for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(rawLine)
      var found: CompilerDiagnostic?
      if let match = line.wholeMatch(of: located), let severity = CompilerDiagnostic.Severity(rawValue: String(match.4))
      {
        found = CompilerDiagnostic(
          file: String(match.1), line: Int(match.2), column: match.3.flatMap { Int($0) }, severity: severity,
          message: cleaned(String(match.5)))
      } else if let match = line.wholeMatch(of: unlocated),
        let severity = CompilerDiagnostic.Severity(rawValue: String(match.1))
      {
        found = CompilerDiagnostic(
          file: nil, line: nil, column: nil, severity: severity, message: cleaned(String(match.2)))
      }
      if let found {
        finish()
        currentIsNote = found.severity == .note && found.file != nil
        current = found
      } else if !line.isEmpty {
        current?.excerpt.append(line)
      }
    }
    finish()
    return diagnostics
  }

  /// Drops the diagnostic group tag the compiler appends (` [#no-usage]`).
  static func cleaned(_ message: String) -> String {
    message.replacing(#/ \[#[\w-]+\]$/#, with: "")
  }

  /// Replaces prepared paths by the user's files and lines. A diagnostic in a file that is not
  /// the user's keeps its basename (the generated glue: our bug, still worth showing).
  package static func mapped(_ diagnostics: [CompilerDiagnostic], through map: SourceLocationMap)
    -> [CompilerDiagnostic]
  {
    diagnostics.map { diagnostic in
      var mapped = diagnostic
      if let file = diagnostic.file, let line = diagnostic.line {
        if let user = map.userLocation(path: file, line: line) {
          if user.line != line {
            mapped.column = nil
          } else if let column = diagnostic.column {
            mapped.column = map.userColumn(path: file, line: line, column: column)
          }
          mapped.file = user.file
          mapped.line = user.line
        } else {
          mapped.file = (file as NSString).lastPathComponent
        }
      }
      mapped.notes = self.mapped(diagnostic.notes, through: map)
      return mapped
    }
  }

  /// What to show: errors first, then warnings and remarks, each in the compiler's order, at
  /// most `limit` of them (the first errors are the ones worth reading; later ones often follow
  /// from them).
  package static func summary(_ diagnostics: [CompilerDiagnostic], limit: Int = 8) -> [CompilerDiagnostic] {
    let errors = diagnostics.filter { $0.severity == .error }
    let others = diagnostics.filter { $0.severity != .error }
    return Array((errors + others).prefix(limit))
  }
}
