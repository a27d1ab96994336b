import Foundation
import Testing

@testable import PlaygroundUI

/// SecureField: a text field that draws a bullet per character (the text itself is never drawn
/// or traced), edits like a text field, and keeps its text off the clipboard.
@MainActor
@Suite struct SecureFieldTests {
  private let window = CGSize(width: 400, height: 300)

  @Test func itDrawsABulletPerCharacterAndNeverTheText() throws {
    let model = TextModel()
    model.text = "hunter2"
    let graph = ViewGraph.testing(SecureField("Password", text: model.binding).frame(width: 200))
    let list = graph.render(size: window, time: 0)
    let bullets = try #require(list.text(String(repeating: "•", count: 7)))
    #expect(list.texts.allSatisfy { !$0.string.contains("hunter") })
    #expect(graph.tracedViews.allSatisfy { !$0.detail.contains("hunter") })
    // Measured as bullets: seven of them at body size with the fake measurer.
    #expect(isClose(bullets.frame.width, FakeMetrics.width("•••••••", size: 17)))
  }

  @Test func emptyItShowsThePromptOrTheTitle() throws {
    let model = TextModel()
    let list = ViewGraph.testing(
      VStack {
        SecureField("Password", text: model.binding, prompt: Text("Required"))
        SecureField("PIN", text: model.binding)
        SecureField(text: model.binding, prompt: Text("Custom")) { Text("Label") }
      }
    ).render(size: window, time: 0)
    for prompt in ["Required", "PIN", "Custom"] {
      #expect(try #require(list.text(prompt)).color == Color.secondary.resolved)
    }
  }

  @Test func typingEditsTheTextAndTheCaretSitsAmongTheBullets() throws {
    let model = TextModel()
    model.text = "ab"
    let graph = ViewGraph.testing(SecureField("Password", text: model.binding).frame(width: 200))
    graph.frame(window)
    #expect(graph.handleKey(.tab))
    graph.frame(window)
    for key: Key in [.end, .character("c"), .left, .backspace] { _ = graph.handleKey(key) }
    #expect(model.text == "ac")
    let list = graph.render(size: window, time: 0.1)
    let bullets = try #require(list.text("••"))
    let caret = try #require(list.shapes.first { $0.kind == .rectangle && $0.rect.width == 1.5 })
    #expect(isClose(caret.rect.minX, bullets.frame.minX + FakeMetrics.width("•", size: 17)))
  }

  @Test func copyAndCutLeaveTheClipboardAloneAndPasteWorks() {
    let model = TextModel()
    model.text = "secret"
    let clipboard = ProcessClipboard()
    clipboard.copy("before")
    let graph = ViewGraph.testing(SecureField("Password", text: model.binding))
    graph.clipboard = clipboard
    graph.frame(window)
    _ = graph.handleKey(.tab)
    graph.frame(window)
    #expect(graph.handleKey(.control("a")))
    #expect(graph.handleKey(.control("c")))
    #expect(clipboard.text == "before")
    #expect(graph.handleKey(.control("x")))
    #expect(clipboard.text == "before" && model.text == "secret", "cut neither copies nor deletes")
    _ = graph.handleKey(.control("v"))
    #expect(model.text == "before", "a paste replaces the selection")
  }
}
