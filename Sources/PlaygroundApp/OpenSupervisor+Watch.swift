import Foundation
import Synchronization
import UserCode

/// The supervisor's side of the hang watchdog: the window's heartbeats, its hang reports and
/// its QUIT. A hang is named (the window's stack was sampled before it is stopped) and the
/// window killed; a window whose heartbeats stop — its watchdog cannot run — is killed after
/// the limit and a grace. Either way `viewerEnded` starts it again (WindowEnding.swift).
extension OpenSupervisor {
  /// How long past the hang limit a silent window is given before it is killed.
  static let heartbeatGrace = 2.0

  /// Acts on a line of the window's that belongs to the watch; false for any other line.
  func watchSaid(_ line: Substring) -> Bool {
    if line == WindowWatch.aliveLine {
      state.withLock { $0.watch.lastAlive = .now }
      return true
    }
    if line.hasPrefix(WindowWatch.shownPrefix) {
      state.withLock { $0.watch.shown = String(line.dropFirst(WindowWatch.shownPrefix.count)) }
      return true
    }
    if line == WindowWatch.quitLine {
      state.withLock { $0.watch.quitSaid = true }
      return true
    }
    guard let report = HangReport(line: line) else { return false }
    let (viewer, map) = state.withLock { state in
      state.watch.hang = report
      state.watch.stopping = true
      return (state.viewer, state.watch.map(of: report.library) ?? state.library?.locations)
    }
    guard let viewer else { return true }
    // Named while the window still runs: its descriptor keeps a build deleted meanwhile readable.
    Thread.detachNewThread {
      let frame = map.flatMap {
        report.userFrame(
          map: $0, symbolizer: StackSymbolizer(swiftc: self.compiler.swiftc), process: viewer.processIdentifier)
      }
      self.state.withLock { $0.watch.hangFrame = frame }
      Self.report(HangReport.sentence(limit: report.limit, frame: frame))
      kill(viewer.processIdentifier, SIGKILL)
    }
    return true
  }

  /// Kills a window that has not sent a heartbeat for the hang limit and a grace, until the
  /// session ends.
  func watchHeartbeats() {
    let silence = Duration.seconds(options.hangLimit + Self.heartbeatGrace)
    while state.withLock({ $0.finished == nil }) {
      Thread.sleep(forTimeInterval: 0.25)
      let silent = state.withLock { state -> Process? in
        guard let viewer = state.viewer, viewer.isRunning, !state.watch.stopping,
          state.watch.lastAlive.duration(to: .now) > silence,
          // A window that crashed is silent while Swift's backtracer writes (a stack overflow's
          // takes over a second): it ends by itself, and its message is the better one.
          state.errorTail.firstRange(of: Data("*** Signal ".utf8)) == nil
        else { return nil }
        state.watch.unresponsive = true
        state.watch.stopping = true
        return viewer
      }
      if let silent { kill(silent.processIdentifier, SIGKILL) }
    }
  }
}
