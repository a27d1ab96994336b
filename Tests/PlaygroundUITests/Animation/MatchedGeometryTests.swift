import Foundation
import Testing

@testable import PlaygroundUI

/// A card that is small at the top-leading corner, or large further in, as one member of a
/// matched-geometry group: the inserted one is the source, the removed one follows it.
private struct HeroCard: View {
  var expanded: Bool
  var properties: MatchedGeometryProperties = .frame
  @Namespace private var ns

  var body: some View {
    ZStack(alignment: .topLeading) {
      if expanded {
        Color.blue.matchedGeometryEffect(id: "card", in: ns, properties: properties)
          .frame(width: 200, height: 300)
          .padding(.leading, 100).padding(.top, 50)
      } else {
        Color.blue.matchedGeometryEffect(id: "card", in: ns, properties: properties)
          .frame(width: 40, height: 40)
      }
    }
    .frame(width: 400, height: 400, alignment: .topLeading)
  }
}

/// Three tabs 50 pt wide and a highlight that takes the selected tab's frame (`isSource: false`).
private struct Highlight: View {
  var selected: Int
  @Namespace private var ns

  var body: some View {
    HStack(spacing: 0) {
      ForEach(0..<3, id: \.self) { index in
        Color.gray.frame(width: 50, height: 20).matchedGeometryEffect(id: index, in: ns)
      }
    }
    .background { Color.red.matchedGeometryEffect(id: selected, in: ns, isSource: false) }
    .frame(width: 400, height: 40, alignment: .topLeading)
  }
}

private let window = CGSize(width: 400, height: 400)

/// `matchedGeometryEffect` as Apple documents it: an inserted member's frame moves from the
/// removed member's frame to its own (position and size per `properties`, window coordinates),
/// the removed one follows it, each with its own transition; `isSource: false` members take the
/// source's geometry. Expected frames are linear interpolations (a `.linear` animation).
@MainActor
@Suite struct MatchedGeometryTests {
  /// The blue leaves drawn at `time`, ordered by opacity (early on, the inserted one first).
  private func blues(_ graph: ViewGraph, at time: Double) -> [TracedView] {
    graph.frame(window, at: time)
    return graph.leaves("rectangle").filter { $0.frame.width > 0 }.sorted { $0.opacity < $1.opacity }
  }

  @Test func theInsertedViewsFrameMovesFromTheRemovedOnesAndBothCrossFade() throws {
    let graph = ViewGraph.testing(HeroCard(expanded: false))
    #expect(blues(graph, at: 0).map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 40)])
    withAnimation(.linear(duration: 1)) { graph.setRoot { HeroCard(expanded: true) } }
    graph.frame(window, at: 1)
    let quarter = blues(graph, at: 1.25)
    try #require(quarter.count == 2, "the removed card fades out while the inserted one fades in")
    // From (0, 0, 40, 40) to (100, 50, 200, 300), a quarter of the way.
    let expected = CGRect(x: 25, y: 12.5, width: 80, height: 105)
    for card in quarter { #expect(isClose(card.frame, expected, within: 1e-6), "\(card.frame)") }
    #expect(isClose(quarter[0].opacity, 0.25, within: 1e-6), "the inserted card fades in")
    #expect(isClose(quarter[1].opacity, 0.75, within: 1e-6), "the removed card fades out")
    let settled = graph.settle(from: 1.25, size: window)
    #expect(blues(graph, at: settled + 0.1).map(\.frame) == [CGRect(x: 100, y: 50, width: 200, height: 300)])
  }

  @Test func theReverseChangeMovesBack() throws {
    let graph = ViewGraph.testing(HeroCard(expanded: true))
    graph.frame(window, at: 0)
    withAnimation(.linear(duration: 1)) { graph.setRoot { HeroCard(expanded: false) } }
    graph.frame(window, at: 1)
    let half = blues(graph, at: 1.5)
    try #require(half.count == 2)
    for card in half {
      #expect(isClose(card.frame, CGRect(x: 50, y: 25, width: 120, height: 170), within: 1e-6), "\(card.frame)")
    }
  }

  @Test func positionOnlyMovesTheAnchorAndKeepsTheSize() throws {
    let graph = ViewGraph.testing(HeroCard(expanded: false, properties: .position))
    graph.frame(window, at: 0)
    withAnimation(.linear(duration: 1)) { graph.setRoot { HeroCard(expanded: true, properties: .position) } }
    graph.frame(window, at: 1)
    let cards = blues(graph, at: 1.25)
    try #require(cards.count == 2)
    // Its own 200 × 300, centred first on the small card's centre (20, 20): (-80, -130).
    // A quarter of the way to (100, 50).
    #expect(isClose(cards[0].frame, CGRect(x: -35, y: -85, width: 200, height: 300), within: 1e-6), "\(cards[0].frame)")
    // The removed one keeps its 40 × 40 and moves its centre to the new card's, (200, 200).
    #expect(isClose(cards[1].frame, CGRect(x: 45, y: 45, width: 40, height: 40), within: 1e-6), "\(cards[1].frame)")
  }

  @Test func sizeOnlyKeepsTheAnchorWhereItIs() throws {
    let graph = ViewGraph.testing(HeroCard(expanded: false, properties: .size))
    graph.frame(window, at: 0)
    withAnimation(.linear(duration: 1)) { graph.setRoot { HeroCard(expanded: true, properties: .size) } }
    graph.frame(window, at: 1)
    let inserted = try #require(blues(graph, at: 1.0 + 1.0 / 60).first)
    // Starts 40 × 40 about its own centre (200, 200).
    let start = CGRect(x: 180, y: 180, width: 40, height: 40)
    let end = CGRect(x: 100, y: 50, width: 200, height: 300)
    let p: CGFloat = 1.0 / 60
    let expected = CGRect(
      x: start.minX + (end.minX - start.minX) * p, y: start.minY + (end.minY - start.minY) * p,
      width: start.width + (end.width - start.width) * p, height: start.height + (end.height - start.height) * p)
    #expect(isClose(inserted.frame, expected, within: 1e-6), "\(inserted.frame)")
  }

  @Test func withoutAnAnimationTheNewCardIsSimplyThere() throws {
    let graph = ViewGraph.testing(HeroCard(expanded: false))
    graph.frame(window, at: 0)
    graph.setRoot { HeroCard(expanded: true) }
    #expect(blues(graph, at: 0.1).map(\.frame) == [CGRect(x: 100, y: 50, width: 200, height: 300)])
    #expect(!graph.needsFrame)
  }

  @Test func aFollowerTakesTheSourcesFrameAndMovesWithIt() throws {
    let size = CGSize(width: 400, height: 40)
    let graph = ViewGraph.testing(Highlight(selected: 0))
    graph.frame(size, at: 0)
    #expect(graph.leaf("rectangle")?.frame == CGRect(x: 0, y: 0, width: 50, height: 20), "drawn first, behind")
    withAnimation(.linear(duration: 1)) { graph.setRoot { Highlight(selected: 2) } }
    graph.frame(size, at: 1)
    graph.frame(size, at: 1.5)
    let red = try #require(graph.tracedViews.first { $0.detail == "rectangle" })
    #expect(isClose(red.frame, CGRect(x: 50, y: 0, width: 50, height: 20), within: 1e-6), "\(red.frame)")
    let settled = graph.settle(from: 1.5, size: size)
    graph.frame(size, at: settled + 0.1)
    #expect(graph.leaf("rectangle")?.frame == CGRect(x: 100, y: 0, width: 50, height: 20))
  }

  @Test func aNamespaceIsStableForItsViewAndDistinctFromAnothers() throws {
    final class Seen { var ids: [Namespace.ID] = [] }
    struct Reader: View {
      var tick: Int
      let seen: Seen
      @Namespace var first
      @Namespace var second

      var body: some View {
        seen.ids += [first, second]
        return Text("\(tick)")
      }
    }
    let seen = Seen()
    let graph = ViewGraph.testing(Reader(tick: 0, seen: seen))
    graph.frame(window, at: 0)
    graph.setRoot { Reader(tick: 1, seen: seen) }
    graph.frame(window, at: 1)
    try #require(seen.ids.count == 4)
    #expect(seen.ids[0] == seen.ids[2] && seen.ids[1] == seen.ids[3], "the same ids on every evaluation")
    #expect(seen.ids[0] != seen.ids[1], "two namespaces differ")
  }
}
