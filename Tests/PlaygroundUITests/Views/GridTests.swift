import Foundation
import Testing

@testable import PlaygroundUI

/// `Grid` as SwiftUI documents it, on the documentation's own examples: columns as wide as their
/// widest cell, rows as tall as their tallest, 8 pt between cells by default, cells centred;
/// flexible views share what is left; views outside a `GridRow` span every column unless
/// `gridCellUnsizedAxes` keeps them from sizing the grid.
@MainActor
@Suite struct GridTests {
  private let body: CGFloat = 17
  private func width(_ text: String) -> CGFloat { FakeMetrics.width(text, size: body) }

  /// Lays `view` out at the top-left of a `size` window and returns the graph.
  private func render<V: View>(_ view: V, _ size: CGSize) -> ViewGraph {
    let graph = ViewGraph.testing(view.frame(width: size.width, height: size.height, alignment: .topLeading))
    graph.frame(size)
    return graph
  }

  @Test("Hello/globe, hand.wave/World: columns take the widest cell, rows the tallest, cells centred, 8 pt apart")
  func twoByTwo() throws {
    let grid = Grid {
      GridRow {
        Text("Hello")
        Image(systemName: "globe")
      }
      GridRow {
        Image(systemName: "hand.wave")
        Text("World")
      }
    }
    let graph = render(grid, CGSize(width: 400, height: 300))
    let column0 = max(width("Hello"), body)  // Text vs a symbol as tall and wide as the font
    let column1 = max(body, width("World"))
    let row = body
    let hello = try #require(graph.leaf("Hello")).frame
    let world = try #require(graph.leaf("World")).frame
    let symbols = graph.tracedViews.filter { $0.kind == "symbol" }.map(\.frame)
    #expect(symbols.count == 2)
    #expect(isClose(hello, CGRect(x: 0, y: 0, width: width("Hello"), height: row)))
    #expect(isClose(symbols[0], CGRect(x: column0 + 8 + (column1 - body) / 2, y: 0, width: body, height: body)))
    #expect(isClose(symbols[1], CGRect(x: (column0 - body) / 2, y: row + 8, width: body, height: body)))
    #expect(isClose(world, CGRect(x: column0 + 8, y: row + 8, width: width("World"), height: row)))
    let node = try #require(graph.node(kind: "Grid"))
    #expect(node.frame.size == CGSize(width: column0 + 8 + column1, height: row * 2 + 8))
  }

  @Test("Rows of 2, 5 and 4 colours: the label column keeps its text width, colour columns and rows share the rest")
  func flexibleColoursShareTheSpace() throws {
    let grid = Grid {
      GridRow {
        Text("Row 1")
        ForEach(0..<2) { _ in Color.red }
      }
      GridRow {
        Text("Row 2")
        ForEach(0..<5) { _ in Color.green }
      }
      GridRow {
        Text("Row 3")
        ForEach(0..<4) { _ in Color.blue }
      }
    }
    let graph = render(grid, CGSize(width: 400, height: 300))
    let label = width("Row 1")
    let column: CGFloat = (400 - 5 * 8 - label) / 5
    let row: CGFloat = (300 - 2 * 8) / 3
    let shapes = graph.tracedViews.filter { $0.kind == "shape" }.map(\.frame)
    #expect(shapes.count == 11)
    // Row 2's five greens fill columns 1…5.
    for k in 0..<5 {
      let x: CGFloat = label + 8 + CGFloat(k) * (column + 8)
      let expected = CGRect(x: x, y: row + 8, width: column, height: row)
      #expect(isClose(shapes[2 + k], expected, within: 1e-6), "green \(k): \(shapes[2 + k])")
    }
    let text = try #require(graph.leaf("Row 3")).frame
    let textTop: CGFloat = 2 * (row + 8) + (row - body) / 2
    #expect(isClose(text.minY, textTop))
    #expect(isClose(text.minX, 0))
  }

  @Test("A view outside GridRow spans every column and, being flexible, widens the grid to its proposal")
  func fullWidthRowWidensTheGrid() throws {
    let grid = Grid {
      GridRow {
        Text("Hello")
        Image(systemName: "globe")
      }
      Color.red.frame(height: 1)
      GridRow {
        Image(systemName: "hand.wave")
        Text("World")
      }
    }
    let graph = render(grid, CGSize(width: 300, height: 200))
    let line = try #require(graph.tracedViews.first { $0.kind == "shape" }).frame
    #expect(isClose(line.width, 300))
    #expect(try #require(graph.node(kind: "Grid")).frame.width == 300)
  }

  @Test("gridCellUnsizedAxes(.horizontal): the spanning line takes the columns' width instead of the proposal")
  func unsizedAxesKeepTheGridTight() throws {
    let grid = Grid {
      GridRow {
        Text("Hello")
        Image(systemName: "globe")
      }
      Color.red.frame(height: 1).gridCellUnsizedAxes(.horizontal)
      GridRow {
        Image(systemName: "hand.wave")
        Text("World")
      }
    }
    let graph = render(grid, CGSize(width: 300, height: 200))
    let columns = max(width("Hello"), body) + 8 + max(body, width("World"))
    let line = try #require(graph.tracedViews.first { $0.kind == "shape" }).frame
    #expect(isClose(line, CGRect(x: 0, y: body + 8, width: columns, height: 1)))
    #expect(try #require(graph.node(kind: "Grid")).frame.width == columns)
  }

  @Test("gridColumnAlignment(.trailing) on one cell right-aligns its whole column; gridCellColumns(2) spans two")
  func columnAlignmentAndSpans() throws {
    let grid = Grid(alignment: .leading) {
      GridRow {
        Text("Regular font:").gridColumnAlignment(.trailing)
        Text("Helvetica 12")
        Text("Select")
      }
      GridRow {
        Text("Fixed-width font:")
        Text("Menlo Regular 11")
        Text("Select")
      }
      GridRow {
        Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
        Text("Use fixed-width font").gridCellColumns(2)
      }
    }
    let graph = render(grid, CGSize(width: 600, height: 300))
    let regular = try #require(graph.leaf("Regular font:")).frame
    let fixed = try #require(graph.leaf("Fixed-width font:")).frame
    #expect(isClose(regular.maxX, fixed.maxX))
    #expect(isClose(fixed.minX, 0))
    // Column 1 is leading-aligned by the grid; the spanning text starts there too.
    let helvetica = try #require(graph.leaf("Helvetica 12")).frame
    let span = try #require(graph.leaf("Use fixed-width font")).frame
    #expect(isClose(helvetica.minX, width("Fixed-width font:") + 8))
    #expect(isClose(span.minX, helvetica.minX))
    #expect(isClose(span.minY, 2 * (body + 8)))
  }

  @Test("GridRow(alignment: .top) puts a short cell at the row's top, the grid's .bottom at its bottom")
  func rowAlignment() throws {
    let grid = Grid(alignment: .bottom) {
      GridRow(alignment: .top) {
        Text("A")
        Color.blue.frame(width: 10, height: 50)
      }
      GridRow {
        Text("B")
        Color.blue.frame(width: 10, height: 50)
      }
    }
    let graph = render(grid, CGSize(width: 300, height: 300))
    #expect(isClose(try #require(graph.leaf("A")).frame.minY, 0))
    #expect(isClose(try #require(graph.leaf("B")).frame.maxY, 50 + 8 + 50))
  }
}
