import CX11
import Foundation
import PlaygroundUI

/// The CLIPBOARD selection, as text fields' Ctrl-C and Ctrl-V use it (ICCCM): copying makes the
/// window the selection's owner and keeps the text, answering other clients' requests for it
/// (TARGETS, UTF8_STRING, STRING) from the event loop; pasting asks the owner to convert the
/// selection to UTF8_STRING onto a property of the window and waits up to a second for the
/// SelectionNotify. Pasting what the window itself owns needs no round trip. The text goes when
/// the window does (there is no clipboard manager hand-over), and an owner that answers
/// incrementally (INCR, for very large texts) is not read.
@MainActor
final class X11Clipboard: Clipboard {
  private let display: X11Display
  private let window: Window
  private let selection: Atom
  private let utf8String: Atom
  private let targets: Atom
  private let property: Atom
  /// The text the window owns the selection with, until another client takes it.
  private var owned: String?

  init(display: X11Display, window: Window) {
    self.display = display
    self.window = window
    selection = display.atom("CLIPBOARD")
    utf8String = display.atom("UTF8_STRING")
    targets = display.atom("TARGETS")
    property = display.atom("LAYOUT_PLAYGROUND_PASTE")
  }

  func copy(_ text: String) {
    guard display.isUsable else { return }
    owned = text
    XSetSelectionOwner(display.raw, selection, window, UInt(CurrentTime))
    display.flush()
  }

  func paste() -> String? {
    guard display.isUsable else { return nil }
    if let owned, XGetSelectionOwner(display.raw, selection) == window { return owned }
    guard XGetSelectionOwner(display.raw, selection) != 0 else { return nil }
    XConvertSelection(display.raw, selection, utf8String, property, window, UInt(CurrentTime))
    display.flush()
    let deadline = MonotonicClock.now() + 1
    var event = XEvent()
    while MonotonicClock.now() < deadline && !display.isConnectionLost {
      if XCheckTypedWindowEvent(display.raw, window, SelectionNotify, &event) != 0 {
        guard event.xselection.property != 0 else { return nil }
        return readProperty()
      }
      var descriptor = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, 20)
    }
    return nil
  }

  /// Handles the selection's events; true when `event` was one (the loop then ignores it).
  func handle(_ event: inout XEvent) -> Bool {
    switch event.type {
    case SelectionRequest:
      answer(event.xselectionrequest)
      return true
    case SelectionClear:
      owned = nil
      return true
    default:
      return false
    }
  }

  private func readProperty() -> String? {
    var type: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      display.raw, window, property, 0, 1 << 24, 1, 0, &type, &format, &count, &remaining, &data)
    defer { if let data { XFree(data) } }
    guard status == Success, let data, format == 8 else { return nil }
    let bytes = UnsafeBufferPointer(start: data, count: Int(count))
    if type == XA_STRING { return String(bytes.map { Character(Unicode.Scalar($0)) }) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Converts the owned text for a requestor, or refuses (property None).
  private func answer(_ request: XSelectionRequestEvent) {
    var reply = XEvent()
    reply.xselection.type = SelectionNotify
    reply.xselection.display = request.display
    reply.xselection.requestor = request.requestor
    reply.xselection.selection = request.selection
    reply.xselection.target = request.target
    reply.xselection.time = request.time
    reply.xselection.property = 0
    // Obsolete clients name no property: the target is used as the property then.
    let destination = request.property != 0 ? request.property : request.target
    if request.selection == selection, let owned {
      if request.target == targets {
        var offered: [Atom] = [targets, utf8String, XA_STRING]
        let count = Int32(offered.count)
        offered.withUnsafeMutableBytes { raw in
          _ = XChangeProperty(
            display.raw, request.requestor, destination, XA_ATOM, 32, PropModeReplace,
            raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count)
        }
        reply.xselection.property = destination
      } else if request.target == utf8String || request.target == XA_STRING {
        // STRING is Latin-1: characters beyond it become "?".
        let bytes: [UInt8] =
          request.target == utf8String
          ? Array(owned.utf8)
          : owned.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
        _ = XChangeProperty(
          display.raw, request.requestor, destination, request.target, 8, PropModeReplace, bytes, Int32(bytes.count))
        reply.xselection.property = destination
      }
    }
    _ = XSendEvent(display.raw, request.requestor, 0, 0, &reply)
    display.flush()
  }
}
