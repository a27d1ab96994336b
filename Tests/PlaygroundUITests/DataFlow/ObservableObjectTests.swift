import Foundation
import OpenCombine
import Testing

@testable import PlaygroundUI

/// A model that counts how many were made, so a test can see which views make one.
private final class CounterModel: ObservableObject {
  @Published var count = 0
  @Published var label = "count"
  /// Not published: changing it tells nobody.
  var quiet = 0
  let tally: Tally?

  @MainActor init(tally: Tally? = nil, count: Int = 0) {
    self.tally = tally
    self.count = count
    tally?.count += 1
  }
}

/// Shows a counter it is given, with a button that increments it.
private struct CounterView: View {
  @ObservedObject var model: CounterModel

  var body: some View {
    VStack {
      Text("\(model.label) \(model.count)")
      Button("Add") { model.count += 1 }
    }
  }
}

/// Owns its counter.
private struct OwningView: View {
  @StateObject private var model: CounterModel

  init(tally: Tally) {
    _model = StateObject(wrappedValue: CounterModel(tally: tally))
  }

  var body: some View {
    VStack {
      Text("owned \(model.count)")
      Button("Add") { model.count += 1 }
    }
  }
}

/// Re-renders its child on demand (a tick of its own state) and can hide it.
private struct OwnerHost: View {
  let tally: Tally
  @State private var ticks = 0
  @State private var shown = true

  var body: some View {
    VStack {
      Text("ticks \(ticks)")
      Button("Tick") { ticks += 1 }
      Button("Toggle") { shown.toggle() }
      if shown { OwningView(tally: tally) }
    }
  }
}

/// Passes one of two models down to an observing child.
private struct SwitchingHost: View {
  let models: [CounterModel]
  @State private var which = 0

  var body: some View {
    VStack {
      Button("Switch") { which = 1 - which }
      CounterView(model: models[which])
    }
  }
}

/// Reads the counter from the environment, several views down.
private struct DeepReader: View {
  @EnvironmentObject var model: CounterModel

  var body: some View {
    HStack {
      Text("deep \(model.count)")
      Button("Rename") { $model.label.wrappedValue = "renamed" }
      Text(model.label)
    }
  }
}

private struct Middle: View {
  var body: some View { VStack { DeepReader() } }
}

/// `ObservableObject` with `@Published`, `@StateObject`, `@ObservedObject` and
/// `@EnvironmentObject`, as SwiftUI documents them.
@MainActor
@Suite struct ObservableObjectTests {
  private let window = CGSize(width: 400, height: 400)

  private func tap(_ graph: ViewGraph, _ label: String, at time: Double = 0) throws {
    graph.click(try #require(graph.leaf(label), "no \(label)").frame, time: time)
  }

  /// `objectWillChange` is sent before the change: a subscriber reads the old value.
  @Test func publishedSendsObjectWillChangeBeforeTheChange() {
    let model = CounterModel()
    let seen = Tally()
    nonisolated(unsafe) let observed = model
    let subscription = model.objectWillChange.sink { _ in
      MainActor.assumeIsolated { seen.log.append("\(observed.count)") }
    }
    model.count = 3
    model.count = 4
    model.quiet = 9
    #expect(seen.log == ["0", "3"])
    #expect(model.objectWillChange === model.objectWillChange, "one synthesized publisher per object")
    #expect(model.objectWillChange !== CounterModel().objectWillChange)
    withExtendedLifetime(subscription) {}
  }

  @Test func aPublishedChangeReRendersTheViewThatReadsIt() throws {
    let model = CounterModel()
    let graph = ViewGraph.testing(CounterView(model: model))
    graph.frame(window)
    #expect(graph.leaf("count 0") != nil)
    #expect(!graph.needsFrame)
    model.count = 5
    #expect(graph.needsFrame, "a @Published change schedules a re-render")
    graph.frame(window)
    #expect(graph.leaf("count 5") != nil)
    try tap(graph, "Add")
    graph.frame(window)
    #expect(graph.leaf("count 6") != nil)
    #expect(model.count == 6)
    model.quiet = 1
    #expect(!graph.needsFrame, "a property that is not @Published tells nobody")
  }

  @Test func aChangeInsideWithAnimationAnimates() throws {
    let model = CounterModel()
    let graph = ViewGraph.testing(PublishedPuck(model: model))
    #expect(graph.puckX(at: 0) == 0)
    withAnimation(.linear(duration: 1)) { model.count = 100 }
    graph.frame(strip, at: 0)
    #expect(graph.puckX(at: 0.5) == 50)
    #expect(graph.puckX(at: 1) == 100)
  }

  @Test func aStateObjectIsMadeOnceAndKeptAcrossReRenders() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(OwnerHost(tally: tally))
    graph.frame(window)
    #expect(tally.count == 1)
    try tap(graph, "Add")
    graph.frame(window)
    try tap(graph, "Tick")
    graph.frame(window)
    try tap(graph, "Tick")
    graph.frame(window)
    #expect(graph.leaf("ticks 2") != nil)
    #expect(graph.leaf("owned 1") != nil, "the object outlives its view's re-renders")
    #expect(tally.count == 1, "made once, however often the parent re-renders")
    // A view that leaves the tree takes its object with it; coming back, it makes a new one.
    try tap(graph, "Toggle")
    graph.frame(window)
    #expect(graph.leaf("owned 1") == nil)
    try tap(graph, "Toggle")
    graph.frame(window)
    #expect(graph.leaf("owned 0") != nil)
    #expect(tally.count == 2)
  }

  /// A new root with the same views (what a reload brings, for types the runtime sees as the
  /// same) keeps the objects, as it keeps `@State`.
  @Test func aStateObjectSurvivesANewRootOfTheSameViews() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(OwnerHost(tally: tally))
    graph.frame(window)
    try tap(graph, "Add")
    graph.frame(window)
    graph.setRoot { OwnerHost(tally: tally) }
    graph.frame(window)
    #expect(graph.leaf("owned 1") != nil)
    #expect(tally.count == 1)
  }

  @Test func anObservedObjectIsNotOwned() throws {
    let first = CounterModel(count: 1)
    let second = CounterModel(count: 20)
    let graph = ViewGraph.testing(SwitchingHost(models: [first, second]))
    graph.frame(window)
    #expect(graph.leaf("count 1") != nil)
    try tap(graph, "Switch")
    graph.frame(window)
    #expect(graph.leaf("count 20") != nil, "the new instance replaces the old")
    first.count = 2
    #expect(!graph.needsFrame, "the replaced object no longer re-renders the view")
    second.count = 21
    #expect(graph.needsFrame)
    graph.frame(window)
    #expect(graph.leaf("count 21") != nil)
  }

  @Test func anEnvironmentObjectIsFoundUpTheTree() throws {
    let model = CounterModel(count: 7)
    let graph = ViewGraph.testing(VStack { Middle() }.environmentObject(model))
    graph.frame(window)
    #expect(graph.leaf("deep 7") != nil)
    model.count = 8
    #expect(graph.needsFrame)
    graph.frame(window)
    #expect(graph.leaf("deep 8") != nil)
    try tap(graph, "Rename")
    graph.frame(window)
    #expect(model.label == "renamed" && graph.leaf("renamed") != nil, "$model.label writes through")
  }

  @Test func theNearestEnvironmentObjectWins() throws {
    let outer = CounterModel(count: 1)
    let inner = CounterModel(count: 2)
    let graph = ViewGraph.testing(
      VStack {
        Middle()
        Middle().environmentObject(inner)
      }
      .environmentObject(outer))
    graph.frame(window)
    #expect(graph.leaves("deep 1").count == 1 && graph.leaves("deep 2").count == 1)
  }

  /// As in SwiftUI, reading a missing environment object stops the program with a message
  /// naming the type (under `open`, the window shows it and comes back).
  @Test func aMissingEnvironmentObjectStopsWithAMessageNamingTheType() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = await MainActor.run {
        ViewGraph.testing(Middle()).frame(CGSize(width: 100, height: 100))
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "No ObservableObject of type CounterModel found. A View.environmentObject(_:) for CounterModel may be missing"))
  }

  /// A class may declare its own `objectWillChange`, of any publisher type that never fails;
  /// a view subscribes to it while it shows the object, and cancels when it stops.
  @Test func aViewSubscribesToAnyObjectWillChangeWhileItShowsTheObject() throws {
    let first = CountingModel()
    let second = CountingModel()
    let graph = ViewGraph.testing(CountingHost(models: [first, second]))
    graph.frame(window)
    #expect(first.subscriptions == 1 && second.subscriptions == 0)
    first.changes.send()
    #expect(graph.needsFrame, "the object's own publisher re-renders the view")
    graph.frame(window)
    try tap(graph, "Switch")
    graph.frame(window)
    #expect(first.subscriptions == 0, "the view cancelled its subscription to the replaced object")
    #expect(second.subscriptions == 1)
    first.changes.send()
    #expect(!graph.needsFrame)
  }
}

/// The puck, moved by a published value.
private struct PublishedPuck: View {
  @ObservedObject var model: CounterModel

  var body: some View { Puck(x: CGFloat(model.count)) }
}

/// A model with a publisher of its own that counts the subscriptions alive.
private final class CountingModel: ObservableObject {
  let changes = PassthroughSubject<Void, Never>()
  var subscriptions = 0

  var objectWillChange: Publishers.HandleEvents<PassthroughSubject<Void, Never>> {
    changes.handleEvents(
      receiveSubscription: { [unowned self] _ in subscriptions += 1 },
      receiveCancel: { [unowned self] in subscriptions -= 1 })
  }
}

private struct CountingHost: View {
  let models: [CountingModel]
  @State private var which = 0

  var body: some View {
    VStack {
      Button("Switch") { which = 1 - which }
      CountingView(model: models[which])
    }
  }
}

private struct CountingView: View {
  @ObservedObject var model: CountingModel
  var body: some View { Text("counting") }
}
