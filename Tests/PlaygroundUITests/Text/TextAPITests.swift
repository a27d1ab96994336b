import Foundation
import Testing

@testable import PlaygroundUI

/// Text's own modifiers return Text and keep their settings; formatted values and
/// concatenation make one string, measured as such.
@MainActor
@Suite struct TextAPITests {
  private let window = CGSize(width: 400, height: 200)

  @Test func formattedNumbers() throws {
    let graph = ViewGraph.testing(
      VStack {
        Text(1234.5, format: .number)
        Text(0.25, format: .percent)
        Text(12.5, format: .currency(code: "USD"))
      })
    let list = graph.render(size: window, time: 0)
    // Foundation's own formatting, whatever the locale.
    let values: [String] = [
      (1234.5).formatted(.number), (0.25).formatted(.percent), (12.5).formatted(.currency(code: "USD")),
    ]
    for expected in values {
      let text = try #require(list.text(expected), "\(expected)")
      #expect(isClose(text.frame.width, FakeMetrics.width(expected, size: 17)))
    }
  }

  @Test func concatenationKeepsEachPartsStyleAndOuterModifiersFillTheRest() throws {
    let joined: Text = Text("Hello, ").font(.system(size: 20)).foregroundColor(.red) + Text("world").bold()
    let graph = ViewGraph.testing((joined + Text("!")).italic().foregroundColor(.blue))
    let list = graph.render(size: window, time: 0)
    let text = try #require(list.text("Hello, world!"))
    #expect(
      text.layout.spans.map(\.font) == [
        FontDescriptor(size: 20, isItalic: true), FontDescriptor(size: 17, weight: .bold, isItalic: true),
        FontDescriptor(size: 17, isItalic: true),
      ])
    #expect(text.spanColors == [Color.red.rgba, Color.blue.rgba, Color.blue.rgba], "the inner colour wins")
    #expect(
      isClose(text.frame.width, FakeMetrics.width("Hello, world!", size: 20)), "the fake measures in the first font")
  }

  @Test func boldAndFontWeightApplyToTheEnvironmentsFont() throws {
    let graph = ViewGraph.testing(
      VStack {
        Text("a").bold()
        Text("b").fontWeight(.light)
        Text("c").foregroundStyle(Color.green).italic().monospacedDigit()
      }
      .font(.title))
    let list = graph.render(size: window, time: 0)
    #expect(try #require(list.text("a")).font == FontDescriptor(size: 28, weight: .bold))
    #expect(try #require(list.text("b")).font == FontDescriptor(size: 28, weight: .light))
    let c = try #require(list.text("c"))
    #expect(c.color == Color.green.rgba)
    #expect(c.font == FontDescriptor(size: 28, isItalic: true, usesMonospacedDigit: true))
  }
}
