import Testing

@testable import PlaygroundUI

/// Key names as scripts write them (`screenshot --after key:NAME`).
@Suite struct KeyTests {
  @Test("Named keys, any case; single characters as themselves (case kept)")
  func names() {
    #expect(Key(name: "tab") == .tab)
    #expect(Key(name: "Shift-Tab") == .shiftTab)
    #expect(Key(name: "ESC") == .escape && Key(name: "escape") == .escape)
    #expect(Key(name: "return") == .enter && Key(name: "enter") == .enter)
    #expect(
      [Key(name: "left"), Key(name: "right"), Key(name: "up"), Key(name: "down")] == [.left, .right, .up, .down])
    #expect(Key(name: "1") == .character("1"))
    #expect(Key(name: "I") == .character("I"))
    #expect(Key(name: "💪") == .character("💪"))
  }

  @Test("Anything else is no key", arguments: ["", "ctrl", "shift", "tabs", "ab", " tab"])
  func unknown(_ name: String) {
    #expect(Key(name: name) == nil)
  }
}
