import CX11

/// An off-screen pixmap at window depth that a frame is drawn into before one copy to the window.
///
/// One `XftDraw` lives as long as the buffer and is retargeted with `XftDrawChange` when the
/// pixmap is replaced (st's `xresize`). Allocation rounds up to `step` pixels and is reused while
/// the window still fits, so a drag-resize does not create a pixmap per ConfigureNotify.
final class BackBuffer {
  private let display: X11Display
  private(set) var pixmap: Pixmap = 0
  let draw: OpaquePointer
  /// Allocated pixels (≥ `size`).
  private(set) var capacity: (width: Int, height: Int) = (0, 0)
  /// Pixels in use: the window's (or offscreen image's) size.
  private(set) var size: (width: Int, height: Int) = (0, 0)
  /// How many pixmaps have been created (tests check reuse during resizes).
  private(set) var allocations = 0
  let step: Int

  init(display: X11Display, width: Int, height: Int, step: Int = 128) {
    self.display = display
    self.step = max(1, step)
    guard
      let draw = XftDrawCreate(display.raw, display.root, display.visual, display.colormap)
    else { fatalError("XftDrawCreate failed") }
    self.draw = draw
    resize(width: width, height: height)
  }

  deinit {
    guard display.isUsable else { return }
    XftDrawDestroy(draw)
    if pixmap != 0 { XFreePixmap(display.raw, pixmap) }
  }

  /// The Render picture Xft draws through; shapes composite onto it so they share the clip.
  var picture: Picture { XftDrawPicture(draw) }

  /// Makes the buffer at least `width × height`; returns true if a new pixmap was allocated.
  @discardableResult
  func resize(width: Int, height: Int) -> Bool {
    size = (max(1, width), max(1, height))
    let grows = size.width > capacity.width || size.height > capacity.height
    // Give memory back after a large shrink, but not for the small steps of a drag-resize.
    let shrinks = roundUp(size.width) * 2 < capacity.width || roundUp(size.height) * 2 < capacity.height
    guard grows || shrinks || pixmap == 0 else { return false }
    let newCapacity = (roundUp(size.width), roundUp(size.height))
    guard display.isUsable else { return false }
    let newPixmap = XCreatePixmap(
      display.raw, display.root, UInt32(newCapacity.0), UInt32(newCapacity.1),
      UInt32(display.depth))
    XftDrawChange(draw, newPixmap)
    if pixmap != 0 { XFreePixmap(display.raw, pixmap) }
    pixmap = newPixmap
    capacity = newCapacity
    allocations += 1
    return true
  }

  /// Copies the used area to `window` and flushes (no round trip).
  func present(to window: Window, gc: GC) {
    present([PixelRect(x: 0, y: 0, width: size.width, height: size.height)], to: window, gc: gc)
  }

  /// Copies only `regions` (what the last draw changed) to the window.
  func present(_ regions: [PixelRect], to window: Window, gc: GC) {
    guard display.isUsable else { return }
    for region in regions where !region.isEmpty {
      XCopyArea(
        display.raw, pixmap, window, gc, Int32(region.x), Int32(region.y), UInt32(region.width),
        UInt32(region.height), Int32(region.x), Int32(region.y))
    }
    XFlush(display.raw)
  }

  private func roundUp(_ value: Int) -> Int {
    (value + step - 1) / step * step
  }
}
