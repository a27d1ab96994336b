/// What a crash of the preview process that is not a Swift trap with a message was, read from
/// its standard error (the Swift runtime's messages and backtrace; RuntimeTrap.swift says what
/// those look like): an allocation that failed, or a stack that overflowed.
package enum CrashDiagnosis {
  /// The Swift runtime's message when an allocation fails (Swift 6.3.1, measured):
  /// `Fatal error: failed to allocate 67108896 bytes of memory with alignment 8`.
  package static func ranOutOfMemory(_ stderr: String) -> Bool {
    stderr.contains("Fatal error: failed to allocate ") || stderr.contains("Could not allocate memory")
  }

  /// The user's frame of a stack overflow, when `stderr` shows one: the process crashed with a
  /// bad pointer dereference (the guard page below the stack) and the backtrace repeats one
  /// frame of the user's (Swift's backtracer prints the frames of a stack this deep as
  /// `130962 [ra] 0x… recurse(_:) + 76 in libpreview-3.so at /…/Deep.swift:4:50`, elided in
  /// the middle). Nil otherwise; `.some(nil)` is an overflow outside the user's files.
  package static func stackOverflow(_ stderr: String, map: SourceLocationMap) -> UserFrame?? {
    guard stderr.contains("Program crashed: Bad pointer dereference") else { return nil }
    let frames = backtraceFrames(stderr)
    var counts: [String: Int] = [:]
    for frame in frames { counts[frame.function + "@" + (frame.path ?? "") + ":\(frame.line ?? 0)", default: 0] += 1 }
    // A recursion repeats its frame; any stack this deep (frame numbers past 10,000) overflowed.
    let deepest =
      stderr.split(separator: "\n").compactMap { line in
        line.firstMatch(of: #/^\s*(\d+) /#).flatMap { Int($0.1) }
      }.max() ?? 0
    guard counts.values.contains(where: { $0 >= 8 }) || deepest >= 10_000 else { return nil }
    return .some(UserFrame.innermost(in: frames, map: map))
  }

  /// The frames of Swift's backtrace in `stderr` that have a source location, as printed.
  package static func backtraceFrames(_ stderr: String) -> [SymbolizedFrame] {
    let frame = #/^\s*\d+\s+(?:\[\w+\]\s+)?0x[0-9a-fA-F]+ (.+?) \+ \d+ in \S+ at (\/.+?):(\d+):\d+$/#
    return stderr.split(separator: "\n").compactMap { line in
      line.wholeMatch(of: frame).map { SymbolizedFrame(function: String($0.1), path: String($0.2), line: Int($0.3)) }
    }
  }

  /// "Your code overflowed the stack: recurse(_:) at Deep.swift:4"
  package static func overflowSentence(_ frame: UserFrame?) -> String {
    "Your code overflowed the stack" + (frame.map { ": \($0.description)" } ?? "")
  }

  /// "Your code called exit(0)"
  package static func exitSentence(status: Int32) -> String {
    "Your code called exit(\(status))"
  }
}
