import CX11
import Foundation

/// The main dispatch queue, run by the X11 event loop as a run loop would: user code's
/// `DispatchQueue.main.async` and main-actor tasks (`.task { await … }`) only run when someone
/// drains it, and the app's loop sleeps in `poll`, not in `dispatchMain()`.
///
/// Only a process whose main thread nothing else drains may do so: the app says so at start
/// (`isRunByEventLoop`). Inside a test runner, which runs the main queue itself, draining it from
/// a block it is running would be re-entrant, which libdispatch traps.
package enum MainQueue {
  /// Set once by the executable before any window opens, on the main thread.
  nonisolated(unsafe) package static var isRunByEventLoop = false

  /// Readable when work is waiting on the main queue; nil when the loop does not run it.
  package static var descriptor: Int32? {
    isRunByEventLoop ? _dispatch_get_main_queue_handle_4CF() : nil
  }

  /// Runs the work queued on the main queue so far (and clears the descriptor).
  package static func drain() {
    guard isRunByEventLoop else { return }
    _dispatch_main_queue_callback_4CF(nil)
  }

  /// Runs what is due on the main run loop — blocks given to `RunLoop.main.perform` (which
  /// OpenCombine's `RunLoop` scheduler uses: `.receive(on: RunLoop.main)`), its timers
  /// (`Timer.scheduledTimer`, `.debounce(for:scheduler: RunLoop.main)`) and the main queue —
  /// and returns when its next timer is due (nil when the loop does not run it).
  package static func runMainRunLoop() -> Date? {
    guard isRunByEventLoop else { return nil }
    let next = RunLoop.main.limitDate(forMode: .default)
    return next == .distantFuture ? nil : next
  }

  /// Runs queued work, and the work that work queues (a task resuming after `await`), until the
  /// queue is empty or `rounds` drains have run: for frames taken at one instant (`screenshot`).
  package static func drainUntilIdle(rounds: Int = 16) {
    guard let fd = descriptor else { return }
    _ = runMainRunLoop()
    for _ in 0..<rounds {
      var readable = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&readable, 1, 0) > 0 else { return }
      drain()
    }
  }
}
