import Demos
import PlaygroundApp
import PlaygroundUI
import Testing

/// `--items N`: the Flow demo starts with N tags, Chips with N suggestions, Spiral with N
/// circles; and a bad N is refused with a sentence saying what is wrong.
@MainActor
@Suite struct DemoItemsTests {
  /// Tall enough for every chip of the small counts here to be drawn.
  let tall = CGSize(width: 960, height: 4000)

  func texts(_ session: PlaygroundSession) -> [String] {
    session.frame(at: 0, size: tall).filter { $0.kind == "text" }.map(\.detail)
  }

  @Test("Flow with --items 12: the eight usual tags, then Tag 9 … Tag 12")
  func flowGrows() {
    let drawn = texts(PlaygroundSession(measurer: FakeTextMeasurer(), demo: .flow, items: 12))
    let tags = ["Swift", "SwiftUI", "iOS Development", "Xcode", "UIKit", "Combine", "Async/Await", "Core Data"]
    let expected = tags + ["Tag 9", "Tag 10", "Tag 11", "Tag 12"]
    #expect(drawn.filter { expected.contains($0) } == expected)
    #expect(!drawn.contains("Tag 13"))
  }

  @Test("Flow with --items 3: only the first three tags")
  func flowShrinks() {
    let drawn = texts(PlaygroundSession(measurer: FakeTextMeasurer(), demo: .flow, items: 3))
    #expect(drawn.contains("iOS Development"))
    #expect(!drawn.contains("Xcode"))
    #expect(!drawn.contains { $0.hasPrefix("Tag ") })
  }

  @Test("Only the demo shown first takes --items: the others keep their usual numbers")
  func onlyTheFirstDemo() {
    let session = PlaygroundSession(measurer: FakeTextMeasurer(), demo: .flow, items: 40)
    session.show(.spiral)
    #expect(session.frame(at: 0, size: tall).filter { $0.kind == "shape" && $0.detail == "circle" }.count == 25)
    session.show(.chips)
    let drawn = texts(session)
    #expect(drawn.contains("Learn something new 🧠"))
    #expect(!drawn.contains { $0.hasPrefix("Suggestion ") })
  }

  @Test("Flow without --items keeps its eight tags")
  func flowDefault() {
    let drawn = texts(PlaygroundSession(measurer: FakeTextMeasurer(), demo: .flow))
    #expect(drawn.contains("Core Data"))
    #expect(!drawn.contains { $0.hasPrefix("Tag ") })
  }

  @Test("Chips with --items 9: the seven suggestions, then Suggestion 8 and 9")
  func chips() {
    let drawn = texts(PlaygroundSession(measurer: FakeTextMeasurer(), demo: .chips, items: 9))
    #expect(drawn.contains("Learn something new 🧠"))
    #expect(drawn.contains("Suggestion 8"))
    #expect(drawn.contains("Suggestion 9"))
    #expect(!drawn.contains("Suggestion 10"))
  }

  @Test("Spiral with --items 40: forty circles, and the count says so")
  func spiral() {
    let session = PlaygroundSession(measurer: FakeTextMeasurer(), demo: .spiral, items: 40)
    let drawn = session.frame(at: 0, size: tall)
    #expect(drawn.filter { $0.kind == "shape" && $0.detail == "circle" }.count == 40)
    #expect(session.text("40 circles") != nil)
  }

  @Test("A whole number from 0 to 100000 parses")
  func parses() throws {
    #expect(try ItemCount.parse("0") == 0)
    #expect(try ItemCount.parse("10000") == 10000)
    #expect(try ItemCount.parse("100000") == 100_000)
  }

  @Test(
    "A bad --items names what is wrong",
    arguments: [
      ("ten", "is not a whole number"), ("", "is not a whole number"), ("2.5", "is not a whole number"),
      ("-1", "is outside 0…100000"), ("100001", "is outside 0…100000"),
    ])
  func refuses(_ text: String, _ reason: String) {
    #expect {
      try ItemCount.parse(text)
    } throws: { error in
      let message = String(describing: error)
      return message.contains("\"\(text)\"") && message.contains(reason)
    }
  }
}
