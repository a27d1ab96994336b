import Foundation
import Testing

@testable import PlaygroundUI

/// A counter owning its count.
private struct Counter: View {
  let name: String
  @State private var count = 0

  var body: some View {
    HStack {
      Text("\(name)=\(count)")
      Button("+\(name)") { count += 1 }
    }
  }
}

/// Hosts two counters, the second removable; its own state changes re-evaluate its body.
private struct CounterHost: View {
  @State private var showSecond = true
  @State private var flips = 0

  var body: some View {
    VStack {
      Text("flips \(flips)")
      Counter(name: "a")
      if showSecond { Counter(name: "b") }
      Button("toggle") {
        showSecond.toggle()
        flips += 1
      }
    }
  }
}

/// Counters identified by id in a `ForEach`.
private struct CounterList: View {
  let ids: [String]

  var body: some View {
    VStack {
      ForEach(ids, id: \.self) { id in Counter(name: id) }
    }
  }
}

@MainActor
@Suite struct StateTests {
  private let window = CGSize(width: 400, height: 300)

  private func tap(_ graph: ViewGraph, _ label: String, times: Int = 1) throws {
    for _ in 0..<times {
      let button = try #require(graph.leaf(label), "no \(label) drawn")
      graph.click(button.frame, time: 0)
      graph.frame(window)
    }
  }

  private func texts(_ graph: ViewGraph) -> Set<String> {
    Set(graph.tracedViews.filter { $0.kind == "text" }.map(\.detail))
  }

  @Test func stateSurvivesReEvaluationOfTheParentsBody() throws {
    let graph = ViewGraph.testing(CounterHost())
    graph.frame(window)
    #expect(graph.stateCount == 4)
    try tap(graph, "+a", times: 3)
    try tap(graph, "+b")
    #expect(texts(graph).isSuperset(of: ["a=3", "b=1", "flips 0"]))
    // Toggling re-evaluates the host's body, rebuilding Counter(name: "a") with count 0 as its
    // initial value; the stored 3 must win.
    try tap(graph, "toggle")
    #expect(texts(graph).contains("flips 1"))
    #expect(texts(graph).contains("a=3"))
    #expect(!texts(graph).contains("b=1"))
  }

  @Test func stateIsDroppedWhenItsIdentityDisappears() throws {
    let graph = ViewGraph.testing(CounterHost())
    graph.frame(window)
    try tap(graph, "+b", times: 2)
    #expect(graph.stateCount == 4)
    try tap(graph, "toggle")
    #expect(graph.stateCount == 3)
    // Coming back is a new identity: fresh state.
    try tap(graph, "toggle")
    #expect(graph.stateCount == 4)
    #expect(texts(graph).contains("b=0"))
  }

  @Test func forEachStateFollowsElementIdentity() throws {
    let graph = ViewGraph.testing(CounterList(ids: ["x", "y", "z"]))
    graph.frame(window)
    try tap(graph, "+x")
    try tap(graph, "+z", times: 2)
    #expect(graph.stateCount == 3)
    graph.setRoot { CounterList(ids: ["z", "x"]) }
    graph.frame(window)
    #expect(texts(graph) == ["z=2", "x=1", "+z", "+x"])
    #expect(graph.stateCount == 2)
    // Order on screen follows the data.
    let z = try #require(graph.leaf("z=2"))
    let x = try #require(graph.leaf("x=1"))
    #expect(z.frame.minY < x.frame.minY)
  }

  @Test func aStateWriteSchedulesAFrame() throws {
    let graph = ViewGraph.testing(Counter(name: "n"))
    graph.frame(window)
    #expect(!graph.needsFrame)
    let button = try #require(graph.leaf("+n"))
    graph.click(button.frame, time: 0)
    #expect(graph.needsFrame)
    graph.frame(window)
    #expect(!graph.needsFrame)
    #expect(graph.leaf("n=1") != nil)
  }
}
