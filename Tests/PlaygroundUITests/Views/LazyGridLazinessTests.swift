import Foundation
import Testing

@testable import PlaygroundUI

/// Lazy grids as Apple documents them ("The grid is 'lazy,' in that the grid view does not
/// create items until they are needed"): in a scroll view along their axis only the lines of
/// cells near what shows are built; each line holds as many cells as there are tracks.
@MainActor
@Suite struct LazyGridLazinessTests {
  private let window = CGSize(width: 200, height: 300)

  @Test("Three flexible columns of a million cells: about the lines that show are built, cell 3001 on line 1000")
  func flexibleColumns() throws {
    let graph = ViewGraph.testing(
      ScrollView {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 0), count: 3), spacing: 0) {
          ForEach(0..<1_000_000, id: \.self) { Text("\($0)").frame(height: 20) }
        }
      })
    graph.frame(window)
    let node = try #require(graph.node(kind: "LazyVGrid") as? LazyStackNode)
    #expect(node.parameters.cellsPerRow == 3)
    // 15 lines show; half a window more either side, and the lines cut at the edges.
    #expect(node.builtRows.count >= 15 && node.builtRows.count <= 32)
    let scrollView = try #require(graph.node(kind: "ScrollView") as? ScrollViewNode)
    #expect(isClose(scrollView.contentSize.height, 333_334 * 20, within: 1e-3))
    graph.scroll(by: CGSize(width: 0, height: 20_000), at: CGPoint(x: 100, y: 150), time: 1)
    graph.frame(window, at: 1)
    // Line 1000 at the top; the middle column's centre is at 100.
    let cell = try #require(graph.leaf("3001")).frame
    #expect(cell.midY == 10 && isClose(cell.midX, 100))
  }

  @Test("Adaptive columns of at least 50 pt in 200 pt: three a line (⌊(200 + 8) / (50 + 8)⌋), once the width is known")
  func adaptiveColumns() throws {
    let graph = ViewGraph.testing(
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))], spacing: 8) {
          ForEach(0..<100_000, id: \.self) { Text("\($0)").frame(height: 20) }
        }
      })
    graph.frame(window)
    let node = try #require(graph.node(kind: "LazyVGrid") as? LazyStackNode)
    #expect(node.parameters.cellsPerRow == 3)
    // Cell 5 is the third of line 1: 28 pt down.
    #expect(try #require(graph.leaf("5")).frame.midY == 28 + 10)
  }

  @Test("A LazyVGrid outside a scroll view builds every cell")
  func outsideAScrollView() throws {
    let graph = ViewGraph.testing(
      LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
        ForEach(0..<40, id: \.self) { Text("\($0)").frame(height: 10) }
      })
    graph.cullsOutsideWindow = false
    graph.frame(window)
    #expect(graph.node(kind: "LazyVGrid") == nil)
    for index in 0..<40 { #expect(graph.leaf("\(index)") != nil) }
  }
}
