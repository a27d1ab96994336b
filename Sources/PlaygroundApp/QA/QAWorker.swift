import Foundation

/// `qa` renders in a child process of its own, so the user's code cannot take the command
/// down with it: a trap (a `fatalError`, a failed `try!`, an index out of range) ends the child,
/// and the parent says which preview and variant it was rendering, with the runtime's message
/// above, and exits 2 instead of crashing. The child also runs with the Swift runtime's
/// deterministic hashing (`SWIFT_DETERMINISTIC_HASHING`, read at start-up), so a `Set` or a
/// `Dictionary` in the user's code iterates in the same order every run.
package enum QAWorker {
  /// Set in the child: the file it writes the case it is rendering into.
  static let progressVariable = "LAYOUT_PLAYGROUND_QA_PROGRESS"

  /// In the command: runs this same command as the worker and returns its exit status (the
  /// sentence for a trap printed). In the worker itself: returns nil, and the caller does the work.
  package static func runInChild(report: (String) -> Void) -> Int32? {
    let environment = ProcessInfo.processInfo.environment
    guard environment[progressVariable] == nil else { return nil }
    let progress = FileManager.default.temporaryDirectory
      .appendingPathComponent("layout-playground-qa-\(getpid()).case").path
    defer { try? FileManager.default.removeItem(atPath: progress) }
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    child.arguments = Array(CommandLine.arguments.dropFirst())
    var childEnvironment = environment
    childEnvironment[progressVariable] = progress
    childEnvironment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    // The runtime's message names the file and line; a backtrace of the unloaded build's
    // addresses would add nothing to it.
    childEnvironment["SWIFT_BACKTRACE"] = "enable=no"
    child.environment = childEnvironment
    // Its standard error passes through, but for the runtime's stack trace after a trap: the
    // addresses of a build that is already unloaded tell nothing the message does not.
    let errors = Pipe()
    child.standardError = errors
    do {
      try child.run()
    } catch {
      report("cannot start the qa worker process: \(error.localizedDescription)")
      return 1
    }
    var tracing = false
    let lines = CompleteLines()
    while case let data = errors.fileHandleForReading.availableData, !data.isEmpty {
      for line in String(decoding: lines.feed(data), as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false
      ).dropLast() {
        if line.hasPrefix("Current stack trace:") { tracing = true }
        if !tracing { FileHandle.standardError.write(Data((line + "\n").utf8)) }
      }
    }
    child.waitUntilExit()
    guard child.terminationReason == .uncaughtSignal else { return child.terminationStatus }
    let rendering = (try? String(contentsOfFile: progress, encoding: .utf8)) ?? ""
    report(sentence(signal: child.terminationStatus, rendering: rendering))
    return 2
  }

  /// In the worker: the case about to render, for the sentence should it trap.
  package static func note(rendering description: String) {
    guard let path = ProcessInfo.processInfo.environment[progressVariable] else { return }
    try? Data(description.utf8).write(to: URL(fileURLWithPath: path))
  }

  /// "your code trapped while rendering the preview "Card" (dark): see the message above; no
  /// snapshots were compared and no report was written."
  static func sentence(signal: Int32, rendering: String) -> String {
    let what = rendering.isEmpty ? "while loading" : "while rendering \(rendering)"
    let ended = signal == SIGILL || signal == SIGTRAP ? "trapped" : "crashed (signal \(signal))"
    return "your code \(ended) \(what): see the message above; no snapshots were compared and no report was written."
  }
}
