import Foundation
import Testing

@testable import PlaygroundUI

/// `background` and `overlay`: sized to the content, drawn behind / in front, never changing
/// the content's size.
@MainActor
@Suite struct DecorationTests {
  private let window = CGSize(width: 400, height: 300)

  @Test func backgroundAndOverlayMatchTheContentAndDrawInOrder() throws {
    let graph = ViewGraph.testing(
      Text("hello").padding(6)
        .background(Color.yellow)
        .overlay(Capsule().stroke(Color.red, lineWidth: 1)))
    let list = graph.render(size: window, time: 0)
    #expect(list.items.count == 3)
    guard case .shape(let back) = list.items[0], case .text(let text) = list.items[1],
      case .shape(let front) = list.items[2]
    else {
      Issue.record("expected background, text, overlay; got \(list.dump())")
      return
    }
    #expect(back.kind == .rectangle && back.color == Color.yellow.resolved)
    #expect(front.kind == .capsule && front.paint == .stroke(lineWidth: 1))
    let padded = text.frame.insetBy(dx: -6, dy: -6)
    #expect(isClose(back.rect, padded))
    #expect(isClose(front.rect, padded))
  }

  @Test func aDecorationDoesNotChangeTheSize() throws {
    // A flexible decoration (Color) takes the content's size, not the window's; a fixed one
    // larger than the content overflows around it, centred, and the content keeps its size.
    let graph = ViewGraph.testing(
      HStack(spacing: 0) {
        Text("ab").background(Color.blue)
        Text("cd").background(Circle().frame(width: 60, height: 60))
      })
    graph.frame(window)
    let texts = graph.tracedViews.filter { $0.kind == "text" }
    let blue = try #require(graph.leaf("rectangle"))
    let circle = try #require(graph.leaf("circle"))
    #expect(blue.frame == texts[0].frame)
    #expect(circle.frame.size == CGSize(width: 60, height: 60))
    #expect(isClose(circle.frame.midX, texts[1].frame.midX) && isClose(circle.frame.midY, texts[1].frame.midY))
    // The stack is only as wide as the two texts.
    #expect(isClose(texts[1].frame.minX, texts[0].frame.maxX))
  }

  @Test func decorationAlignment() throws {
    let graph = ViewGraph.testing(
      Color.gray.frame(width: 100, height: 40)
        .overlay(alignment: .topTrailing) { Color.red.frame(width: 10, height: 10) })
    let list = graph.render(size: window, time: 0)
    let shapes = list.shapes
    #expect(shapes.count == 2)
    #expect(shapes[1].rect.maxX == shapes[0].rect.maxX && shapes[1].rect.minY == shapes[0].rect.minY)
  }
}
