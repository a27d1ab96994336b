import CX11

/// Window-sized ARGB pixmaps for effect layers, kept between frames.
///
/// A layer needs a surface the size of the buffer (its items draw at window coordinates).
/// Creating and freeing one per layer per frame made the server map and fault in megabytes
/// each time: a single `.compositingGroup()` cost half a millisecond of a resize frame.
final class LayerSurfacePool {
  struct Surface {
    let pixmap: Pixmap
    let picture: Picture
  }

  private let display: X11Display
  private var size: (width: Int, height: Int) = (0, 0)
  private var idle: [Surface] = []
  /// Surfaces kept beyond a frame: nesting deeper than this allocates the rest afresh.
  private let maxIdle = 3

  init(display: X11Display) {
    self.display = display
  }

  deinit { drain() }

  /// A surface of `width × height` pixels, with undefined contents and no clip.
  func take(width: Int, height: Int) -> Surface {
    if size != (width, height) {
      drain()
      size = (width, height)
    }
    if let surface = idle.popLast() { return surface }
    let format = XRenderFindStandardFormat(display.raw, PictStandardARGB32)
    let pixmap = XCreatePixmap(display.raw, display.root, UInt32(width), UInt32(height), 32)
    return Surface(pixmap: pixmap, picture: XRenderCreatePicture(display.raw, pixmap, format, 0, nil))
  }

  /// Returns a surface taken from the pool (of the pool's current size).
  func give(back surface: Surface, width: Int, height: Int) {
    guard display.isUsable else { return }
    guard size == (width, height), idle.count < maxIdle else {
      free(surface)
      return
    }
    idle.append(surface)
  }

  private func drain() {
    guard display.isUsable else {
      idle.removeAll()
      return
    }
    for surface in idle { free(surface) }
    idle.removeAll()
  }

  private func free(_ surface: Surface) {
    XRenderFreePicture(display.raw, surface.picture)
    XFreePixmap(display.raw, surface.pixmap)
  }
}
