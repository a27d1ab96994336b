/// What one build of the opened files produced.
package enum CompileResult: Sendable {
  case success(BuiltLibrary)
  /// The compiler rejected the code: the diagnostics, mapped to the user's files, errors first
  /// (`CompilerDiagnostics.summary` gives the ones to show).
  case failure([CompilerDiagnostic], duration: Duration)
  /// A newer build (or `cancel()`) stopped this one before it finished.
  case cancelled
}

/// A compiled library, ready to `dlopen`.
package struct BuiltLibrary: Sendable {
  /// `…/libpreview-N.so`, a new path for every build because `dlopen` caches by path.
  package var path: String
  /// N: a later build has a larger number.
  package var number: Int
  /// What its entry point registers, in order; the first is the default.
  package var previews: [PreviewProgram.Preview]
  /// To locate a trap of this library in the user's files (`RuntimeTrap.parse`).
  package var locations: SourceLocationMap
  /// The compiler's warnings, mapped.
  package var warnings: [CompilerDiagnostic]
  package var duration: Duration
  /// The files that did not build and were left out of this one, if any.
  package var leftOut: LeftOutFiles?
  /// The literals it was built with: a save that changes only their values needs no build
  /// (`LiteralEdit`).
  package var literals = BuiltLiterals()
}

/// Files a build left out because they (or files they need) do not compile: the previews of
/// the others are shown, and these files' errors beside them.
package struct LeftOutFiles: Sendable, Equatable {
  /// Display names, in the order opened.
  package var files: [String]
  /// The ones with errors of their own (the rest need one of them).
  package var broken: Set<String>
  /// The first build's diagnostics, errors first.
  package var diagnostics: [CompilerDiagnostic]

  /// Which files are out: "A.swift does not build (nor B.swift, which needs it)".
  package var summary: String {
    let needing = files.filter { !broken.contains($0) }
    var summary =
      files.filter(broken.contains).joined(separator: ", ") + (broken.count == 1 ? " does" : " do")
      + " not build"
    if !needing.isEmpty {
      summary +=
        " (nor " + needing.joined(separator: ", ") + (needing.count == 1 ? ", which needs " : ", which need ")
        + (broken.count == 1 ? "it)" : "them)")
    }
    return summary
  }

  /// The panel's title.
  package var title: String { summary + " — the other files' previews are shown" }
}
