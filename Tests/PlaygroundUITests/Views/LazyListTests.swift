import Foundation
import Testing

@testable import PlaygroundUI

/// A plain `List` builds its rows as a lazy stack does (iOS lists make cells as they scroll
/// in): rows at least 44 pt tall (Apple's minimum row height), separators between them.
@MainActor
@Suite struct LazyListTests {
  private let window = CGSize(width: 200, height: 440)

  private func rowsBuilt(_ graph: ViewGraph) throws -> Range<Int> {
    try #require(graph.node(kind: "LazyVStack") as? LazyStackNode).builtRows
  }

  @Test(
    "List(0..<1_000_000): about the rows that show are built (440 pt of 44 pt rows is 10); the wheel brings the next")
  func millionRowList() throws {
    let graph = ViewGraph.testing(List(0..<1_000_000, id: \.self) { Text("Row \($0)") }.listStyle(.plain))
    graph.frame(window)
    let first = try rowsBuilt(graph)
    // The first resolve's guess (24 rows) stands: it covers what shows and its margin.
    #expect(first.lowerBound == 0 && first.count >= 10 && first.count <= LazyStackNode.firstBatch)
    #expect(graph.leaf("Row 0") != nil)
    // Rows are 44 pt plus a 1 pt separator: 45 pt apart.
    let row0 = try #require(graph.leaf("Row 0")).frame
    let row1 = try #require(graph.leaf("Row 1")).frame
    #expect(isClose(row1.midY - row0.midY, 45))
    graph.scroll(by: CGSize(width: 0, height: 45_000), at: CGPoint(x: 100, y: 200), time: 1)
    graph.frame(window, at: 1)
    // About row 1000 at the top (the rows above are estimated), the rows that show 45 pt apart.
    let built = try rowsBuilt(graph)
    #expect(built.contains(998) && built.contains(1_008) && !built.contains(0), "\(built)")
    let shown = graph.tracedViews.filter { $0.kind == "text" }.map(\.frame.midY).sorted()
    #expect(shown.count >= 9)
    for (above, below) in zip(shown, shown.dropFirst()) { #expect(isClose(below - above, 45, within: 1e-6)) }
  }

  @Test("scrollTo a list row not built yet, anchor .top")
  func scrollToInAList() throws {
    final class Holder {
      var proxy: ScrollViewProxy?
      func keep(_ proxy: ScrollViewProxy) -> Bool {
        self.proxy = proxy
        return true
      }
    }
    let holder = Holder()
    let graph = ViewGraph.testing(
      ScrollViewReader { proxy in
        let _ = holder.keep(proxy)
        List(0..<100_000, id: \.self) { Text("Row \($0)") }.listStyle(.plain)
      })
    graph.frame(window)
    try #require(holder.proxy).scrollTo(70_000, anchor: .top)
    graph.frame(window, at: 1)
    graph.frame(window, at: 2)
    // The row (and the 1 pt separator drawn above it) starts at the top: its text is centred
    // in the 44 pt row below the line.
    #expect(isClose(try #require(graph.leaf("Row 70000")).frame.midY, 1 + 22, within: 1e-6))
  }

  @Test("A list with sections is laid out whole, as before")
  func sectionsAreWhole() throws {
    let graph = ViewGraph.testing(
      List {
        Section("A") { ForEach(0..<30, id: \.self) { Text("A\($0)") } }
      }
      .listStyle(.plain))
    graph.cullsOutsideWindow = false
    graph.frame(window)
    #expect(graph.node(kind: "LazyVStack") == nil)
    #expect(graph.leaf("A29") != nil)
  }
}
