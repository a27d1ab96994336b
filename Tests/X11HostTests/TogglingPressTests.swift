import CX11
import Foundation
import PlaygroundUI
import Testing

@testable import X11Host

@Suite("A left press with Control or Super held is a toggling press (list selection's Command-click)")
struct TogglingPressTests {
  private func button(_ type: Int32, state: UInt32) -> InputEvent? {
    var event = XEvent()
    event.type = type
    event.xbutton.button = UInt32(Button1)
    event.xbutton.x = 5
    event.xbutton.y = 6
    event.xbutton.state = state
    return InputEvent.translate(&event, closeAtom: 0)
  }

  @Test("Control or Super press toggles; a plain press, and every release, stay plain; the batch keeps it in order")
  func translate() {
    #expect(button(ButtonPress, state: UInt32(ControlMask)) == .togglingPress(x: 5, y: 6))
    #expect(button(ButtonPress, state: UInt32(Mod4Mask)) == .togglingPress(x: 5, y: 6))
    #expect(button(ButtonPress, state: 0) == .pointer(down: true, x: 5, y: 6))
    #expect(button(ButtonRelease, state: UInt32(ControlMask)) == .pointer(down: false, x: 5, y: 6))
    var batch = EventBatch()
    batch.add(.togglingPress(x: 5, y: 6))
    batch.add(.pointer(down: false, x: 5, y: 6))
    #expect(batch.inputs == [.togglingPress(x: 5, y: 6), .pointer(down: false, x: 5, y: 6)])
  }
}
