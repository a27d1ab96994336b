import CX11
import PlaygroundUI

/// Draws colour-emoji runs with less than full opacity.
///
/// Xft draws colour glyphs from their own pixels and ignores the text colour's alpha, so a fading
/// chip would keep its emoji fully opaque. Such runs are drawn at full strength into a scratch
/// ARGB pixmap, then composited through a constant-alpha mask. Without a 32-bit visual the run
/// is drawn directly (opaque), as before.
final class ColorGlyphFader {
  private let display: X11Display
  private var visual: UnsafeMutablePointer<Visual>?
  private var colormap: Colormap = 0
  private var pixmap: Pixmap = 0
  private var draw: OpaquePointer?
  private var capacity = (width: 0, height: 0)
  private var alphaMasks: [UInt16: Picture] = [:]
  private var probed = false

  init(display: X11Display) {
    self.display = display
  }

  deinit {
    guard display.isUsable else { return }
    if let draw { XftDrawDestroy(draw) }
    if pixmap != 0 { XFreePixmap(display.raw, pixmap) }
    if colormap != 0 { XFreeColormap(display.raw, colormap) }
    for picture in alphaMasks.values { XRenderFreePicture(display.raw, picture) }
  }

  /// Draws `run` with its baseline at (`x`, `baseline`) onto `destination` at `alpha`; false if
  /// this server offers no ARGB visual (the caller then draws it directly).
  func drawRun(
    _ run: GlyphRun, x: Int, baseline: Int, alpha: Double, onto destination: Picture
  ) -> Bool {
    guard let scratch = prepare(for: run) else { return false }
    let pad = Int(run.font.pointee.height) / 4 + 2
    let width = run.advance + 2 * pad
    let height = Int(run.font.pointee.ascent + run.font.pointee.descent) + 2 * pad
    let picture = XftDrawPicture(scratch)
    var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    XRenderFillRectangle(display.raw, PictOpSrc, picture, &clear, 0, 0, UInt32(width), UInt32(height))
    var opaque = XftColor(pixel: 0, color: XRenderColor(red: 0, green: 0, blue: 0, alpha: 0xFFFF))
    run.utf8.withUnsafeBufferPointer { bytes in
      XftDrawStringUtf8(
        scratch, &opaque, run.font, Int32(pad), Int32(pad) + run.font.pointee.ascent,
        bytes.baseAddress, Int32(bytes.count))
    }
    XRenderComposite(
      display.raw, PictOpOver, picture, alphaMask(alpha), destination, 0, 0, 0, 0,
      Int32(clamping: x - pad), Int32(clamping: baseline - Int(run.font.pointee.ascent) - pad),
      UInt32(width), UInt32(height))
    return true
  }

  /// The scratch XftDraw, grown to fit `run`; nil without an ARGB visual.
  private func prepare(for run: GlyphRun) -> OpaquePointer? {
    if !probed { probe() }
    guard let visual, display.isUsable else { return nil }
    let pad = Int(run.font.pointee.height) / 4 + 2
    let needed = (
      run.advance + 2 * pad, Int(run.font.pointee.ascent + run.font.pointee.descent) + 2 * pad
    )
    if needed.0 > capacity.width || needed.1 > capacity.height || pixmap == 0 {
      let size = (max(needed.0, capacity.width, 64), max(needed.1, capacity.height, 64))
      let newPixmap = XCreatePixmap(display.raw, display.root, UInt32(size.0), UInt32(size.1), 32)
      if let draw {
        XftDrawChange(draw, newPixmap)
      } else {
        draw = XftDrawCreate(display.raw, newPixmap, visual, colormap)
      }
      if pixmap != 0 { XFreePixmap(display.raw, pixmap) }
      pixmap = newPixmap
      capacity = (size.0, size.1)
    }
    return draw
  }

  private func probe() {
    probed = true
    var info = XVisualInfo()
    guard XMatchVisualInfo(display.raw, display.screen, 32, TrueColor, &info) != 0,
      let format = XRenderFindVisualFormat(display.raw, info.visual), format.pointee.direct.alphaMask != 0
    else { return }
    visual = info.visual
    colormap = XCreateColormap(display.raw, display.root, info.visual, AllocNone)
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
