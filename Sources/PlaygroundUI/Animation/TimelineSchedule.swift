/// When a `TimelineView` updates (mirrors SwiftUI's `TimelineSchedule` and its schedules).

/// Whether a schedule may update less often (SwiftUI's; the playground always asks `.normal`).
public enum TimelineScheduleMode: Sendable {
  case normal
  case lowFrequency
}

/// A sequence of dates at which a timeline view updates.
public protocol TimelineSchedule {
  typealias Mode = TimelineScheduleMode
  associatedtype Entries: Sequence where Entries.Element == Date
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// A schedule whose entries the playground finds by arithmetic instead of walking the sequence
/// (an `.animation` timeline that has run an hour has 216,000 of them).
protocol ArithmeticTimelineSchedule {
  /// The latest entry at or before `date`, for a view that appeared at `start`.
  func entry(atOrBefore date: Date, start: Date) -> Date
  /// The first entry after `date`; nil when there is none (a paused animation).
  func entry(after date: Date, start: Date) -> Date?
  var cadence: TimelineViewDefaultContext.Cadence { get }
}

/// Updates on every frame, or every `minimumInterval` seconds; a paused one stays at its start.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable, ArithmeticTimelineSchedule {
  let minimumInterval: Double?
  let paused: Bool

  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    self.paused = paused
  }

  /// One frame of the playground's display when no interval is given.
  private var interval: Double { minimumInterval ?? 1.0 / 60 }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
    PeriodicTimelineSchedule.Entries(start: startDate, interval: interval, limit: paused ? 1 : nil)
  }

  func entry(atOrBefore date: Date, start: Date) -> Date {
    guard !paused else { return start }
    // Every frame: the frame's own date. With an interval: the last step of the grid.
    guard minimumInterval != nil else { return max(start, date) }
    return PeriodicTimelineSchedule(from: start, by: interval).entry(atOrBefore: date, start: start)
  }

  func entry(after date: Date, start: Date) -> Date? {
    guard !paused else { return nil }
    // Every frame: the next refresh, one frame after this one.
    guard minimumInterval != nil else { return date.addingTimeInterval(interval) }
    return PeriodicTimelineSchedule(from: start, by: interval).entry(after: date, start: start)
  }

  var cadence: TimelineViewDefaultContext.Cadence { .live }
}

/// Updates at `startDate` and every `interval` seconds after it.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable, ArithmeticTimelineSchedule {
  let startDate: Date
  let interval: Double

  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = interval.isFinite && interval > 0 ? interval : 1
  }

  /// The dates `start`, `start + interval`, … (`limit` of them, or without end).
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    let start: Date
    let interval: Double
    let limit: Int?
    var index = 0

    init(start: Date, interval: Double, limit: Int? = nil) {
      self.start = start
      self.interval = interval
      self.limit = limit
    }

    public mutating func next() -> Date? {
      if let limit, index >= limit { return nil }
      defer { index += 1 }
      return start.addingTimeInterval(Double(index) * interval)
    }
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    Entries(start: self.startDate, interval: interval)
  }

  /// Before the schedule's start (a screenshot's synthetic dates come before a `from: .now`
  /// taken on the wall clock) the entries fall on whole intervals since 1970, so a
  /// one-second schedule ticks on the second there too.
  func entry(atOrBefore date: Date, start: Date) -> Date {
    guard date >= startDate else { return beforeStart(date) }
    let steps = self.steps(to: date)
    return startDate.addingTimeInterval(steps * interval)
  }

  func entry(after date: Date, start: Date) -> Date? {
    // Before the start (see above), it ticks every interval from the date drawn at.
    guard date >= startDate else { return min(startDate, beforeStart(date).addingTimeInterval(interval)) }
    let steps = self.steps(to: date) + 1
    return startDate.addingTimeInterval(steps * interval)
  }

  private func beforeStart(_ date: Date) -> Date {
    Date(timeIntervalSince1970: (date.timeIntervalSince1970 / interval + 1e-6).rounded(.down) * interval)
  }

  /// Whole intervals from the start to `date`; a date a rounding error short of an entry (a
  /// `Date` keeps about 0.1 µs near today) counts as on it.
  private func steps(to date: Date) -> Double {
    (date.timeIntervalSince(startDate) / interval + 1e-6).rounded(.down)
  }

  var cadence: TimelineViewDefaultContext.Cadence { interval < 1 ? .live : interval < 60 ? .seconds : .minutes }
}

/// Updates at the start of every minute (and when the view appears).
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable, ArithmeticTimelineSchedule {
  public init() {}

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return PeriodicTimelineSchedule.Entries(start: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
  }

  func entry(atOrBefore date: Date, start: Date) -> Date {
    max(start, Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60))
  }

  func entry(after date: Date, start: Date) -> Date? {
    Date(timeIntervalSinceReferenceDate: ((date.timeIntervalSinceReferenceDate / 60).rounded(.down) + 1) * 60)
  }

  var cadence: TimelineViewDefaultContext.Cadence { .minutes }
}

/// Updates at the given dates only.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  let dates: Entries

  public init(_ dates: Entries) { self.dates = dates }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Updates as often as the display does.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}

extension TimelineSchedule {
  /// The entry to show at `date` and the next one after it, for a view that appeared at
  /// `start`: by arithmetic when the schedule allows, else by walking its entries (at most
  /// 100,000).
  func entries(around date: Date, start: Date) -> (
    current: Date, next: Date?, cadence: TimelineViewDefaultContext.Cadence
  ) {
    if let arithmetic = self as? any ArithmeticTimelineSchedule {
      return (
        arithmetic.entry(atOrBefore: date, start: start), arithmetic.entry(after: date, start: start),
        arithmetic.cadence
      )
    }
    var current = start
    var previous: Date?
    for (index, entry) in entries(from: start, mode: .normal).enumerated() {
      if entry > date { return (current, entry, Self.cadence(previous, entry)) }
      if entry >= start { current = entry }
      previous = entry
      if index >= 100_000 { break }
    }
    return (current, nil, .seconds)
  }

  private static func cadence(_ previous: Date?, _ next: Date) -> TimelineViewDefaultContext.Cadence {
    guard let previous else { return .seconds }
    let gap = next.timeIntervalSince(previous)
    return gap < 1 ? .live : gap < 60 ? .seconds : .minutes
  }
}
