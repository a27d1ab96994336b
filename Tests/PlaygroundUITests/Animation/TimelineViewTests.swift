import Foundation
import Testing

@testable import PlaygroundUI

/// `TimelineView` on the playground's clock: its content is built from the latest entry of its
/// schedule at the frame's time (Apple: a timeline view "updates according to a schedule"),
/// and it costs no frames between entries.
@MainActor
@Suite struct TimelineViewTests {
  private static let origin = Date(timeIntervalSince1970: 1_767_260_460)
  private let size = CGSize(width: 300, height: 100)

  /// Seconds since the origin the content shows, as text.
  private struct Seconds<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    var body: some View {
      TimelineView(schedule) { context in
        Text(String(format: "%.3f", context.date.timeIntervalSince(TimelineViewTests.origin)))
      }
    }
  }

  private func shown(_ graph: ViewGraph, at time: Double) -> String? {
    graph.frame(size, at: time)
    return graph.tracedViews.first { $0.detail.contains(".") }?.detail
  }

  init() { PlaygroundTimers.shared.useSyntheticDates(from: Self.origin) }

  @Test func periodicShowsTheLatestEntry() {
    let graph = ViewGraph.testing(Seconds(schedule: .periodic(from: Self.origin, by: 1)))
    #expect(shown(graph, at: 0.5) == "0.000")
    #expect(!graph.needsFrame, "nothing to draw until the next entry")
    #expect(shown(graph, at: 0.99) == "0.000")
    #expect(shown(graph, at: 1.0) == "1.000")
    #expect(shown(graph, at: 7.25) == "7.000")
  }

  @Test func beforeItsStartAPeriodicScheduleTicksOnWholeIntervals() {
    // As `from: .now` on the wall clock is, long after the synthetic dates.
    let later = Self.origin.addingTimeInterval(1_000_000)
    let graph = ViewGraph.testing(Seconds(schedule: .periodic(from: later, by: 1)))
    // The origin is on a whole second, so entries fall on whole seconds of the clock.
    #expect(shown(graph, at: 0.25) == "0.000")
    #expect(shown(graph, at: 0.99) == "0.000")
    #expect(shown(graph, at: 1.0) == "1.000")
    #expect(shown(graph, at: 3.5) == "3.000")
  }

  @Test func animationScheduleShowsEveryFrameDate() {
    let graph = ViewGraph.testing(Seconds(schedule: .animation))
    #expect(shown(graph, at: 0.25) == "0.250")
    #expect(graph.needsFrame || graph.timelineWakeup.deadline < 0.3)
    #expect(shown(graph, at: 0.5) == "0.500")
    #expect(shown(graph, at: 2.125) == "2.125")
  }

  @Test func aPausedAnimationScheduleStaysAtItsStart() {
    let graph = ViewGraph.testing(Seconds(schedule: .animation(minimumInterval: 0.5, paused: true)))
    #expect(shown(graph, at: 1) == "1.000")
    #expect(shown(graph, at: 3) == "1.000")
    #expect(graph.timelineWakeup.deadline == .infinity)
  }

  @Test func aMinimumIntervalStepsFromTheStart() {
    let graph = ViewGraph.testing(Seconds(schedule: .animation(minimumInterval: 0.5)))
    #expect(shown(graph, at: 1) == "1.000")
    #expect(shown(graph, at: 1.4) == "1.000")
    #expect(shown(graph, at: 1.6) == "1.500")
  }

  @Test func everyMinuteShowsTheStartOfTheMinute() {
    // The origin is 09:41:00, so 09:42:00 is 60 s later.
    let graph = ViewGraph.testing(Seconds(schedule: .everyMinute))
    #expect(shown(graph, at: 10) == "10.000", "it shows the moment it appeared")
    #expect(shown(graph, at: 59) == "10.000")
    #expect(shown(graph, at: 61) == "60.000")
    #expect(shown(graph, at: 185) == "180.000")
  }

  @Test func explicitDatesAreShownInTurn() {
    let dates = [2.0, 5.0, 9.0].map { Self.origin.addingTimeInterval($0) }
    let graph = ViewGraph.testing(Seconds(schedule: .explicit(dates)))
    #expect(shown(graph, at: 0) == "0.000")
    #expect(shown(graph, at: 3) == "2.000")
    #expect(shown(graph, at: 6) == "5.000")
    #expect(shown(graph, at: 20) == "9.000")
    #expect(graph.timelineWakeup.deadline == .infinity)
  }

  /// Shows an `.animation` timeline, or nothing.
  private struct Optional: View {
    var shown: Bool
    var body: some View {
      VStack {
        if shown { Seconds(schedule: .animation) }
        Color.gray.frame(width: 10, height: 10)
      }
    }
  }

  @Test func anAnimationTimelineWantsOneFramePerRefreshUntilItLeaves() {
    let graph = ViewGraph.testing(Optional(shown: true))
    graph.frame(size, at: 0)
    // One frame later (the display's refresh) and no sooner.
    #expect(abs(graph.timelineWakeup.deadline - 1.0 / 60) < 1e-6)
    graph.frame(size, at: 1.0 / 60)
    #expect(abs(graph.timelineWakeup.deadline - 2.0 / 60) < 1e-6)
    graph.setRoot { Optional(shown: false) }
    graph.frame(size, at: 2.0 / 60)
    // The frame that removed it was its last: nothing is asked for after it.
    graph.frame(size, at: 3.0 / 60)
    #expect(!graph.needsFrame)
    #expect(graph.timelineWakeup.deadline == .infinity)
  }
}
