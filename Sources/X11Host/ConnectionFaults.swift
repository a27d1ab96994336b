import CX11
import Foundation

/// Whether one display connection has died; set from Xlib's per-display IO-error exit hook.
final class ConnectionState {
  var lost = false
}

/// Protocol errors seen so far, counted by the (process-wide, non-capturing) Xlib error handler.
nonisolated(unsafe) private(set) var protocolErrorCount = 0
/// The process-wide hooks, installed once (a global `let` initializer runs exactly once, even
/// when two threads open displays at the same time).
private let processHandlers: Void = {
  // Writing to a dead server's socket must not kill us with SIGPIPE before Xlib can report it.
  signal(SIGPIPE, SIG_IGN)
  XSetIOErrorHandler { _ in 0 }
  XSetErrorHandler { _, event in
    // No Xlib calls in here: only count and log. BadWindow races after close are normal.
    protocolErrorCount += 1
    guard let event, protocolErrorCount <= 20 else { return 0 }
    let e = event.pointee
    standardErrorLine(
      "layout-playground: X protocol error \(e.error_code) (request \(e.request_code).\(e.minor_code), resource 0x\(String(e.resourceid, radix: 16)))"
    )
    return 0
  }
}()

/// Installs the Xlib fault hooks so a dying server ends the loop instead of the process.
///
/// libX11's default IO handler prints and calls `exit(1)`, and the default per-display exit hook
/// does the same (docs/architecture.md, “X server faults”). Both must be replaced: the IO handler returns, then the exit hook
/// (libX11 ≥ 1.7) marks the connection lost and returns, and the loop notices the flag. The exit
/// hook finds its connection through the hook's user-data pointer rather than a global, so
/// several displays (tests, a WM_DELETE sender) each keep their own flag.
enum ConnectionFaults {
  static func install(on display: OpaquePointer, state: ConnectionState) {
    _ = processHandlers
    XSetIOErrorExitHandler(
      display,
      { _, userData in
        guard let userData else { return }
        Unmanaged<ConnectionState>.fromOpaque(userData).takeUnretainedValue().lost = true
      },
      Unmanaged.passUnretained(state).toOpaque())
  }
}

/// Writes one line to stderr without Foundation's non-Sendable `stderr` global.
func standardErrorLine(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  bytes.withUnsafeBytes { buffer in
    _ = write(2, buffer.baseAddress, buffer.count)
  }
}
