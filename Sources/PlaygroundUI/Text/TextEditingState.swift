/// A text field's text with its caret and selection, and the edits keys make (pure logic).
///
/// Positions count characters (grapheme clusters), so a caret never splits "é" or an emoji.
/// The selection runs between `anchor` and `caret`; it is empty when they are equal. Moving
/// without Shift collapses a selection to its start (left) or end (right), as text fields on
/// macOS and iOS do; with Shift the caret moves and the anchor stays.
struct TextEditingState: Equatable {
  private(set) var text: String
  private(set) var caret: Int
  private(set) var anchor: Int

  /// Text with the caret at its end.
  init(text: String) {
    self.text = text
    caret = text.count
    anchor = caret
  }

  init(text: String, caret: Int, anchor: Int? = nil) {
    self.text = text
    self.caret = max(0, min(caret, text.count))
    self.anchor = max(0, min(anchor ?? caret, text.count))
  }

  /// The selected range of character offsets.
  var selection: Range<Int> { min(caret, anchor)..<max(caret, anchor) }

  var selectedText: String { String(slice(selection)) }

  /// Follows a change made outside the field (the binding set elsewhere): the caret and
  /// selection stay where they were, as far as the new text reaches.
  mutating func sync(with newText: String) {
    guard newText != text else { return }
    text = newText
    caret = min(caret, text.count)
    anchor = min(anchor, text.count)
  }

  /// Replaces the selection (or inserts at the caret) with `string`.
  mutating func insert(_ string: String) {
    let range = selection
    let before = String(slice(0..<range.lowerBound)) + string
    text = before + String(slice(range.upperBound..<text.count))
    // Counted after joining, not as `string.count`: a combining mark joins the character before.
    caret = min(before.count, text.count)
    anchor = caret
  }

  /// Deletes the selection, or the character before the caret.
  mutating func deleteBackward() {
    if selection.isEmpty {
      guard caret > 0 else { return }
      anchor = caret - 1
    }
    insert("")
  }

  /// Deletes the selection, or the character after the caret.
  mutating func deleteForward() {
    if selection.isEmpty {
      guard caret < text.count else { return }
      anchor = caret + 1
    }
    insert("")
  }

  mutating func moveLeft(extending: Bool) {
    if !extending && !selection.isEmpty {
      collapse(to: selection.lowerBound)
    } else {
      move(to: caret - 1, extending: extending)
    }
  }

  mutating func moveRight(extending: Bool) {
    if !extending && !selection.isEmpty {
      collapse(to: selection.upperBound)
    } else {
      move(to: caret + 1, extending: extending)
    }
  }

  mutating func moveToStart(extending: Bool) { move(to: 0, extending: extending) }
  mutating func moveToEnd(extending: Bool) { move(to: text.count, extending: extending) }

  mutating func selectAll() {
    anchor = 0
    caret = text.count
  }

  /// Puts the caret at `offset` (a click), clearing the selection.
  mutating func collapse(to offset: Int) { move(to: offset, extending: false) }

  private mutating func move(to offset: Int, extending: Bool) {
    caret = max(0, min(offset, text.count))
    if !extending { anchor = caret }
  }

  private func slice(_ range: Range<Int>) -> Substring {
    let start = text.index(text.startIndex, offsetBy: range.lowerBound)
    let end = text.index(start, offsetBy: range.count)
    return text[start..<end]
  }
}
