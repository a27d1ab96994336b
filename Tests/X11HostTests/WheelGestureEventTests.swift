import CX11
import Foundation
import PlaygroundUI
import Testing

@testable import X11Host

/// X11 has no pinch or rotation: Control + wheel stands in for `MagnifyGesture`, Control +
/// Shift + wheel for `RotateGesture`; a plain wheel still scrolls.
@Suite("Wheel gestures")
struct WheelGestureEventTests {
  private func press(button: UInt32, state: Int32) -> InputEvent? {
    var event = XEvent()
    event.xbutton.type = ButtonPress
    event.xbutton.button = button
    event.xbutton.state = UInt32(state)
    event.xbutton.x = 30
    event.xbutton.y = 40
    return InputEvent.translate(&event, closeAtom: 0)
  }

  @Test("Control + wheel up/down is a pinch step; with Shift a rotation step; without Control a scroll")
  func modifiers() {
    #expect(press(button: 4, state: ControlMask) == .wheelGesture(steps: -1, rotates: false, x: 30, y: 40))
    #expect(press(button: 5, state: ControlMask) == .wheelGesture(steps: 1, rotates: false, x: 30, y: 40))
    #expect(
      press(button: 5, state: ControlMask | ShiftMask) == .wheelGesture(steps: 1, rotates: true, x: 30, y: 40))
    #expect(press(button: 5, state: ShiftMask) == .scrolled(dx: 0, dy: 1, x: 30, y: 40))
    var batch = EventBatch()
    batch.add(press(button: 4, state: ControlMask))
    batch.add(press(button: 4, state: ControlMask))
    #expect(batch.inputs.count == 2, "every step counts")
  }
}
