import CX11
import Foundation
import PlaygroundUI
import Testing

@testable import X11Host

/// The X side of scrolling: wheel buttons 4–7 become scroll events at the pointer, and the
/// paging keysyms become scroll keys.
@Suite("Wheel buttons and scrolling keys")
struct WheelAndScrollKeyTests {
  private func press(button: UInt32, x: Int32 = 30, y: Int32 = 40) -> InputEvent? {
    var event = XEvent()
    event.xbutton.type = ButtonPress
    event.xbutton.button = button
    event.xbutton.x = x
    event.xbutton.y = y
    return InputEvent.translate(&event, closeAtom: 0)
  }

  @Test("Buttons 4/5 scroll up/down, 6/7 left/right, at the pointer; button 1 stays a click")
  func wheelButtons() {
    #expect(press(button: 4) == .scrolled(dx: 0, dy: -1, x: 30, y: 40))
    #expect(press(button: 5) == .scrolled(dx: 0, dy: 1, x: 30, y: 40))
    #expect(press(button: 6) == .scrolled(dx: -1, dy: 0, x: 30, y: 40))
    #expect(press(button: 7) == .scrolled(dx: 1, dy: 0, x: 30, y: 40))
    #expect(press(button: 1) == .pointer(down: true, x: 30, y: 40))
    var batch = EventBatch()
    batch.add(press(button: 5))
    batch.add(press(button: 5))
    #expect(batch.inputs.count == 2, "every click counts")
  }

  @Test("Prior/Next/Home/End keysyms are Page Up/Page Down/Home/End; scripts name them too")
  func pagingKeys() {
    #expect(InputEvent.special(keysym: 0xFF55, shifted: false) == .pageUp)
    #expect(InputEvent.special(keysym: 0xFF56, shifted: false) == .pageDown)
    #expect(InputEvent.special(keysym: 0xFF50, shifted: false) == .home)
    #expect(InputEvent.special(keysym: 0xFF57, shifted: false) == .end)
    #expect(
      [Key(name: "page-up"), Key(name: "Page-Down"), Key(name: "home"), Key(name: "END")] == [
        .pageUp, .pageDown, .home, .end,
      ])
  }
}
