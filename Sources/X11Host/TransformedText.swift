import CX11
import PlaygroundUI

/// Text drawn onto a Render picture rather than through the buffer's `XftDraw`: inside effect
/// layers, and rotated text (an offscreen render composited through a picture transform).
extension Renderer {
  /// Draws `text` onto `picture` (the top effect layer or the buffer).
  func drawText(_ text: TextDrawing, onto picture: Picture, visible: PixelRect) {
    guard text.color.alpha > 0, !text.string.isEmpty else { return }
    if let transform = text.transform {
      drawRotatedText(text, transform: transform, onto: picture)
      return
    }
    let x = Double(text.frame.minX) * scale
    let y = Double(text.baseline) * scale
    guard x.isFinite, y.isFinite, abs(x) < 1e6, abs(y) < 1e6 else { return }
    renderRuns(text, font: text.font, onto: picture, x: Int(x.rounded()), baseline: Int(y.rounded()))
  }

  private func renderRuns(_ text: TextDrawing, font: FontDescriptor, onto picture: Picture, x: Int, baseline: Int) {
    let line = measurer.shapedLine(text.string, font: font)
    var color = ShapePainter.renderColor(text.color)
    let source = XRenderCreateSolidFill(display.raw, &color)
    defer { XRenderFreePicture(display.raw, source) }
    for run in line.runs {
      run.utf8.withUnsafeBufferPointer { bytes in
        XftTextRenderUtf8(
          display.raw, PictOpOver, source, run.font, picture, 0, 0, Int32(x + run.x), Int32(baseline),
          bytes.baseAddress, Int32(bytes.count))
      }
    }
  }

  /// Renders the line upright at its final size into an ARGB pixmap, then composites it with a
  /// picture transform that turns it into place (bilinear filtering smooths the edges).
  private func drawRotatedText(_ text: TextDrawing, transform: CGAffineTransform, onto picture: Picture) {
    let k = Double(DrawTransformScale.of(transform))
    guard k > 0, k.isFinite else { return }
    var font = text.font
    font.size *= CGFloat(k)
    let line = measurer.shapedLine(text.string, font: font)
    let pad = 2
    let width = line.advance + 2 * pad
    let height = line.ascent + line.descent + 2 * pad
    guard width > 0, height > 0, width < 8192, height < 8192 else { return }
    let pixmap = XCreatePixmap(display.raw, display.root, UInt32(width), UInt32(height), 32)
    defer { XFreePixmap(display.raw, pixmap) }
    let offscreen = XRenderCreatePicture(
      display.raw, pixmap, XRenderFindStandardFormat(display.raw, PictStandardARGB32), 0, nil)
    defer { XRenderFreePicture(display.raw, offscreen) }
    var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    XRenderFillRectangle(display.raw, PictOpSrc, offscreen, &clear, 0, 0, UInt32(width), UInt32(height))
    renderRuns(text, font: font, onto: offscreen, x: pad, baseline: pad + line.ascent)

    // Offscreen pixel → window point: the pixmap's origin sits `pad` pixels above-left of the
    // line's start, one offscreen pixel being 1 / (scale × k) points before the transform.
    let unit = 1 / (scale * k)
    let origin = CGPoint(
      x: Double(text.frame.minX) - Double(pad) * unit, y: Double(text.baseline) - Double(pad + line.ascent) * unit)
    let toDevice = CGAffineTransform(scaleX: CGFloat(unit), y: CGFloat(unit))
      .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
      .concatenating(transform)
      .concatenating(CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale)))
    let bounds = CGRect(x: 0, y: 0, width: width, height: height).applying(toDevice)
    guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.width < 1e5, bounds.height < 1e5 else { return }
    // Render maps destination pixels to source pixels: the inverse.
    let inverse = toDevice.inverted()
    func fixed(_ value: CGFloat) -> XFixed { XFixed(clamping: Int((Double(value) * 65536).rounded())) }
    var matrix = XTransform(
      matrix: (
        (fixed(inverse.a), fixed(inverse.c), fixed(inverse.tx)),
        (fixed(inverse.b), fixed(inverse.d), fixed(inverse.ty)),
        (0, 0, fixed(1))
      ))
    XRenderSetPictureTransform(display.raw, offscreen, &matrix)
    XRenderSetPictureFilter(display.raw, offscreen, "bilinear", nil, 0)
    let x0 = Int(bounds.minX.rounded(.down))
    let y0 = Int(bounds.minY.rounded(.down))
    let x1 = Int(bounds.maxX.rounded(.up))
    let y1 = Int(bounds.maxY.rounded(.up))
    XRenderComposite(
      display.raw, PictOpOver, offscreen, 0, picture, Int32(x0), Int32(y0), 0, 0, Int32(x0), Int32(y0),
      UInt32(x1 - x0), UInt32(y1 - y0))
  }
}

/// How much a similarity transform scales lengths.
enum DrawTransformScale {
  static func of(_ t: CGAffineTransform) -> CGFloat { (t.a * t.d - t.b * t.c).magnitude.squareRoot() }
}
