import CX11
import PlaygroundUI
import Testing

@testable import X11Host

/// Keysyms to typed characters and editing keys (X11/keysymdef.h): no X server needed.
@Suite struct TextKeysTests {
  @Test("Latin-1 and Unicode keysyms type their characters; control keysyms type nothing")
  func characters() {
    #expect(InputEvent.character(keysym: 0x71) == "q")
    #expect(InputEvent.character(keysym: 0xE9) == "é")  // eacute
    #expect(InputEvent.character(keysym: 0x100_20AC) == "€")  // U+20AC as a Unicode keysym
    #expect(InputEvent.character(keysym: 0x101_F44D) == "👍")
    #expect(InputEvent.character(keysym: 0xFF08) == nil)  // BackSpace
    #expect(InputEvent.character(keysym: 0x100_0009) == nil)  // a control code
  }

  @Test("Editing keys, Shift selecting, and Control with a letter")
  func editing() {
    let shift = UInt32(ShiftMask)
    let control = UInt32(ControlMask)
    #expect(InputEvent.editingKey(keysym: 0xFF08, state: 0) == .backspace)
    #expect(InputEvent.editingKey(keysym: 0xFFFF, state: 0) == .deleteForward)
    #expect(InputEvent.editingKey(keysym: 0xFF50, state: 0) == .home)
    #expect(InputEvent.editingKey(keysym: 0xFF57, state: shift) == .shiftEnd)
    #expect(InputEvent.editingKey(keysym: 0xFF51, state: shift) == .shiftLeft)
    #expect(InputEvent.editingKey(keysym: 0xFF51, state: 0) == nil, "a plain arrow is the special key")
    #expect(InputEvent.editingKey(keysym: 0x63, state: control) == .control("c"))
    #expect(InputEvent.editingKey(keysym: 0x56, state: control | shift) == .control("v"))
    #expect(InputEvent.editingKey(keysym: 0x71, state: 0) == nil)
  }
}
