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
}
