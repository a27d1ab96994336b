/// A view that rebuilds its content at the dates of a schedule (mirrors SwiftUI's
/// `TimelineView`), on the playground's clock: `context.date` is the clock's date
/// (`PlaygroundTimers.date(at:)`), so a screenshot at `--at` shows the same date every run.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
  public typealias Context = TimelineViewDefaultContext

  let schedule: Schedule
  let content: (Context) -> Content

  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    // Volatile: the body around it evaluates on every resolve, so a due entry is drawn.
    let graph = context.graph
    let now = PlaygroundTimers.shared.date(at: graph.frameTime)
    let start = graph.modifierState.appearanceDate(at: context.identity, now: now)
    let entries = schedule.entries(around: now, start: start)
    if let next = entries.next { graph.timelineWakeup.wake(at: graph.frameTime + next.timeIntervalSince(now)) }
    let timelineContext = TimelineViewDefaultContext(date: entries.current, cadence: entries.cadence)
    return context.resolve(content(timelineContext), role: .content)
  }
}

/// What a timeline view's content is built from: the entry's date and how often entries come.
public struct TimelineViewDefaultContext: Sendable {
  /// How often a timeline updates, for content that shows less detail when it is slow.
  public enum Cadence: Comparable, Sendable {
    case live
    case seconds
    case minutes
  }

  public let date: Date
  public let cadence: Cadence

  /// Asks for the content to be built again (the playground rebuilds it on every resolve).
  public func invalidateTimelineContent() {}
}

/// When a graph's timeline views next need a resolve: the earliest entry any of them waits
/// for, on the graph's clock. A frame at or after it resolves (`ViewGraph.render`); a timer
/// on the playground's clock wakes an idle host for it.
@MainActor
final class TimelineWakeup {
  private var timer: Int?
  private(set) var deadline = Double.infinity
  private let resolve: @MainActor () -> Void

  init(resolve: @escaping @MainActor () -> Void) { self.resolve = resolve }

  /// A resolve at graph time `due` (sooner requests win).
  func wake(at due: Double) {
    guard due < deadline else { return }
    if let timer { PlaygroundTimers.shared.cancel(timer) }
    deadline = due
    let wait = max(1e-3, due - PlaygroundTimers.shared.now)
    // A timer fires on the main thread, when the clock advances past its deadline.
    timer = PlaygroundTimers.shared.schedule(every: wait) { [weak self] in
      MainActor.assumeIsolated { self?.fire() }
    }
  }

  /// Called with each frame's time: asks for a resolve once the deadline has come (within
  /// 0.1 ms: dates round, and a frame on the deadline must not wait for the next one).
  func check(at time: Double) {
    if time >= deadline - 1e-4 { fire() }
  }

  private func fire() {
    if let timer { PlaygroundTimers.shared.cancel(timer) }
    timer = nil
    deadline = .infinity
    resolve()
  }
}
