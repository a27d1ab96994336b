import CStackSampler
import Foundation
import UserCode
import X11Host

/// Watches the main thread from a thread of its own: when it has been working (not waiting for
/// events: MainThreadActivity) longer than the limit, the user's code is taken to be stuck. The
/// main thread is interrupted with a signal whose handler records its stack — sampled while the
/// process still runs, so the report says where the code was stuck — and the frames in the
/// user's build are handed to `onHang`. The watchdog stops after one report: what follows (the
/// supervisor killing the window, `screenshot` exiting) ends the process.
package enum HangWatchdog {
  /// The signal that interrupts the main thread. Not one the Swift runtime's backtracer or
  /// Foundation takes; user code that installs its own handler for it loses the location only.
  private static let signal = SIGUSR2

  /// Starts watching the calling thread, which must be the main thread. `heartbeat`, when
  /// given, is called every `heartbeatInterval` seconds from the watchdog's thread: the
  /// supervisor kills a window whose heartbeats stop, a watchdog that cannot run.
  /// `onShown` is called with a build's path once it has appeared (a frame with it was
  /// presented), from the watchdog's thread.
  package static func start(
    limit: Double, heartbeat: (@Sendable () -> Void)? = nil, heartbeatInterval: Double = 0.5,
    onShown: (@Sendable (String) -> Void)? = nil, onHang: @escaping @Sendable (HangReport) -> Void
  ) {
    let main = pthread_self()
    // The main thread of a Linux process has the process's id as its thread id.
    let mainThreadID = getpid()
    _ = css_install(signal)
    MainThreadActivity.working()
    let thread = Thread {
      var lastHeartbeat: ContinuousClock.Instant?
      var shown: String?
      /// The stretch of work being timed, the main thread's run-queue wait when it began, and
      /// how many limits it has been given.
      var stretch: (start: UInt64, queued: Double, strikes: Int)?
      while true {
        if let onShown, let build = RunningLibraryFile.shown(), build != shown {
          shown = build
          onShown(build)
        }
        if let heartbeat, lastHeartbeat.map({ $0.duration(to: .now) >= .seconds(heartbeatInterval) }) ?? true {
          heartbeat()
          lastHeartbeat = .now
        }
        // Time the main thread spent ready to run but waiting for a core does not count: on
        // a loaded machine (a CI box running tests two at a time) a frame may take seconds of
        // wall clock while the code in it is fine.
        let start = MainThreadActivity.stretchStart
        if start == 0 {
          stretch = nil
        } else if stretch?.start != start {
          stretch = (start, RunQueueWait.seconds(ofThread: mainThreadID), 1)
        }
        let queued = stretch.map { RunQueueWait.seconds(ofThread: mainThreadID) - $0.queued } ?? 0
        if let strikes = stretch?.strikes, MainThreadActivity.secondsWorking() - queued > limit * Double(strikes) {
          let found = report(limit: limit, sampling: main)
          // No frame of the user's build on the stack: the playground's own work is slow (a
          // heavy frame in a debug build), not the user's code stuck. It is looked at again
          // after each further limit, and only a stretch of ten limits ends the window.
          if found.samples.isEmpty && strikes < patience {
            stretch?.strikes += 1
          } else {
            onHang(found)
            return
          }
        }
        Thread.sleep(forTimeInterval: 0.05)
      }
    }
    thread.name = "hang watchdog"
    thread.start()
  }

  /// Samples `thread`'s stack a few times, a moment apart, and keeps the frames in the user's
  /// builds (`libpreview-N.so`).
  private static func report(limit: Double, sampling thread: pthread_t) -> HangReport {
    var library: String?
    var samples: [HangReport.Sample] = []
    for index in 0..<samplesPerReport {
      if index > 0 { Thread.sleep(forTimeInterval: 0.01) }
      var answered = false
      let found = sample(thread, library: library, answered: &answered)
      // A thread that blocks the signal does not answer again: one wait is enough.
      guard answered else { break }
      guard let (file, sample) = found else { continue }
      library = library ?? file
      samples.append(sample)
    }
    return HangReport(
      limit: limit, library: library, descriptor: library.flatMap(RunningLibraryFile.descriptor(for:)),
      samples: samples)
  }

  private static let samplesPerReport = 5

  /// How many limits a stretch of work with none of the user's frames on the stack is given.
  private static let patience = 10

  /// One sample: the user's build the innermost user frame is in (`library`, when one was
  /// found before) and the offsets of the frames in it.
  private static func sample(
    _ thread: pthread_t, library: String?, answered: inout Bool
  ) -> (String, HangReport.Sample)? {
    var addresses = [UnsafeMutableRawPointer?](repeating: nil, count: 256)
    let count = Int(css_sample(thread, signal, &addresses, Int32(addresses.count), 500))
    answered = count >= 0
    var library = library
    var offsets: [UInt] = []
    var interrupted = false
    var path = [CChar](repeating: 0, count: 4096)
    for (index, address) in addresses.prefix(max(0, count)).enumerated() {
      var offset: UInt = 0
      guard let address, css_locate(address, &path, path.count, &offset) == 1 else { continue }
      let file = String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard file.split(separator: "/").last?.wholeMatch(of: #/libpreview-\d+\.so/#) != nil else { continue }
      // The innermost build is the one running (an older one can only be below it in a stack
      // that reloaded while stuck, which the event loop does not do).
      if library == nil { library = file }
      guard file == library else { continue }
      if offsets.isEmpty { interrupted = index == 0 }
      offsets.append(offset)
    }
    guard let library, !offsets.isEmpty else { return nil }
    return (library, HangReport.Sample(offsets: offsets, interrupted: interrupted))
  }
}
