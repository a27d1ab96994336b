import Foundation
import Testing

@testable import PlaygroundUI

/// The inspector's panel for a selected view: each proposal the view received in the last pass
/// with its answer, listed once, and where its container placed it. Views are found by what
/// they draw; the panel by its lines' text.
@MainActor
@Suite struct InspectorTests {
  /// Asks its child a known sequence of proposals, repeats included, and places it at (5, 7)
  /// with a 30 × 20 proposal, filling whatever it is offered itself.
  struct Probe: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      for subview in subviews {
        _ = subview.sizeThatFits(.unspecified)
        _ = subview.sizeThatFits(ProposedViewSize(width: 30, height: 20))
        _ = subview.sizeThatFits(.unspecified)
      }
      return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      for subview in subviews {
        // Asked again while placing, as layouts often do.
        _ = subview.sizeThatFits(ProposedViewSize(width: 30, height: 20))
        subview.place(
          at: CGPoint(x: bounds.minX + 5, y: bounds.minY + 7), proposal: ProposedViewSize(width: 30, height: 20))
      }
    }
  }

  /// Turns the inspector on, clicks `point` to select the smallest view there, and returns the
  /// panel's lines.
  private func inspect(_ graph: ViewGraph, size: CGSize, at point: CGPoint) -> [String] {
    graph.frame(size, at: 0)
    graph.toggleInspector()
    graph.frame(size, at: 0)
    graph.click(at: point, time: 0)
    let list = graph.render(size: size, time: 0)
    return list.items.compactMap { item in
      if case .text(let text) = item { text.string } else { nil }
    }
  }

  @Test("A view asked the same proposal twice in a pass lists it once (sizeThatFits, then alignment)")
  func repeatedProposalListedOnce() throws {
    // A flexible frame measures its child and asks it again for its alignment guides when
    // placing it: the inspector used to list that proposal twice.
    let graph = ViewGraph.testing(Text("Hello").frame(maxWidth: .infinity, alignment: .leading))
    let size = CGSize(width: 400, height: 100)
    graph.frame(size)
    let hello = try #require(graph.leaf("Hello"))
    let lines = inspect(graph, size: size, at: CGPoint(x: hello.frame.midX, y: hello.frame.midY))
    // The frame passes the window's 400 × 100 through (no maximum is exceeded); "Hello" at the
    // body size, 17 pt, is 5 × 0.6 em wide and one line (1 em) tall.
    let width = FakeMetrics.width("Hello", size: 17)
    #expect(
      lines.filter { $0.hasPrefix("proposed ") } == ["proposed (400 × 100) → answered \(formatLength(width)) × 17"])
    // Centred vertically in the window (a frame's height is its child's), leading horizontally.
    #expect(lines.contains("placed at (0, 41.5) anchor (0, 0) proposal (400 × 100)"))
  }

  @Test("Each distinct proposal is listed in the order asked, with its answer, and the placement")
  func proposalsAnswersAndPlacement() {
    let graph = ViewGraph.testing(Probe { Rectangle().fill(Color.blue) })
    let lines = inspect(graph, size: CGSize(width: 200, height: 100), at: CGPoint(x: 10, y: 10))
    // A shape fills what it is offered; unspecified dimensions become 10 (SwiftUI's
    // `replacingUnspecifiedDimensions()` default).
    #expect(
      lines.filter { $0.hasPrefix("proposed ") } == [
        "proposed (nil × nil) → answered 10 × 10",
        "proposed (30 × 20) → answered 30 × 20",
      ])
    // The probe fills the 200 × 100 window, so its bounds start at the origin.
    #expect(lines.contains("placed at (5, 7) anchor (0, 0) proposal (30 × 20)"))
    #expect(lines.first == "rectangle   frame [5, 7, 30, 20]")
  }
}
