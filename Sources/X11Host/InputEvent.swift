import CX11
import PlaygroundUI

/// An X event reduced to what the loop acts on; everything else is dropped at the edge.
enum InputEvent: Equatable {
  case configured(width: Int, height: Int)
  /// The last Expose of a series (count == 0).
  case exposed
  /// Left button press or release, in window pixels.
  case pointer(down: Bool, x: Int, y: Int)
  /// The pointer moved with the left button held, in window pixels.
  case dragged(x: Int, y: Int)
  case key(Key)
  case closeRequested
  /// DestroyNotify: another client destroyed the window (`xdotool windowclose`).
  case destroyed
  /// MapNotify (true) or UnmapNotify (false).
  case mapped(Bool)
  /// A wheel click (buttons 4/5 up/down, 6/7 left/right) at a point in window pixels: `dx`, `dy`
  /// are −1, 0 or 1.
  case scrolled(dx: Int, dy: Int, x: Int, y: Int)
  /// A vertical wheel click with Control held (a pinch: `MagnifyGesture`), or Control and Shift
  /// (a rotation: `RotateGesture`): `steps` is −1 (up) or 1 (down).
  case wheelGesture(steps: Int, rotates: Bool, x: Int, y: Int)
  /// The pointer moved with no button held, in window pixels (hover).
  case hovered(x: Int, y: Int)
  /// LeaveNotify: the pointer left the window.
  case left
  /// Left button press with Control or Super held (where macOS has Command): a click that
  /// toggles a row of a list's selection, in window pixels.
  case togglingPress(x: Int, y: Int)

  /// Translates an event; nil for events the loop ignores.
  static func translate(_ event: inout XEvent, closeAtom: Atom) -> InputEvent? {
    switch event.type {
    case MapNotify, UnmapNotify:
      return .mapped(event.type == MapNotify)
    case DestroyNotify:
      // Only the window itself selects StructureNotify, so this is the window going away.
      return .destroyed
    case ConfigureNotify:
      return .configured(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height))
    case Expose:
      return event.xexpose.count == 0 ? .exposed : nil
    case ButtonPress where (4...5).contains(event.xbutton.button) && event.xbutton.state & UInt32(ControlMask) != 0:
      return .wheelGesture(
        steps: event.xbutton.button == 4 ? -1 : 1, rotates: event.xbutton.state & UInt32(ShiftMask) != 0,
        x: Int(event.xbutton.x), y: Int(event.xbutton.y))
    case ButtonPress where (4...7).contains(event.xbutton.button):
      let button = event.xbutton.button
      return .scrolled(
        dx: button == 6 ? -1 : button == 7 ? 1 : 0, dy: button == 4 ? -1 : button == 5 ? 1 : 0,
        x: Int(event.xbutton.x), y: Int(event.xbutton.y))
    case ButtonPress, ButtonRelease:
      guard event.xbutton.button == UInt32(Button1) else { return nil }
      if event.type == ButtonPress && event.xbutton.state & UInt32(ControlMask | Mod4Mask) != 0 {
        return .togglingPress(x: Int(event.xbutton.x), y: Int(event.xbutton.y))
      }
      return .pointer(
        down: event.type == ButtonPress, x: Int(event.xbutton.x), y: Int(event.xbutton.y))
    case MotionNotify:
      guard event.xmotion.state & UInt32(Button1Mask) != 0 else {
        return .hovered(x: Int(event.xmotion.x), y: Int(event.xmotion.y))
      }
      return .dragged(x: Int(event.xmotion.x), y: Int(event.xmotion.y))
    case LeaveNotify:
      return .left
    case KeyPress:
      return key(&event.xkey).map(InputEvent.key)
    case ClientMessage:
      let isClose = event.xclient.format == 32 && event.xclient.data.l.0 == Int(closeAtom)
      return isClose ? .closeRequested : nil
    default:
      return nil
    }
  }

  private static func key(_ event: inout XKeyEvent) -> Key? {
    var buffer = [CChar](repeating: 0, count: 16)
    var keysym: KeySym = 0
    let count = XLookupString(&event, &buffer, Int32(buffer.count - 1), &keysym, nil)
    let shifted = event.state & UInt32(ShiftMask) != 0
    if let editing = editingKey(keysym: keysym, state: event.state) { return editing }
    if let special = special(keysym: keysym, shifted: shifted) { return special }
    _ = count
    // From the keysym, not the bytes: XLookupString writes Latin-1, and nothing beyond it.
    return character(keysym: keysym).map(Key.character)
  }

  /// Keys that have no printable text (values from X11/keysymdef.h).
  static func special(keysym: KeySym, shifted: Bool) -> Key? {
    switch keysym {
    case 0xFF1B: .escape
    case 0xFF09: shifted ? .shiftTab : .tab
    case 0xFE20: .shiftTab  // ISO_Left_Tab: what Shift-Tab produces on most layouts
    case 0xFF0D, 0xFF8D: .enter
    case 0xFF51: .left
    case 0xFF52: .up
    case 0xFF53: .right
    case 0xFF54: .down
    case 0xFF55: .pageUp  // Prior
    case 0xFF56: .pageDown  // Next
    case 0xFF50: .home
    case 0xFF57: .end
    default: nil
    }
  }
}

/// One drain of the event queue, coalesced: the last size only, one expose, inputs in order.
struct EventBatch {
  var size: (width: Int, height: Int)?
  var exposed = false
  var closeRequested = false
  var destroyed = false
  /// The last map state seen, if any.
  var mapped: Bool?
  var inputs: [InputEvent] = []
  var count = 0

  mutating func add(_ event: InputEvent?) {
    count += 1
    guard let event else { return }
    switch event {
    case .configured(let width, let height): size = (width, height)
    case .exposed: exposed = true
    case .closeRequested: closeRequested = true
    case .destroyed: destroyed = true
    case .mapped(let isMapped): mapped = isMapped
    case .dragged:
      // Only the latest position of a run of drags matters.
      if case .dragged = inputs.last { inputs[inputs.count - 1] = event } else { inputs.append(event) }
    case .scrolled, .wheelGesture: inputs.append(event)
    case .pointer, .key, .left: inputs.append(event)
    case .togglingPress: inputs.append(event)
    case .hovered:
      if case .hovered = inputs.last { inputs[inputs.count - 1] = event } else { inputs.append(event) }
    }
  }
}
