import Foundation
import Testing

@testable import PlaygroundUI

/// A stroked shape takes clicks on its line only, as SwiftUI's stroke is the shape of its
/// outline: a border or a stroked overlay over a tappable view lets clicks inside it through,
/// while a filled overlay still covers what is under it.
@MainActor
@Suite struct StrokeHitTestingTests {
  private let window = CGSize(width: 400, height: 400)

  /// A 200 × 100 tappable card at (100, 150) in the window, decorated by `decoration`.
  private func card(_ tally: Tally, decorated decoration: some View) -> ViewGraph {
    let graph = ViewGraph.testing(
      Color.gray.frame(width: 200, height: 100)
        .onTapGesture { tally.log.append("card") }
        .overlay { decoration })
    graph.frame(window)
    return graph
  }

  @Test func aStrokedOverlayLetsTheMiddleThrough() {
    let tally = Tally()
    let graph = card(tally, decorated: RoundedRectangle(cornerRadius: 12).stroke(Color.red, lineWidth: 4))
    graph.click(at: CGPoint(x: 200, y: 200), time: 0)
    #expect(tally.log == ["card"])
    // On the line (the left edge, at x = 100 ± 2), the stroke takes the click: it is not tappable.
    graph.click(at: CGPoint(x: 101, y: 200), time: 0)
    #expect(tally.log == ["card"])
  }

  @Test func aBorderLetsTheMiddleThrough() {
    let tally = Tally()
    let graph = ViewGraph.testing(
      Color.gray.frame(width: 200, height: 100).onTapGesture { tally.log.append("card") }.border(Color.red, width: 6))
    graph.frame(window)
    graph.click(at: CGPoint(x: 200, y: 200), time: 0)
    // The border's band is inside the frame (strokeBorder): 100…106 on the left.
    graph.click(at: CGPoint(x: 103, y: 200), time: 0)
    #expect(tally.log == ["card"])
  }

  @Test func aStrokedCircleTakesItsRingOnly() {
    let tally = Tally()
    let graph = card(tally, decorated: Circle().stroke(Color.blue, lineWidth: 10))
    // The circle is 100 pt across, centred at (200, 200): its ring spans 45…55 pt from the centre.
    graph.click(at: CGPoint(x: 200, y: 200), time: 0)
    graph.click(at: CGPoint(x: 250, y: 200), time: 0)
    // Inside the circle's bounding box but outside the ring (a corner of the box): the card.
    graph.click(at: CGPoint(x: 155, y: 155), time: 0)
    #expect(tally.log == ["card", "card"])
  }

  @Test func aFilledOverlayStillCovers() {
    let tally = Tally()
    let graph = card(tally, decorated: RoundedRectangle(cornerRadius: 12).fill(Color.red.opacity(0.3)))
    graph.click(at: CGPoint(x: 200, y: 200), time: 0)
    #expect(tally.log.isEmpty)
  }
}
