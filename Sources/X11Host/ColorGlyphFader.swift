import CX11
import PlaygroundUI

/// Draws text with colour glyphs at less than full opacity.
///
/// Colour (emoji) glyphs are drawn from their own pixels and ignore the source colour's alpha, so
/// a fading chip would keep its emoji fully opaque. Such text is drawn at full strength into a
/// scratch ARGB picture, then composited through a constant-alpha mask.
final class ColorGlyphFader {
  private let display: X11Display
  private var pixmap: Pixmap = 0
  private var scratch: Picture = 0
  private var capacity = (width: 0, height: 0)
  private var alphaMasks: [UInt16: Picture] = [:]

  init(display: X11Display) {
    self.display = display
  }

  deinit {
    guard display.isUsable else { return }
    if scratch != 0 { XRenderFreePicture(display.raw, scratch) }
    if pixmap != 0 { XFreePixmap(display.raw, pixmap) }
    for picture in alphaMasks.values { XRenderFreePicture(display.raw, picture) }
  }

  /// Runs `render(picture, x, y)` to draw a `width` × `height` box opaque into scratch space, then
  /// composites it at `alpha` with its top-left at `origin` on `destination`. False when the box
  /// is too large for scratch space (the caller then draws directly).
  func draw(
    width: Int, height: Int, at origin: (x: Int, y: Int), alpha: Double, onto destination: Picture,
    render: (Picture, Int, Int) -> Void
  ) -> Bool {
    let pad = 4
    guard width > 0, height > 0, width + 2 * pad <= 8192, height + 2 * pad <= 8192,
      let picture = prepare(width: width + 2 * pad, height: height + 2 * pad)
    else { return false }
    var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    XRenderFillRectangle(
      display.raw, PictOpSrc, picture, &clear, 0, 0, UInt32(width + 2 * pad), UInt32(height + 2 * pad))
    render(picture, pad, pad)
    XRenderComposite(
      display.raw, PictOpOver, picture, alphaMask(alpha), destination, 0, 0, 0, 0,
      Int32(clamping: origin.x - pad), Int32(clamping: origin.y - pad), UInt32(width + 2 * pad),
      UInt32(height + 2 * pad))
    return true
  }

  /// The scratch picture, grown to at least `width` × `height`.
  private func prepare(width: Int, height: Int) -> Picture? {
    guard display.isUsable else { return nil }
    if width > capacity.width || height > capacity.height || pixmap == 0 {
      let size = (max(width, capacity.width, 64), max(height, capacity.height, 64))
      if scratch != 0 { XRenderFreePicture(display.raw, scratch) }
      if pixmap != 0 { XFreePixmap(display.raw, pixmap) }
      pixmap = XCreatePixmap(display.raw, display.root, UInt32(size.0), UInt32(size.1), 32)
      scratch = XRenderCreatePicture(
        display.raw, pixmap, XRenderFindStandardFormat(display.raw, PictStandardARGB32), 0, nil)
      capacity = (size.0, size.1)
    }
    return scratch
  }

  /// A solid fill used as a mask: only its alpha matters.
  private func alphaMask(_ alpha: Double) -> Picture {
    let level = UInt16((min(1, max(0, alpha)) * 65535).rounded())
    if let picture = alphaMasks[level] { return picture }
    if alphaMasks.count >= 64 {
      for picture in alphaMasks.values { XRenderFreePicture(display.raw, picture) }
      alphaMasks.removeAll()
    }
    var color = XRenderColor(red: level, green: level, blue: level, alpha: level)
    let picture = XRenderCreateSolidFill(display.raw, &color)
    alphaMasks[level] = picture
    return picture
  }
}
