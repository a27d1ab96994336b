import Foundation
import Testing

@testable import PlaygroundUI

/// `ScrollViewReader` and `ScrollViewProxy.scrollTo(_:anchor:)` as Apple documents them: "If
/// `anchor` is `nil`, this method … scrolls the minimum amount to make the identified view
/// wholly visible. If `anchor` is non-`nil`, it defines the points in the identified view and
/// the scroll view to align" (`.top`: top to top, `.bottom`: bottom to bottom). Rows of a lazy
/// stack that are not built yet are found by their id.
@MainActor
@Suite struct ScrollViewReaderTests {
  private let window = CGSize(width: 200, height: 300)

  final class ProxyHolder {
    var proxy: ScrollViewProxy?
    func keep(_ proxy: ScrollViewProxy) -> Bool {
      self.proxy = proxy
      return true
    }
  }

  /// `count` rows in a lazy (or plain) stack; every `tallEvery`-th row 60 pt, the others 20.
  struct Rows: View {
    let holder: ProxyHolder
    var count = 1_000_000
    var lazy = true
    var tallEvery = 0

    func row(_ index: Int) -> some View {
      Text("Row \(index)").frame(height: tallEvery > 0 && index % tallEvery == 0 ? 60 : 20)
    }

    var body: some View {
      ScrollViewReader { proxy in
        let _ = holder.keep(proxy)
        ScrollView {
          if lazy {
            LazyVStack(spacing: 0) { ForEach(0..<count, id: \.self) { row($0) } }
          } else {
            VStack(spacing: 0) { ForEach(0..<count, id: \.self) { row($0) } }
          }
        }
      }
    }
  }

  private func scrollTo(_ holder: ProxyHolder, _ graph: ViewGraph, _ id: Int, anchor: UnitPoint?) throws {
    try #require(holder.proxy).scrollTo(id, anchor: anchor)
    #expect(graph.needsFrame)
    graph.frame(window, at: 1)
    graph.frame(window, at: 2)
  }

  @Test("scrollTo a row of a million not built yet, anchor .top: its top is at the scroll view's top")
  func unbuiltRowToTheTop() throws {
    let holder = ProxyHolder()
    let graph = ViewGraph.testing(Rows(holder: holder))
    graph.frame(window)
    try scrollTo(holder, graph, 500_000, anchor: .top)
    // The text is centred in its 20 pt row.
    #expect(try #require(graph.leaf("Row 500000")).frame.midY == 10)
    let node = try #require(graph.node(kind: "LazyVStack") as? LazyStackNode)
    // 15 rows show; half a window more either side, and the rows cut at the edges.
    #expect(node.builtRows.count <= 32)
  }

  @Test(
    "Rows of unequal heights: scrollTo with .bottom puts the row's bottom at the bottom, with .center its centre at the centre"
  )
  func unequalRowsLandAtTheAnchor() throws {
    let holder = ProxyHolder()
    let graph = ViewGraph.testing(Rows(holder: holder, count: 100_000, tallEvery: 3))
    graph.frame(window)
    try scrollTo(holder, graph, 70_000, anchor: .bottom)
    // Row 70000 is not a multiple of 3: 20 pt, its text centred 10 pt above the bottom.
    #expect(isClose(try #require(graph.leaf("Row 70000")).frame.midY, 290, within: 1e-6))
    try scrollTo(holder, graph, 30_000, anchor: .center)
    // A multiple of 3: 60 pt tall, centred in the window.
    #expect(isClose(try #require(graph.leaf("Row 30000")).frame.midY, 150, within: 1e-6))
  }

  @Test(
    "Without an anchor the scroll is the least that shows the row whole: below, its bottom at the bottom; above, its top at the top"
  )
  func noAnchorScrollsTheLeast() throws {
    let holder = ProxyHolder()
    let graph = ViewGraph.testing(Rows(holder: holder, count: 100, lazy: false))
    graph.frame(window)
    try scrollTo(holder, graph, 50, anchor: nil)
    #expect(isClose(try #require(graph.leaf("Row 50")).frame.midY, 290))
    // Already whole: nothing moves.
    try scrollTo(holder, graph, 45, anchor: nil)
    #expect(isClose(try #require(graph.leaf("Row 50")).frame.midY, 290))
    try scrollTo(holder, graph, 10, anchor: nil)
    #expect(isClose(try #require(graph.leaf("Row 10")).frame.midY, 10))
  }

  @Test("An id no scroll view holds scrolls nothing, and the request does not linger")
  func unknownIDDoesNothing() throws {
    let holder = ProxyHolder()
    let graph = ViewGraph.testing(Rows(holder: holder, count: 100))
    graph.frame(window)
    try scrollTo(holder, graph, 5_000, anchor: .top)
    #expect(try #require(graph.leaf("Row 0")).frame.midY == 10)
    #expect(graph.scrolling.scrollRequest == nil)
  }
}
