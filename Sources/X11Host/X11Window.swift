import CX11
import Foundation

/// The top-level window: creation attributes, WM properties (title, class, protocols, pid, icon,
/// minimum size) and the GC used to copy the back buffer in.
final class X11Window {
  let display: X11Display
  let id: Window
  let gc: GC
  private(set) var title = ""
  let deleteWindowAtom: Atom

  /// Creates (but does not map) a window of `width × height` pixels.
  init(display: X11Display, width: Int, height: Int, minWidth: Int, minHeight: Int, title: String) {
    self.display = display
    var attributes = XSetWindowAttributes()
    // No background: the server must not clear to a colour on resize/expose (the usual flash);
    // NorthWest gravity keeps the old pixels in place while we draw the new frame.
    attributes.background_pixmap = 0
    attributes.bit_gravity = NorthWestGravity
    attributes.event_mask =
      ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask | Button1MotionMask | PointerMotionMask
      | LeaveWindowMask
      | KeyPressMask
    let mask = UInt(CWBackPixmap | CWBitGravity | CWEventMask)
    id = XCreateWindow(
      display.raw, display.root, 0, 0, UInt32(max(1, width)), UInt32(max(1, height)), 0,
      display.depth, UInt32(InputOutput), display.visual, mask, &attributes)
    var values = XGCValues()
    // Copies from the back buffer must not generate GraphicsExpose/NoExpose events.
    values.graphics_exposures = 0
    gc = XCreateGC(display.raw, id, UInt(GCGraphicsExposures), &values)
    deleteWindowAtom = display.atom("WM_DELETE_WINDOW")
    setProtocolsAndHints(minWidth: minWidth, minHeight: minHeight)
    setTitle(title)
  }

  /// Set when another client destroyed the window (DestroyNotify): it must not be destroyed
  /// again, which would only earn a BadWindow error.
  var isDestroyed = false

  deinit {
    guard display.isUsable else { return }
    XFreeGC(display.raw, gc)
    if !isDestroyed { XDestroyWindow(display.raw, id) }
  }

  func map() {
    XMapWindow(display.raw, id)
    display.flush()
  }

  /// Sets `_NET_WM_NAME` and `WM_NAME`, both as UTF8_STRING.
  ///
  /// Like st (`XUTF8StringStyle`): a COMPOUND_TEXT conversion depends on the process locale and,
  /// in the C locale, silently drops characters such as the title's em dash.
  func setTitle(_ newTitle: String) {
    guard newTitle != title, display.isUsable else { return }
    title = newTitle
    let utf8 = Array(newTitle.utf8)
    let utf8String = display.atom("UTF8_STRING")
    for property in [display.atom("_NET_WM_NAME"), XA_WM_NAME] {
      XChangeProperty(
        display.raw, id, property, utf8String, 8, PropModeReplace, utf8, Int32(utf8.count))
    }
    display.flush()
  }

  private func setProtocolsAndHints(minWidth: Int, minHeight: Int) {
    var protocols = [deleteWindowAtom]
    XSetWMProtocols(display.raw, id, &protocols, 1)

    if let classHint = XAllocClassHint() {
      let name = strdup("layout-playground")
      let className = strdup("LayoutPlayground")
      classHint.pointee.res_name = name
      classHint.pointee.res_class = className
      XSetClassHint(display.raw, id, classHint)
      free(name)
      free(className)
      XFree(classHint)
    }
    if let sizeHints = XAllocSizeHints() {
      sizeHints.pointee.flags = PMinSize
      sizeHints.pointee.min_width = Int32(clamping: max(1, minWidth))
      sizeHints.pointee.min_height = Int32(clamping: max(1, minHeight))
      XSetWMNormalHints(display.raw, id, sizeHints)
      XFree(sizeHints)
    }
    if let wmHints = XAllocWMHints() {
      wmHints.pointee.flags = InputHint | StateHint
      wmHints.pointee.input = 1
      wmHints.pointee.initial_state = NormalState
      XSetWMHints(display.raw, id, wmHints)
      XFree(wmHints)
    }
    // Format-32 properties are arrays of C long on the client side.
    var pid = [UInt(getpid())]
    changeCardinals("_NET_WM_PID", &pid)
    var icon = WindowIcon.netWMIconData()
    changeCardinals("_NET_WM_ICON", &icon)
  }

  private func changeCardinals(_ property: String, _ values: inout [UInt]) {
    let count = Int32(values.count)
    values.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
      XChangeProperty(
        display.raw, id, display.atom(property), XA_CARDINAL, 32, PropModeReplace, base, count)
    }
  }

  /// Asks a window to close the way a window manager does: a WM_DELETE_WINDOW ClientMessage,
  /// sent over a separate connection (for tests; Xvfb has no WM to press the close button).
  static func requestClose(windowID: UInt, displayName: String) throws {
    let sender = try X11Display(name: displayName)
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = windowID
    event.xclient.message_type = sender.atom("WM_PROTOCOLS")
    event.xclient.format = 32
    event.xclient.data.l.0 = Int(sender.atom("WM_DELETE_WINDOW"))
    event.xclient.data.l.1 = Int(CurrentTime)
    XSendEvent(sender.raw, windowID, 0, NoEventMask, &event)
    sender.sync()
    sender.close()
  }
}

extension X11Window {
  /// The raw bytes and format of a window property (tests check WM properties with it).
  func property(_ name: String) -> (type: String, format: Int, bytes: [UInt8])? {
    guard display.isUsable else { return nil }
    var type: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>? = nil
    let status = XGetWindowProperty(
      display.raw, id, display.atom(name), 0, 1 << 20, 0, Atom(AnyPropertyType), &type, &format, &count,
      &remaining, &data)
    guard status == Success, let data else { return nil }
    defer { XFree(data) }
    // Format-32 items are C longs in client memory.
    let itemSize = format == 32 ? MemoryLayout<UInt>.size : Int(format) / 8
    let bytes = Array(UnsafeBufferPointer(start: data, count: Int(count) * itemSize))
    let typeName =
      XGetAtomName(display.raw, type).map { name in
        defer { XFree(name) }
        return String(cString: name)
      } ?? "None"
    return (typeName, Int(format), bytes)
  }
}
