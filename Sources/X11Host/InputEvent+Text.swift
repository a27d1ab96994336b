import CX11
import PlaygroundUI

/// Typed text and editing keys: what a focused text field needs from the keyboard.
extension InputEvent {
  /// Editing keys (Backspace, Delete, Home, End, Shift with arrows, Home and End) and Control
  /// with a letter; nil for everything else (values from X11/keysymdef.h).
  static func editingKey(keysym: KeySym, state: UInt32) -> Key? {
    let shifted = state & UInt32(ShiftMask) != 0
    if state & UInt32(ControlMask) != 0 {
      guard let letter = character(keysym: keysym), letter.isASCII, letter.isLetter else { return nil }
      return .control(Character(letter.lowercased()))
    }
    switch keysym {
    case 0xFF08: return .backspace
    case 0xFFFF, 0xFF9F: return .deleteForward
    case 0xFF50, 0xFF95: return shifted ? .shiftHome : .home
    case 0xFF57, 0xFF9C: return shifted ? .shiftEnd : .end
    case 0xFF51, 0xFF96: return shifted ? .shiftLeft : nil
    case 0xFF53, 0xFF98: return shifted ? .shiftRight : nil
    default: return nil
    }
  }

  /// The character a keysym types: Latin-1 keysyms are their own code points and Unicode
  /// keysyms are 0x1000000 plus the code point (what `xdotool type` and most layouts produce
  /// for anything beyond Latin-1). Nil for control characters and keysyms that type nothing.
  static func character(keysym: KeySym) -> Character? {
    let value: UInt32
    switch keysym {
    case 0x20...0x7E, 0xA0...0xFF: value = UInt32(keysym)
    case 0x100_0100...0x110_FFFF: value = UInt32(keysym - 0x100_0000)
    default: return nil
    }
    guard let scalar = Unicode.Scalar(value), !scalar.properties.generalCategory.isControl else { return nil }
    return Character(scalar)
  }
}

extension Unicode.GeneralCategory {
  fileprivate var isControl: Bool { self == .control }
}

/// Keeps Xlib's keysym table current: a layout switch, or `xdotool` binding a spare keycode to
/// a character the layout lacks ("é"), changes the mapping, and lookups must see it.
enum KeyboardMapping {
  /// Refreshes on MappingNotify; true when `event` was one (the loop then ignores it).
  static func refresh(_ event: inout XEvent) -> Bool {
    guard event.type == MappingNotify else { return false }
    XRefreshKeyboardMapping(&event.xmapping)
    return true
  }
}
