import Foundation
import UserCode

/// How `open`'s window process ended, in the user's words, and what the supervisor does next:
/// end the session (the user quit), or start the window again with a message — a trap, a hang,
/// a stack overflow, memory run out, the user's code calling `exit`, or a window that stopped
/// answering.
enum WindowEnding: Equatable {
  /// The window ended itself (it said QUIT): the session ends with its status.
  case quit(status: Int32)
  /// The user's code ended the window: start it again, showing `lines` under `title`, with the
  /// newest build when `reload` (not when that very build failed as it appeared: it would only
  /// fail again).
  case restart(title: String, lines: [String], status: String, reload: Bool)

  /// What the watchdog and the window's last words say about it.
  struct Evidence {
    /// The process ended by a signal (true) or by exiting (false), with this number.
    var signalled: Bool
    var status: Int32
    /// The end of its standard error.
    var stderr: String
    var watch: WindowWatch
    /// The newest build that compiled, and the location map of the build the window ran.
    var newest: String?
    var map: SourceLocationMap?
    var memoryLimit: Double
  }

  init(_ evidence: Evidence) {
    let watch = evidence.watch
    guard evidence.signalled || !watch.quitSaid else {
      self = .quit(status: evidence.status)
      return
    }
    let map = evidence.map ?? SourceLocationMap(entries: [])
    let message: String
    let status: String
    if !evidence.signalled {
      message = CrashDiagnosis.exitSentence(status: evidence.status)
      status = "Exited"
    } else if let hang = watch.hang {
      message = HangReport.sentence(limit: hang.limit, frame: watch.hangFrame)
      status = "Did not finish"
    } else if watch.unresponsive {
      message = "The window stopped answering (not even its hang watchdog ran), so it was stopped."
      status = "Not answering"
    } else if CrashDiagnosis.ranOutOfMemory(evidence.stderr) {
      message = WindowMemoryLimit.sentence(gibibytes: evidence.memoryLimit)
      status = "Out of memory"
    } else if let trap = RuntimeTrap.parse(evidence.stderr, map: map) {
      let place = trap.file.map { "\($0)\(trap.line.map { ":\($0)" } ?? ""): " } ?? ""
      message = place + trap.message
      status = "Trapped"
    } else if let overflow = CrashDiagnosis.stackOverflow(evidence.stderr, map: map) {
      message = CrashDiagnosis.overflowSentence(overflow)
      status = "Stack overflow"
    } else {
      message = "The preview process ended with signal \(evidence.status)."
      status = "Crashed"
    }
    // The build the window was running: the one the stuck stack is in, else the last sent.
    // If no frame with it was presented, it failed as it appeared: only a newer one is loaded.
    let failedBuild = watch.hang?.library ?? watch.loaded
    let appeared = failedBuild != nil && watch.shown == failedBuild
    if !appeared && (evidence.newest == nil || evidence.newest == failedBuild) {
      self = .restart(
        title: "Your code stopped as soon as it started", lines: [message, "Fix it and save to try again."],
        status: status, reload: false)
    } else {
      let back =
        evidence.newest != failedBuild
        ? "The newest version that builds is back, with fresh state."
        : "The last good version is back, with fresh state; save a fix to reload."
      self = .restart(title: "Your code stopped", lines: [message, back], status: status, reload: true)
    }
  }
}
