import Testing

@testable import PlaygroundUI

/// A text field's editing logic, as macOS and iOS text fields behave: characters inserted at
/// the caret or over the selection, Backspace and Delete on either side, Shift extending.
@Suite struct TextEditingStateTests {
  @Test func typingInsertsAtTheCaretAndMovesIt() {
    var state = TextEditingState(text: "helo")
    state.moveLeft(extending: false)
    state.insert("l")
    #expect(state.text == "hello" && state.caret == 4)
    state.moveToEnd(extending: false)
    state.insert("!")
    #expect(state.text == "hello!")
    #expect(state.caret == 6)
    #expect(state.selection.isEmpty)
  }

  @Test func backspaceAndDeleteRemoveOneCharacterEitherSideOfTheCaret() {
    var state = TextEditingState(text: "abcd", caret: 2)
    state.deleteBackward()
    #expect(state.text == "acd" && state.caret == 1)
    state.deleteForward()
    #expect(state.text == "ad" && state.caret == 1)
    state.moveToStart(extending: false)
    state.deleteBackward()
    state.moveToEnd(extending: false)
    state.deleteForward()
    #expect(state.text == "ad", "nothing before the start or after the end")
  }

  @Test func shiftArrowsSelectAndAnEditReplacesTheSelection() {
    var state = TextEditingState(text: "café au lait")
    state.moveToStart(extending: false)
    for _ in 0..<4 { state.moveRight(extending: true) }
    #expect(state.selectedText == "café")
    state.insert("thé")
    #expect(state.text == "thé au lait")
    #expect(state.caret == 3 && state.selection.isEmpty)
    state.moveToEnd(extending: true)
    #expect(state.selectedText == " au lait")
    state.deleteBackward()
    #expect(state.text == "thé")
  }

  @Test func arrowsWithoutShiftCollapseASelectionToItsEdge() {
    var state = TextEditingState(text: "abcdef", caret: 4, anchor: 1)
    state.moveLeft(extending: false)
    #expect(state.caret == 1 && state.selection.isEmpty)
    state = TextEditingState(text: "abcdef", caret: 1, anchor: 4)
    state.moveRight(extending: false)
    #expect(state.caret == 4 && state.selection.isEmpty)
  }

  @Test func shiftHomeSelectsBackToTheStartAndSelectAllTakesEverything() {
    var state = TextEditingState(text: "hello", caret: 3)
    state.moveToStart(extending: true)
    #expect(state.selectedText == "hel")
    state.selectAll()
    #expect(state.selectedText == "hello")
  }

  @Test func positionsCountCharactersSoEmojiAndAccentsStayWhole() {
    var state = TextEditingState(text: "a👍🏽e\u{301}")
    #expect(state.caret == 3)
    state.deleteBackward()
    #expect(state.text == "a👍🏽")
    state.deleteBackward()
    #expect(state.text == "a")
  }

  @Test func aChangeFromOutsideKeepsTheCaretWithinTheNewText() {
    var state = TextEditingState(text: "longer text", caret: 8, anchor: 11)
    state.sync(with: "short")
    #expect(state.text == "short" && state.caret == 5 && state.anchor == 5)
  }
}
