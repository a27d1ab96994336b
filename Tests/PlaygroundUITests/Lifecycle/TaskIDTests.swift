import Foundation
import Testing

@testable import PlaygroundUI

/// `task(id:)`: the task starts when the view appears, is cancelled when it disappears, and a
/// changed id cancels the running task and starts the action again (an unchanged id does not).
@MainActor
@Suite struct TaskIDTests {
  private let window = CGSize(width: 200, height: 200)

  /// A view whose task logs its start and how it ended, for the id it was started with.
  private func view(id: Int, tally: Tally, shown: Bool = true) -> some View {
    VStack {
      if shown {
        Text("content \(id)").task(id: id) {
          tally.log.append("start \(id)")
          // An hour: the test ends long before, whatever the load (a minute once ran out on a busy machine).
          try? await Task.sleep(nanoseconds: 3_600_000_000_000)
          tally.log.append(Task.isCancelled ? "cancelled \(id)" : "finished \(id)")
        }
      }
    }
  }

  /// Lets started and cancelled tasks run until `tally` has `count` entries (or a deadline).
  private func wait(for count: Int, in tally: Tally) async {
    for _ in 0..<500 where tally.log.count < count {
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
  }

  @Test func aNewIdCancelsTheRunningTaskAndStartsAnother() async {
    let tally = Tally()
    let graph = ViewGraph.testing(view(id: 1, tally: tally))
    graph.frame(window)
    await wait(for: 1, in: tally)
    #expect(tally.log == ["start 1"])
    graph.setRoot { self.view(id: 1, tally: tally) }
    graph.frame(window)
    await wait(for: 2, in: tally)
    #expect(tally.log == ["start 1"], "the same id leaves the task running")
    graph.setRoot { self.view(id: 2, tally: tally) }
    graph.frame(window)
    await wait(for: 3, in: tally)
    #expect(Set(tally.log) == ["start 1", "cancelled 1", "start 2"])
    graph.setRoot { self.view(id: 2, tally: tally, shown: false) }
    graph.frame(window)
    await wait(for: 4, in: tally)
    #expect(tally.log.last == "cancelled 2", "disappearing cancels it")
    #expect(tally.log.count == 4)
  }
}
