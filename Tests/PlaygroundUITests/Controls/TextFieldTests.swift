import Foundation
import Testing

@testable import PlaygroundUI

/// TextField in a graph: a click focuses it and places the caret, keys edit the bound text,
/// the clipboard copies and pastes, Return runs `.onSubmit`, and the prompt shows while empty.
@MainActor
@Suite struct TextFieldTests {
  private let window = CGSize(width: 400, height: 300)

  @Test func emptyItShowsThePromptInGreyInAnOutlinedBox() throws {
    let model = TextModel()
    let graph = ViewGraph.testing(TextField("Name", text: model.binding, prompt: Text("Your name")).frame(width: 200))
    let list = graph.render(size: window, time: 0)
    let prompt = try #require(list.text("Your name"))
    #expect(prompt.color == Color.secondary.resolved)
    let box = try #require(list.shapes.first)
    // 17 pt body text (line 17 with the fake measurer) plus 4 pt above and below.
    #expect(isClose(box.rect.width, 200) && isClose(box.rect.height, 25))
    #expect(isClose(prompt.frame.minX, box.rect.minX + 6))
  }

  @Test func aClickFocusesAndPlacesTheCaretThenKeysEdit() throws {
    let model = TextModel()
    model.text = "abcd"
    let graph = ViewGraph.testing(TextField("Name", text: model.binding).frame(width: 200))
    graph.frame(window)
    let text = try #require(graph.leaf("abcd"))
    let glyph = FakeMetrics.width("a", size: 17)
    graph.click(at: CGPoint(x: text.frame.minX + 2 * glyph + 1, y: text.frame.midY), time: 0)
    #expect(graph.focusedControl != nil)
    let list = graph.render(size: window, time: 0.1)
    let caret = try #require(list.shapes.first { $0.kind == .rectangle && $0.rect.width == 1.5 })
    #expect(isClose(caret.rect.minX, text.frame.minX + 2 * glyph), "the caret sits between b and c")
    for key: Key in [.character("X"), .backspace, .backspace, .deleteForward, .character("é")] {
      _ = graph.handleKey(key)
    }
    #expect(model.text == "aéd")
  }

  @Test func copyAndPasteGoThroughTheClipboard() {
    let model = TextModel()
    model.text = "hello"
    let clipboard = ProcessClipboard()
    let graph = ViewGraph.testing(TextField("Name", text: model.binding))
    graph.clipboard = clipboard
    graph.frame(window)
    _ = graph.handleKey(.tab)
    graph.frame(window)
    for key: Key in [.shiftLeft, .shiftLeft, .control("c"), .home, .control("v")] { _ = graph.handleKey(key) }
    #expect(clipboard.text == "lo")
    #expect(model.text == "lohello")
    clipboard.copy("two\nlines")
    _ = graph.handleKey(.control("a"))
    _ = graph.handleKey(.control("v"))
    #expect(model.text == "two lines", "a paste replaces the selection; a line break becomes a space")
    _ = graph.handleKey(.control("a"))
    _ = graph.handleKey(.control("x"))
    #expect(model.text.isEmpty && clipboard.text == "two lines")
  }

  @Test func returnRunsOnSubmit() {
    let model = TextModel()
    let tally = Tally()
    let graph = ViewGraph.testing(
      TextField("Name", text: model.binding).onSubmit { tally.log.append("submitted \(model.text)") })
    graph.frame(window)
    _ = graph.handleKey(.tab)
    _ = graph.handleKey(.character("x"))
    #expect(graph.handleKey(.enter))
    #expect(tally.log == ["submitted x"])
  }
}
