import Foundation
import Testing

@testable import PlaygroundUI

private struct Card: ViewModifier {
  func body(content: Content) -> some View {
    content.padding(10).background(Color.red)
  }
}

private struct Counting: ViewModifier {
  @State var taps = 0

  func body(content: Content) -> some View {
    VStack {
      content
      Button("taps \(taps)") { taps += 1 }
    }
  }
}

/// `ViewModifier` builds around its content as SwiftUI documents; its @State persists.
@MainActor
@Suite struct ViewModifierTests {
  @Test func aModifierWrapsItsContent() throws {
    let graph = ViewGraph.testing(Text("Hi").modifier(Card()))
    graph.frame(CGSize(width: 200, height: 100))
    let text = try #require(graph.leaf("Hi")).frame
    let card = try #require(graph.leaf("rectangle")).frame
    #expect(isClose(card.width, FakeMetrics.width("Hi", size: 17) + 20))
    #expect(isClose(card.height, 17 + 20))
    #expect(isClose(text.minX, card.minX + 10) && isClose(text.minY, card.minY + 10))
  }

  @Test func aModifiersStateIsKept() throws {
    let graph = ViewGraph.testing(Text("Hi").modifier(Counting()))
    graph.frame(CGSize(width: 300, height: 200))
    graph.click(try #require(graph.leaf("taps 0")).frame, time: 0)
    graph.frame(CGSize(width: 300, height: 200))
    graph.click(try #require(graph.leaf("taps 1")).frame, time: 0)
    graph.frame(CGSize(width: 300, height: 200))
    #expect(graph.leaf("taps 2") != nil)
  }
}
