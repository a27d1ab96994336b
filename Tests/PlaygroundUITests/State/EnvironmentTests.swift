import Foundation
import Testing

@testable import PlaygroundUI

/// `font` and `foregroundStyle` flow down to every descendant until overridden.
@MainActor
@Suite struct EnvironmentTests {
  private let window = CGSize(width: 400, height: 400)

  private struct Nested: View {
    var body: some View {
      VStack {
        Text("inner")
        Circle().frame(width: 12, height: 12)
      }
    }
  }

  @Test func fontAndForegroundStyleReachDescendants() throws {
    let graph = ViewGraph.testing(
      VStack {
        Text("plain")
        Nested()
        Text("own font").font(.caption)
        Text("own colour").foregroundColor(.green)
        HStack { Text("restyled") }.foregroundStyle(.blue).font(.system(size: 9))
      }
      .font(.title)
      .foregroundStyle(.red))
    let list = graph.render(size: window, time: 0)
    let plain = try #require(list.text("plain"))
    #expect(plain.font.size == 28 && plain.color == Color.red.resolved)
    let inner = try #require(list.text("inner"))
    #expect(inner.font.size == 28 && inner.color == Color.red.resolved)
    #expect(list.shapes.first?.color == Color.red.resolved)
    let ownFont = try #require(list.text("own font"))
    #expect(ownFont.font.size == 12 && ownFont.color == Color.red.resolved)
    let ownColour = try #require(list.text("own colour"))
    #expect(ownColour.font.size == 28 && ownColour.color == Color.green.resolved)
    let restyled = try #require(list.text("restyled"))
    #expect(restyled.font.size == 9 && restyled.color == Color.blue.resolved)
  }

  @Test func theFontSizesTheText() throws {
    let graph = ViewGraph.testing(VStack { Text("Title") }.font(.largeTitle))
    graph.frame(window)
    let title = try #require(graph.leaf("Title"))
    #expect(isClose(title.frame.width, FakeMetrics.width("Title", size: 34)))
    #expect(title.frame.height == 34)
  }

  @Test func defaultsArePrimaryBodyText() throws {
    let list = ViewGraph.testing(Text("default")).render(size: window, time: 0)
    let text = try #require(list.text("default"))
    #expect(text.font == FontDescriptor(size: 17))
    #expect(text.color == Color.primary.resolved)
    #expect(isClose(text.baseline - text.frame.minY, FakeMetrics.ascent(size: 17)))
  }

  @Test func symbolsTakeTheirSizeAndColourFromTheEnvironment() throws {
    let list = ViewGraph.testing(
      Image(systemName: "plus").font(.system(size: 22, weight: .bold)).foregroundStyle(.pink)
    ).render(size: window, time: 0)
    let symbol = try #require(list.symbols.first)
    #expect(symbol.frame.size == CGSize(width: 22, height: 22))
    #expect(symbol.color == Color.pink.resolved)
  }
}
