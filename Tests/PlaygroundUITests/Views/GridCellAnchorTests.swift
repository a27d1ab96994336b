import Foundation
import Testing

@testable import PlaygroundUI

/// `gridCellAnchor(_:)`: Apple documents it as “the unit point that defines how to align the
/// view within the bounds of its grid cell”, replacing the row's and column's guides; its
/// example puts a 10-point blue square at `UnitPoint(x: 0.25, y: 0.75)` of a 60-point cell in
/// a grid of red 60-point squares. The square's (0.25, 0.75) point goes on the cell's.
@MainActor
@Suite struct GridCellAnchorTests {
  private func render<V: View>(_ view: V) -> ViewGraph {
    let graph = ViewGraph.testing(view.frame(width: 400, height: 300, alignment: .topLeading))
    graph.frame(CGSize(width: 400, height: 300))
    return graph
  }

  private func grid(anchor: UnitPoint) -> some View {
    Grid(horizontalSpacing: 1, verticalSpacing: 1) {
      GridRow {
        Color.red.frame(width: 60, height: 60)
        Color.red.frame(width: 60, height: 60)
      }
      GridRow {
        Color.red.frame(width: 60, height: 60)
        Color.blue.frame(width: 10, height: 10).gridCellAnchor(anchor)
      }
    }
  }

  @Test func theAnchorPointOfTheViewSitsOnTheSamePointOfItsCell() throws {
    let graph = render(grid(anchor: UnitPoint(x: 0.25, y: 0.75)))
    let squares = graph.leaves("rectangle").map(\.frame)
    try #require(squares.count == 4)
    // The cell is 61…121 on both axes: x = 61 + 0.25 × (60 − 10), y = 61 + 0.75 × (60 − 10).
    #expect(squares[3] == CGRect(x: 73.5, y: 98.5, width: 10, height: 10))
  }

  @Test func cornersAndCentre() throws {
    for (anchor, origin) in [
      (UnitPoint.topLeading, CGPoint(x: 61, y: 61)), (.bottomTrailing, CGPoint(x: 111, y: 111)),
      (.center, CGPoint(x: 86, y: 86)),
    ] {
      let squares = render(grid(anchor: anchor)).leaves("rectangle").map(\.frame)
      #expect(squares.last?.origin == origin)
    }
  }
}
