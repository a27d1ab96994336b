import Foundation
import Synchronization

/// Whether the main thread is doing the app's work — handling events, running `body`, laying
/// out, drawing, running timers — or waiting for events, and since when. The hang watchdog
/// (PlaygroundApp/HangWatchdog.swift) reads it from its own thread: work that has gone on
/// longer than the limit is code that does not return. Waiting, however long, never counts.
package enum MainThreadActivity {
  /// CLOCK_MONOTONIC nanoseconds when the current stretch of work began; 0 while waiting. A
  /// process starts working: everything before the event loop's first wait counts.
  private static let workingSince = Atomic<UInt64>(nanoseconds())

  /// Frames the event loop has presented: what tells the window that a build it loaded has
  /// appeared (RunningLibraryFile), rather than failed as it appeared.
  private static let presented = Atomic<Int>(0)

  /// The event loop presented a frame.
  package static func presentedFrame() {
    presented.add(1, ordering: .releasing)
  }

  /// How many frames the event loop has presented.
  package static var framesPresented: Int { presented.load(ordering: .acquiring) }

  /// The event loop is about to wait for events.
  package static func waiting() {
    workingSince.store(0, ordering: .releasing)
  }

  /// The main thread starts working (the wait ended, or work begins outside the event loop).
  package static func working() {
    workingSince.store(nanoseconds(), ordering: .releasing)
  }

  /// Seconds the main thread has been working without waiting; 0 while it waits.
  package static func secondsWorking() -> Double {
    let since = workingSince.load(ordering: .acquiring)
    guard since != 0 else { return 0 }
    let now = nanoseconds()
    return now > since ? Double(now - since) / 1e9 : 0
  }

  /// When the current stretch of work began (CLOCK_MONOTONIC nanoseconds); 0 while waiting.
  /// Two reads with the same value are the same stretch.
  package static var stretchStart: UInt64 { workingSince.load(ordering: .acquiring) }

  private static func nanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    // Never 0, which means waiting.
    return max(1, UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec))
  }
}
