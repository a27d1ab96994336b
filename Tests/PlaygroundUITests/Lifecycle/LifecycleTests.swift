import Foundation
import Testing

@testable import PlaygroundUI

private struct Appearing: View {
  let tally: Tally
  var show: Bool
  var label = "x"

  var body: some View {
    VStack {
      Color.gray.frame(width: 10, height: 10)
      if show {
        Text(label)
          .onAppear { tally.log.append("appear") }
          .onDisappear { tally.log.append("disappear") }
      }
    }
  }
}

private struct Watching: View {
  let tally: Tally
  var value: Int
  var initial = false

  var body: some View {
    Text("v")
      .onChange(of: value, initial: initial) { old, new in tally.log.append("\(old)→\(new)") }
      .onChange(of: value) { tally.count += 1 }
  }
}

private struct Counter: View {
  @State var count = 0

  var body: some View {
    Button("count \(count)") { count += 1 }
  }
}

/// onAppear/onDisappear once per appearance of an identity, task started and cancelled with it,
/// onChange with old and new values, id resetting state, tag stored, onHover on enter and leave.
@MainActor
@Suite struct LifecycleTests {
  private let window = CGSize(width: 200, height: 200)

  @Test func appearAndDisappearOncePerAppearance() {
    let tally = Tally()
    let graph = ViewGraph.testing(Appearing(tally: tally, show: true))
    graph.frame(window)
    #expect(tally.log == ["appear"])
    graph.setRoot { Appearing(tally: tally, show: true, label: "y") }
    graph.frame(window)
    graph.frame(window)
    #expect(tally.log == ["appear"], "a changed view with the same identity does not appear again")
    graph.setRoot { Appearing(tally: tally, show: false) }
    graph.frame(window)
    #expect(tally.log == ["appear", "disappear"])
    graph.setRoot { Appearing(tally: tally, show: true) }
    graph.frame(window)
    #expect(tally.log == ["appear", "disappear", "appear"])
  }

  @Test func aTaskRunsOnAppearAndIsCancelledOnDisappear() async {
    let tally = Tally()
    let graph = ViewGraph.testing(
      Color.red.task {
        tally.log.append("started")
        try? await Task.sleep(nanoseconds: 60_000_000_000)
        tally.log.append(Task.isCancelled ? "cancelled" : "finished")
      })
    graph.frame(window)
    #expect(graph.runningTaskCount == 1)
    for _ in 0..<20 where tally.log.isEmpty { await Task.yield() }
    #expect(tally.log == ["started"])
    graph.setRoot { EmptyView() }
    graph.frame(window)
    #expect(graph.runningTaskCount == 0)
    for _ in 0..<200 where tally.log.count < 2 {
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
    #expect(tally.log == ["started", "cancelled"])
  }

  @Test func onChangeGetsOldAndNewValues() {
    let tally = Tally()
    let graph = ViewGraph.testing(Watching(tally: tally, value: 1))
    graph.frame(window)
    #expect(tally.log.isEmpty && tally.count == 0, "no call for the first value")
    graph.setRoot { Watching(tally: tally, value: 2) }
    graph.frame(window)
    graph.setRoot { Watching(tally: tally, value: 2) }
    graph.frame(window)
    graph.setRoot { Watching(tally: tally, value: 5) }
    graph.frame(window)
    #expect(tally.log == ["1→2", "2→5"])
    #expect(tally.count == 2)

    let initial = Tally()
    let second = ViewGraph.testing(Watching(tally: initial, value: 7, initial: true))
    second.frame(window)
    #expect(initial.log == ["7→7"], "initial: true calls once on appearing")
    #expect(initial.count == 0)
  }

  @Test func theDeprecatedOnChangeGetsTheNewValue() {
    let tally = Tally()
    struct Old: View {
      let tally: Tally
      var value: String
      var body: some View { Text("t").onChange(of: value) { tally.log.append($0) } }
    }
    let graph = ViewGraph.testing(Old(tally: tally, value: "a"))
    graph.frame(window)
    graph.setRoot { Old(tally: tally, value: "b") }
    graph.frame(window)
    #expect(tally.log == ["b"])
  }

  @Test func aNewIDResetsState() throws {
    func root(_ id: Int) -> some View { Counter().id(id) }
    let graph = ViewGraph.testing(root(1))
    graph.frame(window)
    graph.click(try #require(graph.leaf("count 0")).frame, time: 0)
    graph.frame(window)
    graph.setRoot { root(1) }
    graph.frame(window)
    #expect(graph.leaf("count 1") != nil, "the same id keeps the state")
    graph.setRoot { root(2) }
    graph.frame(window)
    #expect(graph.leaf("count 0") != nil, "a new id starts afresh")
  }

  @Test func aTagIsStoredOnTheNode() throws {
    let graph = ViewGraph.testing(HStack { Text("a").tag(3) })
    graph.frame(window)
    let node = try #require(graph.node(kind: "Text(\"a\")"))
    #expect(node.tag(as: Int.self) == 3)
    #expect(node.tag(as: String.self) == nil)
    #expect(try #require(graph.node(kind: "HStackLayout")).tagValue == nil)
  }

  @Test func hoverReportsEnteringAndLeaving() {
    let tally = Tally()
    let graph = ViewGraph.testing(
      Color.red.frame(width: 50, height: 50).onHover { tally.log.append($0 ? "in" : "out") })
    graph.frame(window)
    graph.pointerHovered(to: CGPoint(x: 10, y: 10), time: 0)
    graph.pointerHovered(to: CGPoint(x: 100, y: 100), time: 0)
    graph.pointerHovered(to: CGPoint(x: 110, y: 110), time: 0)
    graph.pointerHovered(to: CGPoint(x: 190, y: 100), time: 0)
    graph.pointerHovered(to: CGPoint(x: 100, y: 100), time: 0)
    graph.pointerHovered(to: nil, time: 0)
    #expect(tally.log == ["in", "out", "in", "out"])
  }
}
