import Foundation
import Testing

@testable import PlaygroundUI

/// `LazyVGrid` and `LazyHGrid` column (row) sizing as SwiftUI documents `GridItem`: fixed items
/// first, flexible ones share the rest within their range, adaptive ones fit as many tracks of
/// at least their minimum as possible; items and lines are 8 pt apart by default.
@MainActor
@Suite struct LazyGridTests {
  private func cells(_ count: Int, height: CGFloat = 20) -> some View {
    ForEach(0..<count) { _ in Color.blue.frame(height: height) }
  }

  private func shapes<V: View>(_ view: V, width: CGFloat) -> [CGRect] {
    let graph = ViewGraph.testing(view.frame(width: width, height: 600, alignment: .topLeading))
    graph.frame(CGSize(width: width, height: 600))
    return graph.tracedViews.filter { $0.kind == "shape" }.map(\.frame)
  }

  @Test("Three flexible columns split 300 pt into (300 − 2·8)/3; seven cells make three rows")
  func flexibleColumns() {
    let grid = LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) { cells(7) }
    let frames = shapes(grid, width: 300)
    let column = (300 - 16) / 3.0
    #expect(frames.count == 7)
    for (i, frame) in frames.enumerated() {
      let expected = CGRect(x: CGFloat(i % 3) * (column + 8), y: CGFloat(i / 3) * 28, width: column, height: 20)
      #expect(isClose(frame, expected, within: 1e-9), "cell \(i): \(frame)")
    }
  }

  @Test("adaptive(minimum: 80) in 300 pt: ⌊(300 + 8)/(80 + 8)⌋ = 3 columns sharing the width")
  func adaptiveColumns() {
    let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { cells(5) }
    let frames = shapes(grid, width: 300)
    let column = (300 - 16) / 3.0
    let expectedX: [CGFloat] = [0, column + 8, 2 * (column + 8), 0]
    for (frame, x) in zip(frames, expectedX) { #expect(isClose(frame.minX, x)) }
    #expect(frames.allSatisfy { isClose($0.width, column) })
    // Narrower: ⌊(200 + 8)/88⌋ = 2 columns.
    let narrow = shapes(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { cells(3) }, width: 200)
    #expect(narrow.map(\.width).allSatisfy { isClose($0, 96) })
    #expect(isClose(narrow[2].minY, 28))
  }

  @Test(
    "adaptive(minimum: 0) with no spacing, as code computing its minimum from a first empty layout asks: one column, no trap"
  )
  func adaptiveMinimumZero() {
    var item = GridItem(.adaptive(minimum: 0))
    item.spacing = 0
    let frames = shapes(LazyVGrid(columns: [item], spacing: 0) { cells(3) }, width: 300)
    #expect(frames.count == 3)
    #expect(frames.allSatisfy { isClose($0.width, 300) }, "\(frames)")
  }

  @Test("fixed(100) then flexible in 300 pt: 100 and 300 − 100 − 8; spacing 4 between items and rows")
  func fixedAndFlexible() {
    let grid = LazyVGrid(columns: [GridItem(.fixed(100), spacing: 4), GridItem(.flexible())], spacing: 4) {
      cells(4)
    }
    let frames = shapes(grid, width: 300)
    #expect(isClose(frames[0], CGRect(x: 0, y: 0, width: 100, height: 20)))
    #expect(isClose(frames[1], CGRect(x: 104, y: 0, width: 196, height: 20)))
    #expect(isClose(frames[2], CGRect(x: 0, y: 24, width: 100, height: 20)))
  }

  @Test("flexible(maximum: 50) columns stop at 50; the block is centred, as the grid's alignment says")
  func flexibleMaximumCentres() {
    let grid = LazyVGrid(columns: [GridItem(.flexible(maximum: 50)), GridItem(.flexible(maximum: 50))]) { cells(2) }
      .frame(width: 300)
    let frames = shapes(grid, width: 300)
    #expect(frames.map(\.width) == [50, 50])
    #expect(isClose(frames[0].minX, (300 - 108) / 2))
  }

  @Test("LazyHGrid: two fixed rows of 30, cells run down the first column then the next")
  func horizontalGrid() {
    let grid = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
      ForEach(0..<3) { _ in Color.red.frame(width: 40) }
    }
    let graph = ViewGraph.testing(grid.frame(width: 400, height: 300, alignment: .topLeading))
    graph.frame(CGSize(width: 400, height: 300))
    let frames = graph.tracedViews.filter { $0.kind == "shape" }.map(\.frame)
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 40, height: 30), CGRect(x: 0, y: 38, width: 40, height: 30),
        CGRect(x: 48, y: 0, width: 40, height: 30),
      ])
  }
}
