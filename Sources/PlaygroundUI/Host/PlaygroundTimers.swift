import Synchronization

/// The playground's clock for timers that must fire on the same time as frames (Combine's
/// `Timer.publish` in opened code): the host moves it with each frame's time — the monotonic
/// clock in the window, the injected 60 Hz clock in `screenshot` and tests — so a timer fires
/// at the same frame in every run, and a `screenshot --after "wait:3"` sees three ticks of a
/// one-second timer without waiting three seconds.
///
/// Timers fire on the thread that advances the clock (the main thread), as a timer scheduled
/// on the main run loop does on iOS. A timer whose deadlines were missed (the clock jumped)
/// fires once and resumes on its grid, as `Foundation.Timer` does.
package final class PlaygroundTimers: Sendable {
  /// The process's clock: timers are made by user code that sees no graph.
  package static let shared = PlaygroundTimers()

  private struct Scheduled {
    let id: Int
    /// When it was scheduled: deadlines are counted from here (not summed, which drifts).
    let origin: Double
    let interval: Double
    /// How many intervals after the origin the next deadline is.
    var intervals: Double = 1
    let fire: @Sendable () -> Void

    var deadline: Double { origin + intervals * interval }
  }

  private struct State {
    var now = 0.0
    /// The date at clock time 0, when the clock is synthetic (`screenshot`, tests).
    var dateOrigin: Date?
    var nextID = 0
    var timers: [Scheduled] = []
  }

  private let state = Mutex(State())

  package init() {}

  /// The clock's time: the last time it was advanced to.
  package var now: Double { state.withLock { $0.now } }

  /// The earliest deadline of a scheduled timer, if any (a host sleeps no longer than that).
  package var nextDeadline: Double? { state.withLock { $0.timers.map(\.deadline).min() } }

  /// Calls `fire` every `interval` seconds (at least a millisecond) from now, until the
  /// returned id is cancelled.
  package func schedule(every interval: Double, _ fire: @escaping @Sendable () -> Void) -> Int {
    let interval = max(interval, 0.001)
    return state.withLock { state in
      state.nextID += 1
      state.timers.append(Scheduled(id: state.nextID, origin: state.now, interval: interval, fire: fire))
      return state.nextID
    }
  }

  /// Stops the timer `id` (nothing if it is already stopped).
  package func cancel(_ id: Int) {
    state.withLock { $0.timers.removeAll { $0.id == id } }
  }

  /// Moves the clock to `time` and fires, in deadline order, each timer due by then. A clock
  /// set back (another graph's time, in tests) only moves `now`.
  package func advance(to time: Double) {
    while let due = takeDue(by: time) { due() }
    state.withLock { $0.now = time }
  }

  /// The earliest timer due by `time`, rescheduled past it; its action runs outside the lock
  /// (it may schedule or cancel timers).
  private func takeDue(by time: Double) -> (@Sendable () -> Void)? {
    state.withLock { state in
      guard let index = state.timers.indices.min(by: { state.timers[$0].deadline < state.timers[$1].deadline }),
        state.timers[index].deadline <= time
      else { return nil }
      let timer = state.timers[index]
      state.now = max(state.now, timer.deadline)
      var next = max(timer.intervals + 1, ((time - timer.origin) / timer.interval).rounded(.down))
      while timer.origin + next * timer.interval <= time { next += 1 }
      state.timers[index].intervals = next
      return timer.fire
    }
  }

  /// The date the playground shows at clock time `time` (`TimelineView`'s `context.date`):
  /// the wall clock, or, once `useSyntheticDates(from:)` was called, `origin + time`, so a
  /// screenshot at `--at` shows the same date every run.
  package func date(at time: Double) -> Date {
    state.withLock { state in state.dateOrigin.map { $0.addingTimeInterval(time) } } ?? Date()
  }

  /// Makes dates follow the clock from `origin` (at time 0) instead of the wall clock.
  package func useSyntheticDates(from origin: Date) {
    state.withLock { $0.dateOrigin = origin }
  }

  /// Stops every timer and sets the clock to `time` (tests start from a known clock).
  package func reset(to time: Double = 0) {
    state.withLock { $0 = State(now: time, dateOrigin: $0.dateOrigin, nextID: $0.nextID) }
  }
}
