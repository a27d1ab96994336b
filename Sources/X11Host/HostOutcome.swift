/// Why the event loop ended.
package enum HostOutcome: Equatable, Sendable {
  /// The scene returned `.quit`.
  case quit
  /// The window manager asked the window to close (WM_DELETE_WINDOW).
  case windowClosed
  /// The X server went away; the host has printed a sentence saying so.
  case connectionLost
  /// Another client destroyed the window (not through the window manager's close request);
  /// the host has printed a sentence saying so.
  case windowDestroyed

  /// The process exit status for this outcome: 0 for a requested end, 1 for a lost server or
  /// window.
  package var exitStatus: Int32 { self == .connectionLost || self == .windowDestroyed ? 1 : 0 }
}
