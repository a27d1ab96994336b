import Foundation

/// Seconds on CLOCK_MONOTONIC: the time base of frames, input and animations.
package enum MonotonicClock {
  /// The current time in seconds since an arbitrary fixed point (boot).
  package static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}

/// Decides when the next frame is due while something animates: a fixed 60 Hz grid
/// (`nextFrame += period`) that skips missed frames instead of spiralling to catch up.
struct FramePacer {
  let period: Double
  private(set) var nextFrame = -Double.infinity

  init(period: Double = 1.0 / 60) {
    self.period = period
  }

  /// True when a frame may be presented at `now` (a little early is fine: poll wakes in whole ms).
  func isDue(at now: Double) -> Bool {
    now >= nextFrame - 0.001
  }

  /// The poll timeout in ms until the next frame (0 when due).
  func timeoutMilliseconds(at now: Double) -> Int32 {
    guard !isDue(at: now) else { return 0 }
    return Int32(min(1000, ((nextFrame - now) * 1000).rounded(.up)))
  }

  /// Records a presented frame and schedules the next on the grid, or one period from now if
  /// the grid point has already passed (after idling, or when a frame ran long).
  mutating func didPresent(at now: Double) {
    nextFrame += period
    if nextFrame <= now { nextFrame = now + period }
  }
}
