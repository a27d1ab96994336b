import CX11
import Foundation

/// The main dispatch queue, run by the X11 event loop as a run loop would: user code's
/// `DispatchQueue.main.async` and main-actor tasks (`.task { await … }`) only run when someone
/// drains it, and the loop sleeps in `poll`, not in `dispatchMain()`.
package enum MainQueue {
  /// Readable when work is waiting on the main queue.
  package static var descriptor: Int32 { _dispatch_get_main_queue_handle_4CF() }

  /// Runs the work queued on the main queue so far (and clears the descriptor).
  package static func drain() {
    _dispatch_main_queue_callback_4CF(nil)
  }

  /// Runs queued work, and the work that work queues (a task resuming after `await`), until the
  /// queue is empty or `rounds` drains have run: for frames taken at one instant (`screenshot`).
  package static func drainUntilIdle(rounds: Int = 16) {
    for _ in 0..<rounds {
      var descriptor = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 0) > 0 else { return }
      drain()
    }
  }
}
