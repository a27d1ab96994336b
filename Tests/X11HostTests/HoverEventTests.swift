import CX11
import Foundation
import PlaygroundUI
import Testing

@testable import X11Host

@Suite("Pointer motion without a button: hover events for onHover")
struct HoverEventTests {
  private func motion(x: Int32, y: Int32, state: UInt32) -> InputEvent? {
    var event = XEvent()
    event.type = MotionNotify
    event.xmotion.x = x
    event.xmotion.y = y
    event.xmotion.state = state
    return InputEvent.translate(&event, closeAtom: 0)
  }

  @Test("Motion with the left button held is a drag, without it a hover; leaving is its own event")
  func translate() {
    #expect(motion(x: 3, y: 4, state: 0) == .hovered(x: 3, y: 4))
    #expect(motion(x: 3, y: 4, state: UInt32(Button1Mask)) == .dragged(x: 3, y: 4))
    var leave = XEvent()
    leave.type = LeaveNotify
    #expect(InputEvent.translate(&leave, closeAtom: 0) == .left)
  }

  @Test("A run of hovers keeps its last position; leaving keeps its place in order")
  func batch() {
    var batch = EventBatch()
    batch.add(.hovered(x: 1, y: 1))
    batch.add(.hovered(x: 2, y: 2))
    batch.add(.pointer(down: true, x: 2, y: 2))
    batch.add(.hovered(x: 3, y: 3))
    batch.add(.left)
    #expect(batch.inputs == [.hovered(x: 2, y: 2), .pointer(down: true, x: 2, y: 2), .hovered(x: 3, y: 3), .left])
  }
}
