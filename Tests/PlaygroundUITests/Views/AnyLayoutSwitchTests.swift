import Foundation
import Testing

@testable import PlaygroundUI

/// `AnyLayout` chosen by `@State` inside a view: flipping it re-lays the same children out as a
/// row or a column (SwiftUI's documented use), and the children keep their own state.
@MainActor
@Suite struct AnyLayoutSwitchTests {
  /// A tap counter: its own `@State`, shown in its label.
  struct Counter: View {
    let name: String
    @State private var taps = 0

    var body: some View {
      Button("\(name) \(taps)") { taps += 1 }
        .buttonStyle(.plain)
    }
  }

  struct Switcher: View {
    @State private var isVertical = false

    var body: some View {
      let layout = isVertical ? AnyLayout(VStackLayout(spacing: 10)) : AnyLayout(HStackLayout(spacing: 10))
      VStack(spacing: 0) {
        Button("Flip") { isVertical.toggle() }
          .buttonStyle(.plain)
        layout {
          Counter(name: "A")
          Counter(name: "B")
        }
      }
    }
  }

  private let size = CGSize(width: 400, height: 300)

  @Test("HStackLayout ↔ VStackLayout: the children move from a row to a column and back, keeping their counts")
  func flipKeepsChildState() throws {
    let graph = ViewGraph.testing(Switcher())
    graph.frame(size, at: 0)
    // Tap A twice and B once.
    for (label, at) in [("A 0", 0.1), ("A 1", 0.2), ("B 0", 0.3)] {
      graph.click(try #require(graph.leaf(label)).frame, time: at)
      graph.frame(size, at: at)
    }
    let rowA = try #require(graph.leaf("A 2")).frame
    let rowB = try #require(graph.leaf("B 1")).frame
    // A row: same top, B 10 pt after A.
    #expect(isClose(rowA.minY, rowB.minY))
    #expect(isClose(rowB.minX, rowA.maxX + 10))

    graph.click(try #require(graph.leaf("Flip")).frame, time: 1)
    graph.frame(size, at: 5)
    // State kept across the switch: the labels still read 2 and 1.
    let columnA = try #require(graph.leaf("A 2"), "A's count survived the switch").frame
    let columnB = try #require(graph.leaf("B 1"), "B's count survived the switch").frame
    // A column: centred on one axis, B 10 pt below A.
    #expect(isClose(columnA.midX, columnB.midX))
    #expect(isClose(columnB.minY, columnA.maxY + 10))
    #expect(columnA != rowA)

    graph.click(try #require(graph.leaf("Flip")).frame, time: 6)
    graph.frame(size, at: 10)
    #expect(try #require(graph.leaf("A 2")).frame == rowA)
    #expect(try #require(graph.leaf("B 1")).frame == rowB)
  }
}
