import Foundation
import UserCode

/// What `open`'s supervisor knows about how the current window process is doing, beyond its
/// builds: when it last said it was alive, whether it said it quits, whether its watchdog
/// reported a hang or its heartbeats stopped. The supervisor keeps one in its state
/// (OpenSupervisor+Watch.swift reads and acts on it).
package struct WindowWatch {
  /// The window's own lines on standard output, apart from READY and PREVIEW.
  package static let aliveLine = "ALIVE"
  package static let quitLine = "QUIT"
  /// `SHOWN <library>`: a frame with that build has been presented.
  package static let shownPrefix = "SHOWN "

  /// Whether `line` is one of the watch's (a heartbeat, QUIT, SHOWN or a hang report).
  static func isWatchLine(_ line: Substring) -> Bool {
    line == aliveLine || line == quitLine || line.hasPrefix(shownPrefix) || line.hasPrefix(HangReport.prefix)
  }

  /// The window's last heartbeat (or its start).
  var lastAlive = ContinuousClock.now
  /// The window said it ends by itself (the user quit or closed it, or X went away): any other
  /// exit is the user's code calling `exit`.
  var quitSaid = false
  /// The window's watchdog found the main thread stuck: the report, and the user's frame.
  var hang: HangReport?
  var hangFrame: UserFrame?
  /// The window stopped sending heartbeats and was killed.
  var unresponsive = false
  /// The supervisor is stopping the window (SIGKILL sent).
  var stopping = false
  /// The build the supervisor last sent the window, and the last one the window has shown.
  var loaded: String?
  var shown: String?
  /// The location maps of recent builds: a hang's frames are in the build the window runs,
  /// which newer builds (saved during the hang) have replaced as the newest.
  var maps: [(library: String, map: SourceLocationMap)] = []

  /// A window just started.
  mutating func restart() {
    self = WindowWatch(maps: maps)
  }

  private init(maps: [(library: String, map: SourceLocationMap)]) { self.maps = maps }

  init() {}

  mutating func remember(_ library: BuiltLibrary) {
    maps.append((library.path, library.locations))
    if maps.count > 8 { maps.removeFirst(maps.count - 8) }
  }

  func map(of library: String?) -> SourceLocationMap? {
    maps.last { $0.library == library }?.map
  }
}
