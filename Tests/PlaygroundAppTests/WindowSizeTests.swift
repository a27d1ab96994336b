import PlaygroundApp
import Testing

/// `--size WxH`: what parses, and that a bad value is refused with a sentence naming the part
/// that is wrong.
@Suite struct WindowSizeTests {
  @Test("WIDTHxHEIGHT parses, x or X, at the 1 and 16000 limits")
  func parses() throws {
    #expect(try WindowSize(parsing: "960x640") == WindowSize(width: 960, height: 640))
    #expect(try WindowSize(parsing: "1280X800") == WindowSize(width: 1280, height: 800))
    #expect(try WindowSize(parsing: "1x16000") == WindowSize(width: 1, height: 16000))
    #expect(try WindowSize(parsing: "960x640").description == "960x640")
  }

  @Test(
    "A malformed size names what is wrong",
    arguments: [
      ("960", "not WIDTHxHEIGHT"),
      ("960x640x2", "not WIDTHxHEIGHT"),
      ("x640", "the width \"\" is not a whole number"),
      ("wide x640", "the width \"wide \" is not a whole number"),
      ("960x6.5", "the height \"6.5\" is not a whole number"),
      ("0x640", "the width 0 is outside 1…16000"),
      ("960x16001", "the height 16001 is outside 1…16000"),
      ("960x-5", "the height -5 is outside 1…16000"),
    ])
  func refuses(_ text: String, _ reason: String) {
    #expect {
      try WindowSize(parsing: text)
    } throws: { error in
      let message = String(describing: error)
      return message.contains("\"\(text)\"") && message.contains(reason)
    }
  }
}
