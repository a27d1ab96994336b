import Foundation
import Testing

@testable import PlaygroundUI

/// Lazy stacks as Apple documents them: "the stack view doesn't create items until it needs to
/// render them onscreen". Inside a scroll view along their axis only the rows near what shows
/// are built; `onAppear`/`onDisappear` fire as rows come and go; rows not built are estimated,
/// and correcting the estimate never moves what shows. Outside a scroll view every row is laid
/// out (SwiftUI builds everything that is visible).
@MainActor
@Suite struct LazyStackTests {
  private let window = CGSize(width: 200, height: 300)

  /// `count` rows 20 pt tall (every `tallEvery`-th one 60 pt), no spacing.
  struct Rows: View {
    var count: Int
    var tallEvery = 0
    var tally: Tally?

    var body: some View {
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(0..<count) { index in
            Text("Row \(index)")
              .frame(height: tallEvery > 0 && index % tallEvery == 0 ? 60 : 20)
              .onAppear { tally?.log.append("appear \(index)") }
              .onDisappear { tally?.log.append("disappear \(index)") }
          }
        }
      }
    }
  }

  private func lazyNode(_ graph: ViewGraph) throws -> LazyStackNode {
    try #require(graph.node(kind: "LazyVStack") as? LazyStackNode)
  }

  private func scroll(_ graph: ViewGraph, by delta: CGFloat, time: Double) {
    graph.scroll(by: CGSize(width: 0, height: delta), at: CGPoint(x: 100, y: 150), time: time)
    graph.frame(window, at: time)
  }

  @Test(
    "A million rows: the rows built are about those that show (300 pt of 20 pt rows is 15), the content is a million rows long"
  )
  func millionRowsBuildWhatShows() throws {
    let graph = ViewGraph.testing(Rows(count: 1_000_000))
    graph.frame(window)
    let node = try lazyNode(graph)
    #expect(node.builtRows.lowerBound == 0)
    #expect(node.builtRows.count >= 15 && node.builtRows.count <= 32)
    // Each text is centred in its 20 pt row.
    #expect(try #require(graph.leaf("Row 0")).frame.midY == 10)
    #expect(try #require(graph.leaf("Row 14")).frame.midY == 290)
    let scrollView = try #require(graph.node(kind: "ScrollView") as? ScrollViewNode)
    #expect(scrollView.contentSize.height == 20_000_000)
  }

  /// A collection that counts how often its elements are read.
  final class Counted: RandomAccessCollection {
    var reads = 0
    let count: Int
    init(count: Int) { self.count = count }
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> Int {
      reads += 1
      return position
    }
  }

  @Test("A ForEach over a million elements is read by index for the rows built only, never walked")
  func forEachIsNotWalked() throws {
    let data = Counted(count: 1_000_000)
    let graph = ViewGraph.testing(
      ScrollView { LazyVStack(spacing: 0) { ForEach(data, id: \.self) { Text("Row \($0)").frame(height: 20) } } })
    graph.frame(window)
    #expect(data.reads > 0 && data.reads < 200)
  }

  @Test("Scrolling builds the next rows: onAppear for the rows coming in, onDisappear for those dropped, in order")
  func scrollingBuildsNextRows() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(Rows(count: 1_000, tally: tally))
    graph.frame(window)
    let firstBuilt = try lazyNode(graph).builtRows
    #expect(tally.log == firstBuilt.map { "appear \($0)" })
    tally.log.removeAll()
    scroll(graph, by: 2_000, time: 1)
    // Row 100 is at the top of the viewport now.
    #expect(try #require(graph.leaf("Row 100")).frame.midY == 10)
    let built = try lazyNode(graph).builtRows
    #expect(built.contains(100) && built.contains(114) && !built.contains(0))
    let disappeared = tally.log.filter { $0.hasPrefix("disappear") }
    let appeared = tally.log.filter { $0.hasPrefix("appear") }
    // (SwiftUI documents no order among the rows leaving at once.)
    #expect(Set(disappeared) == Set(firstBuilt.filter { !built.contains($0) }.map { "disappear \($0)" }))
    #expect(appeared == built.filter { !firstBuilt.contains($0) }.map { "appear \($0)" })
    // Disappearances are told before appearances, as a row leaves before the next comes.
    #expect(tally.log.firstIndex(of: disappeared[0])! < tally.log.firstIndex(of: appeared[0])!)
  }

  @Test("Rows of different heights: scrolling far then on, a visible row moves by the wheel's delta exactly")
  func correctedEstimatesDoNotMoveWhatShows() throws {
    // Every fourth row is 60 pt: the mean of the rows built differs as they change.
    let graph = ViewGraph.testing(Rows(count: 100_000, tallEvery: 4))
    graph.frame(window)
    scroll(graph, by: 500_000, time: 1)
    var time = 1.0
    for _ in 0..<40 {
      // A row showing, and where it is.
      let shown = try #require(graph.tracedViews.first { $0.kind == "text" && $0.frame.minY > 100 })
      time += 0.1
      scroll(graph, by: 37, time: time)
      let after = try #require(graph.leaf(shown.detail))
      #expect(isClose(after.frame.minY, shown.frame.minY - 37, within: 1e-6))
    }
  }

  @Test(
    "In an HStack, which also asks the scroll view for its ideal width, a visible row still moves by the wheel's delta exactly"
  )
  func correctedEstimatesInsideAnHStack() throws {
    let graph = ViewGraph.testing(
      HStack(spacing: 0) {
        Rows(count: 100_000, tallEvery: 4)
        Text("Side")
      })
    graph.frame(window)
    scroll(graph, by: 500_000, time: 1)
    var time = 1.0
    for _ in 0..<40 {
      let shown = try #require(graph.tracedViews.first { $0.kind == "text" && $0.frame.minY > 100 })
      time += 0.1
      scroll(graph, by: 37, time: time)
      let after = try #require(graph.leaf(shown.detail))
      #expect(isClose(after.frame.minY, shown.frame.minY - 37, within: 1e-6))
    }
  }

  @Test("Scrolling back to the top after estimates changed puts row 0 at the top")
  func backToTheTop() throws {
    let graph = ViewGraph.testing(Rows(count: 10_000, tallEvery: 3))
    graph.frame(window)
    scroll(graph, by: 50_000, time: 1)
    for step in 0..<3000 {
      scroll(graph, by: -40, time: 1 + Double(step) * 0.01)
      if graph.scrolling.offset(for: try #require(graph.node(kind: "ScrollView")).id).y == 0 { break }
    }
    // Row 0 is 60 pt tall, its text centred in it.
    #expect(try #require(graph.leaf("Row 0")).frame.midY == 30)
  }

  struct CounterRow: View {
    let index: Int
    @State private var taps = 0
    var body: some View {
      Button("Row \(index): \(taps)") { taps += 1 }.frame(height: 20)
    }
  }

  @Test("A row's @State survives scrolling far away and back (SwiftUI keeps it for rows identified by a ForEach id)")
  func rowStateIsKept() throws {
    let graph = ViewGraph.testing(
      ScrollView { LazyVStack(spacing: 0) { ForEach(0..<10_000, id: \.self) { CounterRow(index: $0) } } })
    graph.frame(window)
    graph.click(try #require(graph.leaf("Row 2: 0")).frame, time: 0.1)
    graph.frame(window, at: 0.2)
    #expect(graph.leaf("Row 2: 1") != nil)
    scroll(graph, by: 50_000, time: 1)
    #expect(try !lazyNode(graph).builtRows.contains(2))
    scroll(graph, by: -50_000, time: 2)
    #expect(graph.leaf("Row 2: 1") != nil, "the row came back with its state")
  }

  @Test("A lazy stack outside a scroll view lays out every row, like a stack")
  func outsideAScrollViewEverythingIsLaidOut() throws {
    let graph = ViewGraph.testing(
      LazyVStack(spacing: 0) { ForEach(0..<50) { Text("Row \($0)").frame(height: 20) } })
    graph.cullsOutsideWindow = false
    graph.frame(CGSize(width: 200, height: 300))
    #expect(graph.node(kind: "LazyVStack") == nil)
    for index in 0..<50 { #expect(graph.leaf("Row \(index)") != nil) }
    #expect(try #require(graph.leaf("Row 49")).frame.minY - (try #require(graph.leaf("Row 0")).frame.minY) == 49 * 20)
  }

  @Test("A LazyHStack in a horizontal scroll view builds the columns that show")
  func horizontalStack() throws {
    let graph = ViewGraph.testing(
      ScrollView(.horizontal) {
        LazyHStack(spacing: 0) { ForEach(0..<1_000_000) { Text("\($0)").frame(width: 50, height: 20) } }
      })
    graph.frame(window)
    let node = try #require(graph.node(kind: "LazyHStack") as? LazyStackNode)
    #expect(node.builtRows.count >= 4 && node.builtRows.count <= 12)
    #expect(try #require(graph.leaf("3")).frame.midX == 175)
  }
}
