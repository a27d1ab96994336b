import Foundation
import Testing

@testable import PlaygroundUI

/// Counts how many times each body ran, by name.
@MainActor
final class BodyTally {
  var runs: [String: Int] = [:]
  func ran(_ name: String) { runs[name, default: 0] += 1 }
  func reset() { runs = [:] }
  var total: Int { runs.values.reduce(0, +) }
}

/// Incremental updates, proved by counting bodies run (SwiftUI's rule: a state change
/// re-evaluates the views that read the state, and a view whose inputs are unchanged is not
/// evaluated again), and what reuse must not break: outer modifiers applied once, state
/// dropped with its view, a kept action still acting.
@MainActor
@Suite struct IncrementalUpdateTests {
  let window = CGSize(width: 400, height: 600)

  /// A row with its own counter: its body reads only its own state.
  struct CounterRow: View {
    let index: Int
    let tally: BodyTally
    @State private var count = 0

    var body: some View {
      let _ = tally.ran("row \(index)")
      Button("Row \(index): \(count)") { count += 1 }
    }
  }

  struct Rows: View {
    let count: Int
    let tally: BodyTally

    var body: some View {
      let _ = tally.ran("rows")
      VStack(spacing: 0) {
        ForEach(0..<count, id: \.self) { index in
          CounterRow(index: index, tally: tally)
        }
      }
    }
  }

  @Test("A row's own state change re-evaluates that row only, not its parent or its 99 siblings")
  func ownStateChange() throws {
    let tally = BodyTally()
    let graph = ViewGraph.testing(ScrollView { Rows(count: 100, tally: tally) })
    graph.frame(window)
    #expect(tally.runs["rows"] == 1)
    #expect(tally.total == 101)
    tally.reset()
    let row = try #require(graph.leaf("Row 3: 0"))
    graph.click(row.frame, time: 1)
    graph.frame(window, at: 1)
    #expect(tally.runs == ["row 3": 1])
    #expect(graph.leaf("Row 3: 1") != nil)
    #expect(graph.lastResolveCounts.evaluated == 1)
    #expect(graph.lastResolveCounts.reused == 99)
  }

  @Test(
    "On a device's canvas, which sets custom environment keys on every resolve, a row's change still re-evaluates that row only"
  )
  func ownStateChangeOnADevice() throws {
    let tally = BodyTally()
    let graph = ViewGraph.testing(
      DeviceCanvas(CanvasSettings(device: .iPhone)) {
        ScrollView { Rows(count: 100, tally: tally) }.environment(\.accessibilityReduceMotion, false)
      })
    graph.frame(Device.iPhone.size)
    tally.reset()
    let row = try #require(graph.leaf("Row 3: 0"))
    graph.click(row.frame, time: 1)
    graph.frame(Device.iPhone.size, at: 1)
    #expect(tally.runs == ["row 3": 1])
    #expect(graph.lastResolveCounts.reused == 99)
  }

  @Test("A resize evaluates no body: every view is reused with what it measured")
  func resizeEvaluatesNothing() {
    let tally = BodyTally()
    let graph = ViewGraph.testing(ScrollView { Rows(count: 500, tally: tally) })
    graph.frame(window)
    tally.reset()
    graph.frame(CGSize(width: 300, height: 500), at: 1)
    graph.frame(CGSize(width: 350, height: 450), at: 2)
    #expect(tally.total == 0)
  }

  /// A parent whose selection every row reads as an input.
  struct Selectable: View {
    let tally: BodyTally
    @State private var selected = 2

    var body: some View {
      let _ = tally.ran("list")
      VStack(spacing: 0) {
        ForEach(0..<20, id: \.self) { index in
          SelectableRow(index: index, isSelected: index == selected, tally: tally)
        }
        Button("Select 7") { selected = 7 }
      }
    }
  }

  struct SelectableRow: View {
    let index: Int
    let isSelected: Bool
    let tally: BodyTally

    var body: some View {
      let _ = tally.ran("row \(index)")
      Text(isSelected ? "[\(index)]" : "\(index)")
    }
  }

  @Test("A parent's state change re-evaluates only the children whose inputs changed")
  func parentStateChange() throws {
    let tally = BodyTally()
    let graph = ViewGraph.testing(Selectable(tally: tally))
    graph.frame(window)
    tally.reset()
    graph.click(try #require(graph.leaf("Select 7")).frame, time: 1)
    graph.frame(window, at: 1)
    // The rows are built in a `ForEach` closure, which is what reads `selected`: it runs again
    // (the parent's body need not), and of the rows only the two whose input changed run.
    #expect(tally.runs.filter { $0.key.hasPrefix("row") } == ["row 2": 1, "row 7": 1])
    #expect(tally.runs["list", default: 0] <= 1)
    #expect(graph.leaf("[7]") != nil && graph.leaf("[2]") == nil && graph.leaf("2") != nil)
  }

  /// A child wrapped by its parent's `opacity` and `alignmentGuide`, which annotate the child's
  /// top node: reusing the child must not apply them twice.
  struct Wrapped: View {
    @State private var taps = 0

    var body: some View {
      VStack(alignment: .leading) {
        Label(text: "inner")
          .opacity(0.5)
          .alignmentGuide(.leading) { $0.width / 2 - $0.width / 2 + 10 }
        Button("Tap \(taps)") { taps += 1 }
      }
    }
  }

  struct Label: View {
    let text: String
    var body: some View { Text(text) }
  }

  @Test("Outer modifiers annotate a reused body once: opacity stays 0.5, the guide does not stack")
  func annotationsAreNotCompounded() throws {
    let graph = ViewGraph.testing(Wrapped())
    graph.frame(window)
    let before = try #require(graph.leaf("inner"))
    for step in 1...3 {
      let button = try #require(graph.tracedViews.first { $0.detail.hasPrefix("Tap") })
      graph.click(button.frame, time: Double(step))
      graph.frame(window, at: Double(step))
    }
    #expect(graph.leaf("Tap 3") != nil)
    #expect(graph.lastResolveCounts.reused >= 1, "the label's body was reused")
    let after = try #require(graph.leaf("inner"))
    #expect(after.frame == before.frame)
    #expect(after.opacity == before.opacity)
    #expect(isClose(after.opacity, 0.5, within: 1e-6))
  }

  struct Toggled: View {
    @State private var shown = true

    var body: some View {
      VStack {
        if shown { CounterRow(index: 1, tally: BodyTally()) }
        Button("Toggle") { shown.toggle() }
      }
    }
  }

  @Test("A removed view's state is dropped; shown again, it starts fresh")
  func stateGoesWithItsView() throws {
    let graph = ViewGraph.testing(Toggled())
    graph.frame(window)
    let states = graph.stateCount
    graph.click(try #require(graph.leaf("Row 1: 0")).frame, time: 1)
    graph.frame(window, at: 1)
    #expect(graph.leaf("Row 1: 1") != nil)
    graph.click(try #require(graph.leaf("Toggle")).frame, time: 2)
    graph.frame(window, at: 2)
    #expect(graph.leaf("Row 1: 1") == nil)
    #expect(graph.stateCount == states - 1)
    graph.click(try #require(graph.leaf("Toggle")).frame, time: 3)
    graph.frame(window, at: 3)
    #expect(graph.leaf("Row 1: 0") != nil)
    #expect(graph.stateCount == states)
  }

  @Observable final class Model {
    var title = "first"
  }

  struct ObservingRow: View {
    let model: Model
    let tally: BodyTally
    var body: some View {
      let _ = tally.ran("observer")
      Text(model.title)
    }
  }

  struct Unrelated: View {
    let tally: BodyTally
    var body: some View {
      let _ = tally.ran("unrelated")
      Text("unrelated")
    }
  }

  @Test("An @Observable property change re-evaluates the view that read it, not its sibling")
  func observationIsPerView() {
    let tally = BodyTally()
    let model = Model()
    let graph = ViewGraph.testing(
      VStack {
        ObservingRow(model: model, tally: tally)
        Unrelated(tally: tally)
      })
    graph.frame(window)
    tally.reset()
    model.title = "second"
    graph.frame(window, at: 1)
    #expect(graph.leaf("second") != nil)
    #expect(tally.runs == ["observer": 1])
  }

  @Test("Pressing a button re-evaluates only the body that drew it")
  func pressIsPerButton() throws {
    let tally = BodyTally()
    let graph = ViewGraph.testing(Rows(count: 20, tally: tally))
    graph.frame(window)
    tally.reset()
    let row = try #require(graph.leaf("Row 5: 0"))
    graph.pointerDown(at: CGPoint(x: row.frame.midX, y: row.frame.midY), time: 1)
    graph.frame(window, at: 1)
    #expect(tally.runs == ["row 5": 1])
  }
}

/// How kept bodies are found again: in the order their parent met them last time, extending
/// the kept identity chain, so ten thousand rows below a body that ran again cost no lookup
/// among all bodies and no new identity each.
@MainActor
@Suite struct KeptBodyLookupTests {
  let window = CGSize(width: 400, height: 900)

  /// A row that is `Equatable` by what it shows (the tally is not part of it).
  struct Row: View, Equatable {
    let title: String
    let isSelected: Bool
    nonisolated static func == (a: Row, b: Row) -> Bool { a.title == b.title && a.isSelected == b.isSelected }
    var body: some View { Text(isSelected ? "[\(title)]" : title) }
  }

  struct TitledRows: View {
    @State private var selected = "b"
    let titles: [String]

    var body: some View {
      VStack(spacing: 0) {
        ForEach(titles, id: \.self) { title in Row(title: title, isSelected: title == selected) }
        Button("Select d") { selected = "d" }
      }
    }
  }

  @Test("Rows below a body that ran again are found in order, none by identity among all")
  func rowsAreFoundInOrder() throws {
    let titles = (0..<40).map { "row \($0)" } + ["b", "d"]
    let graph = ViewGraph.testing(TitledRows(titles: titles))
    graph.frame(window)
    graph.click(try #require(graph.leaf("Select d")).frame, time: 1)
    let linksBefore = ViewIdentity.linksMade
    graph.frame(window, at: 1)
    let lookups = graph.lastKeptBodyLookups
    #expect(lookups.inOrder >= titles.count, "every row found as the next expected: \(lookups)")
    #expect(lookups.byIdentity <= 1, "at most the body that ran again is looked up: \(lookups)")
    // The 40 unchanged rows go on with their kept identities: the links made are those of the
    // body's own views and of the two rows that changed, not one per row.
    let made = ViewIdentity.linksMade - linksBefore
    #expect(made < titles.count, "\(made) identity links made for \(titles.count) rows")
    #expect(graph.leaf("[d]") != nil && graph.leaf("[b]") == nil && graph.leaf("b") != nil)
  }

  @Test("Rows reordered are still found (by identity) and keep what they showed")
  func reorderedRowsAreFoundByIdentity() throws {
    struct Shuffled: View {
      @State private var reversed = false
      var body: some View {
        VStack(spacing: 0) {
          ForEach(reversed ? ["c", "b", "a"] : ["a", "b", "c"], id: \.self) { title in
            Row(title: title, isSelected: false)
          }
          Button("Reverse") { reversed.toggle() }
        }
      }
    }
    let graph = ViewGraph.testing(Shuffled())
    graph.frame(window)
    graph.click(try #require(graph.leaf("Reverse")).frame, time: 1)
    graph.frame(window, at: 1)
    #expect(graph.lastResolveCounts.reused == 3)
    #expect(graph.lastKeptBodyLookups.byIdentity >= 2)
    let a = try #require(graph.leaf("a"))
    let c = try #require(graph.leaf("c"))
    #expect(c.frame.minY < a.frame.minY)
  }
}

@Suite struct IdentitySetTests {
  @Test("Members are found; identities of other depths and other paths are not")
  func membership() {
    var set = IdentitySet()
    let parent = ViewIdentity.root.appending(.position(0))
    let child = parent.appending(.position(3))
    set.insert(child)
    #expect(set.contains(parent.appending(.position(3))))
    #expect(!set.contains(parent.appending(.position(4))))
    #expect(!set.contains(parent))
    #expect(!set.contains(child.appending(.position(3))))
    set.insert(.root)
    #expect(set.contains(.root) && set.contains(child) && !set.contains(parent))
    set.removeAll()
    #expect(set.isEmpty && !set.contains(child))
  }

  @Test("Identities deeper than 63 steps are found too")
  func deepMembers() {
    var deep = ViewIdentity.root
    for step in 0..<70 { deep = deep.appending(.position(step)) }
    var set = IdentitySet()
    set.insert(deep)
    #expect(set.contains(deep))
    #expect(!set.contains(deep.parent))
    #expect(!set.contains(deep.parent.appending(.position(0))))
    var shallow = ViewIdentity.root
    for step in 0..<5 { shallow = shallow.appending(.position(step)) }
    #expect(!set.contains(shallow))
  }
}

@Suite struct ExplicitIDTests {
  @Test("Equal exactly when AnyHashable says so, strings and integers included")
  func equalityFollowsAnyHashable() {
    let cases: [(ExplicitID, ExplicitID, Bool)] = [
      (ExplicitID("a"), ExplicitID("a"), true),
      (ExplicitID("a"), ExplicitID("b"), false),
      (ExplicitID(1), ExplicitID(1), true),
      (ExplicitID(1), ExplicitID(2), false),
      (ExplicitID(1), ExplicitID(Int8(1)), AnyHashable(1) == AnyHashable(Int8(1))),
      (ExplicitID("1"), ExplicitID(1), false),
      (ExplicitID(AnyHashable("a")), ExplicitID("a"), true),
      (ExplicitID(1.5), ExplicitID(1.5), true),
    ]
    for (a, b, equal) in cases {
      #expect((a == b) == equal, "\(a.value) vs \(b.value)")
      #expect((b == a) == equal)
      if equal { #expect(a.hashValue == b.hashValue) }
    }
  }
}

/// A kept body is reused only in the environment it was evaluated in: environments are
/// compared once per pair of values (`BodyReuse.sameEnvironment`), and a changed one makes the
/// body run again.
@MainActor
@Suite struct EnvironmentReuseTests {
  let window = CGSize(width: 400, height: 600)

  struct FontReader: View {
    let tally: BodyTally
    @Environment(\.font) private var font

    var body: some View {
      let _ = tally.ran("reader")
      Text(font == .title ? "title" : "not title")
    }
  }

  struct Switcher: View {
    let tally: BodyTally
    @State private var big = false

    var body: some View {
      VStack {
        ForEach(0..<3, id: \.self) { _ in FontReader(tally: tally) }
        FontReader(tally: tally).font(big ? .title : .body)
        Button("Switch") { big.toggle() }
      }
    }
  }

  @Test("A changed environment re-evaluates the body that reads it; an unchanged one does not")
  func environmentChangeReevaluates() throws {
    let tally = BodyTally()
    let graph = ViewGraph.testing(Switcher(tally: tally))
    graph.frame(window)
    #expect(graph.leaves("not title").count == 4)
    tally.reset()
    graph.click(try #require(graph.leaf("Switch")).frame, time: 1)
    graph.frame(window, at: 1)
    #expect(graph.leaves("title").count == 1 && graph.leaves("not title").count == 3)
    #expect(tally.runs["reader"] == 1, "only the reader whose font changed runs: \(tally.runs)")
    tally.reset()
    graph.click(try #require(graph.leaf("Switch")).frame, time: 2)
    graph.frame(window, at: 2)
    #expect(graph.leaves("not title").count == 4)
    #expect(tally.runs["reader"] == 1)
  }
}

extension ExplicitIDTests {
  @Test("An identity step stays small: ten thousand chips make tens of thousands of them")
  func componentIsSmall() {
    #expect(MemoryLayout<ExplicitID>.size <= 17)
    #expect(MemoryLayout<ViewIdentity.Component>.size <= 18)
  }
}
