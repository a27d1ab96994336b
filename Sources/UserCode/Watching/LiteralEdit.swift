import Foundation

/// The literals a build was made with, by file: what a save is compared with to tell an edit
/// of literals alone, which needs no build.
package struct BuiltLiterals: Sendable {
  package struct File: Sendable {
    /// The file's number in the build: its lookups' keys start `#N_`.
    package var index: Int
    /// The text the build compiled.
    package var text: String
    package var literals: DesignTimeLiterals
  }

  /// By absolute path.
  package var files: [String: File]

  package init(files: [String: File] = [:]) { self.files = files }

  /// The literals of `program`, prepared from `inputs`.
  package init(program: PreviewProgram, inputs: [(file: OpenedSources.File, text: String)]) {
    files = [:]
    for (index, (file, input)) in zip(program.files, inputs).enumerated() {
      files[file.source.path] = File(index: index, text: input.text, literals: file.literals)
    }
  }
}

/// Decides whether a save changed only literal values, and which.
///
/// The saved files are compared with the built ones token by token through the built
/// skeletons (`DesignTimeLiterals.skeleton`: the text with every looked-up literal replaced by
/// a marker of its kind, comments and spacing kept): the same bytes around one literal token
/// of the same kind at each marker (`LiteralLexeme`) mean the same program with other values
/// in the same literals. Anything else — another token, a comment, a new line, a literal
/// of another kind (`8` to `8.5`), a literal Swift needs constant (`case 1:`), a file added or
/// removed, or a file the build left out — needs a build.
package enum LiteralEdit {
  /// The window's whole table for `current` (each opened file's path and text): the literals
  /// whose value differs from the build's, by key (empty when the files are the built ones);
  /// nil when the save needs a build.
  package static func values(built: BuiltLiterals, current: [(path: String, text: String)])
    -> [String: LiteralValue]?
  {
    guard current.count == built.files.count else { return nil }
    var values: [String: LiteralValue] = [:]
    for (path, text) in current {
      guard let file = built.files[path] else { return nil }
      if text == file.text { continue }
      guard let saved = LiteralLexeme.values(of: Array(text.utf8), matching: file.literals.skeleton) else {
        return nil
      }
      for (index, (old, new)) in zip(file.literals.literals.map(\.value), saved).enumerated() where old != new {
        values[DesignTimeRewrite.key(file: file.index, index: index)] = new
      }
    }
    return values
  }

  /// `values(built:current:)` for the files of `sources` as they are on disk now; nil when one
  /// cannot be read.
  package static func values(built: BuiltLiterals, sources: OpenedSources) -> [String: LiteralValue]? {
    var current: [(path: String, text: String)] = []
    for file in sources.files {
      guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
      current.append((file.path, String(decoding: data, as: UTF8.self)))
    }
    return values(built: built, current: current)
  }
}
