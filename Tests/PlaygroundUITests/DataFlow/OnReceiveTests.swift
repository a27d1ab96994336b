import Foundation
import OpenCombine
import PlaygroundCombine
import Testing

@testable import PlaygroundUI

/// Counts the ticks of a one-second `Timer.publish` timer, as Apple's examples of `onReceive`
/// do ("Timer.publish(every: 1, on: .main, in: .common).autoconnect()").
private struct TickingView: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var ticks = 0

  var body: some View {
    Text("ticks \(ticks)")
      .onReceive(timer) { _ in ticks += 1 }
  }
}

/// Shows `TickingView` until "Hide" is clicked.
private struct TickingHost: View {
  @State private var shown = true

  var body: some View {
    VStack {
      Button("Hide") { shown = false }
      if shown { TickingView() }
    }
  }
}

/// Logs what a subject sends, with a prefix its parent can change.
private struct Listener: View {
  let subject: PassthroughSubject<String, Never>
  let prefix: String
  let log: Tally

  var body: some View {
    Text(prefix)
      .onReceive(subject) { log.log.append(prefix + $0) }
  }
}

/// `View.onReceive(_:perform:)`: the action runs with each value while the view is in the tree
/// (Apple: "Adds an action to perform when this view detects data emitted by the given
/// publisher"); timers run on the playground's clock, which frames advance.
@MainActor
@Suite(.serialized) struct OnReceiveTests {
  private let window = CGSize(width: 400, height: 400)

  /// Renders frames at 60 Hz from `start` to `end`, as `screenshot --after wait:` does.
  private func run(_ graph: ViewGraph, from start: Double, to end: Double) {
    var now = start
    while now < end {
      now = min(end, now + 1.0 / 60)
      graph.frame(window, at: now)
    }
  }

  @Test func aOneSecondTimerTicksOncePerSecondOfTheInjectedClock() {
    PlaygroundTimers.shared.reset()
    let graph = ViewGraph.testing(TickingView())
    graph.frame(window, at: 0)
    #expect(graph.leaf("ticks 0") != nil)
    run(graph, from: 0, to: 0.99)
    #expect(graph.leaf("ticks 0") != nil, "no tick before a second has passed")
    graph.frame(window, at: 1)
    #expect(graph.leaf("ticks 1") != nil, "the tick at 1 s shows in the frame at 1 s")
    run(graph, from: 1, to: 3.5)
    #expect(graph.leaf("ticks 3") != nil)
  }

  @Test func aClockThatJumpsFiresAMissedTimerOnce() {
    PlaygroundTimers.shared.reset()
    let graph = ViewGraph.testing(TickingView())
    graph.frame(window, at: 0)
    graph.frame(window, at: 10.5)
    #expect(graph.leaf("ticks 1") != nil, "Foundation's Timer skips missed fires rather than catching up")
    graph.frame(window, at: 11)
    #expect(graph.leaf("ticks 2") != nil, "and keeps its grid")
  }

  @Test func theTimerStopsWhenTheViewLeaves() throws {
    PlaygroundTimers.shared.reset()
    let graph = ViewGraph.testing(TickingHost())
    graph.frame(window, at: 0)
    #expect(PlaygroundTimers.shared.nextDeadline == 1, "autoconnect starts the timer on the first subscription")
    graph.click(try #require(graph.leaf("Hide")).frame, time: 0.5)
    graph.frame(window, at: 0.5)
    #expect(graph.leaf("ticks 0") == nil)
    #expect(PlaygroundTimers.shared.nextDeadline == nil, "the last subscriber gone, autoconnect stops the timer")
  }

  @Test func valuesSentOnTheMainThreadRunTheLatestActionAtOnce() {
    let subject = PassthroughSubject<String, Never>()
    let log = Tally()
    let graph = ViewGraph.testing(Listener(subject: subject, prefix: "a:", log: log))
    graph.frame(window)
    subject.send("1")
    #expect(log.log == ["a:1"])
    graph.setRoot { Listener(subject: subject, prefix: "b:", log: log) }
    graph.frame(window)
    subject.send("2")
    #expect(log.log == ["a:1", "b:2"], "one subscription, calling the action of the latest resolve")
    graph.setRoot { Text("gone") }
    graph.frame(window)
    subject.send("3")
    #expect(log.log == ["a:1", "b:2"], "no action once the view has left")
  }

  @Test func timersFireInDeadlineOrderAndStopWhenCancelled() {
    let timers = PlaygroundTimers()
    let log = Tally()
    let slow = timers.schedule(every: 0.5) { MainActor.assumeIsolated { log.log.append("slow") } }
    _ = timers.schedule(every: 0.25) { MainActor.assumeIsolated { log.log.append("fast") } }
    timers.advance(to: 0.25)
    timers.advance(to: 0.5)
    #expect(log.log == ["fast", "slow", "fast"], "by deadline; at the same deadline, in the order scheduled")
    timers.cancel(slow)
    timers.advance(to: 0.75)
    timers.advance(to: 1.0)
    #expect(log.log == ["fast", "slow", "fast", "fast", "fast"])
    #expect(timers.nextDeadline == 1.25)
  }
}
