import Foundation

/// How long a thread of this process has been ready to run but waiting for a core, from the
/// kernel's scheduler statistics (`/proc/self/task/TID/schedstat`: time on a core, time
/// waiting on a run queue, time slices, all since the thread began). The hang watchdog takes
/// it off the time the main thread has been working, so a loaded machine does not make slow
/// code look stuck, while code that blocks (a sleep, a deadlock) still counts in full.
enum RunQueueWait {
  /// Seconds thread `id` has waited on a run queue; 0 where the kernel does not say.
  static func seconds(ofThread id: pid_t) -> Double {
    seconds(in: "/proc/self/task/\(id)/schedstat")
  }

  /// Seconds the calling thread has waited on a run queue.
  static func secondsOfThisThread() -> Double {
    seconds(in: "/proc/thread-self/schedstat")
  }

  private static func seconds(in path: String) -> Double {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let nanoseconds = Double(fields[1]) else { return 0 }
    return nanoseconds / 1e9
  }
}
