/// A key press, reduced to what the playground reacts to.
///
/// The one vocabulary for keys: the X11 host maps keysyms into it, the playground session
/// handles it, and `screenshot --after key:NAME` names it (`init?(name:)`), so a key means the
/// same thing whether typed or scripted.
package enum Key: Hashable, Sendable {
  /// A printable character as typed (shift applied): "q", "Q", "1", "+".
  case character(Character)
  case escape
  case tab
  /// Shift-Tab (X11's ISO_Left_Tab, or Tab with Shift held).
  case shiftTab
  case enter
  case left, right, up, down
  /// Scrolling keys (also named `page-up`, `page-down` in scripts); Home and End scroll too,
  /// unless a text field has the focus.
  case pageUp, pageDown
  /// Text editing: Backspace, Delete (forward), Home, End, and the arrows, Home and End with
  /// Shift held (extend the selection).
  case backspace, deleteForward, home, end
  case shiftLeft, shiftRight, shiftHome, shiftEnd
  /// A letter typed with Control held, lowercased: `control("c")` is Ctrl-C.
  case control(Character)

  /// The key a script names: `tab`, `shift-tab`, `escape` (or `esc`), `enter` (or `return`),
  /// `left`, `right`, `up`, `down` (case-insensitive), or any single character as itself.
  /// Nil for anything else.
  package init?(name: String) {
    if let named = Self.named[name.lowercased()] {
      self = named
    } else if let control = Self.control(named: name) {
      self = control
    } else if name.count == 1, let character = name.first {
      self = .character(character)
    } else {
      return nil
    }
  }

  /// Every name `init?(name:)` accepts besides single characters, for error messages.
  package static var names: [String] { named.keys.sorted() }

  private static let named: [String: Key] = [
    "tab": .tab, "shift-tab": .shiftTab, "escape": .escape, "esc": .escape, "enter": .enter,
    "return": .enter, "left": .left, "right": .right, "up": .up, "down": .down,
    "page-up": .pageUp, "page-down": .pageDown,
    "space": .character(" "), "backspace": .backspace, "delete": .deleteForward, "home": .home, "end": .end,
    "shift-left": .shiftLeft, "shift-right": .shiftRight, "shift-home": .shiftHome, "shift-end": .shiftEnd,
  ]

  /// `ctrl-c`, `ctrl-v`…: Control with one letter.
  private static func control(named name: String) -> Key? {
    let lowered = name.lowercased()
    guard lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last, letter.isLetter else { return nil }
    return .control(letter)
  }
}
