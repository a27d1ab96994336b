import CX11
import PlaygroundUI

/// Text drawn onto a Render picture (the buffer's, or the top effect layer's): the cached Pango
/// layout's glyph runs, each through a solid source of its span's colour. Rotated text renders
/// upright offscreen and composites through a picture transform.
extension Renderer {
  /// Draws `text` with its box's top-left at its frame's origin.
  func drawText(_ text: TextDrawing, onto picture: Picture, visible: PixelRect) {
    guard text.color.alpha > 0 || text.spanColors.contains(where: { $0.alpha > 0 }), !text.string.isEmpty
    else { return }
    if let blockedText {
      drawBlocks(blockedText.blocked(text.layout), of: text, onto: picture, visible: visible)
      return
    }
    if let transform = text.transform {
      drawRotatedText(text, transform: transform, onto: picture)
      return
    }
    let x = Double(text.frame.minX) * scale
    let y = Double(text.frame.minY) * scale
    guard x.isFinite, y.isFinite, abs(x) < 1e6, abs(y) < 1e6 else { return }
    let shaped = measurer.shaped(text.layout)
    let origin = (x: Int(x.rounded()), y: Int(y.rounded()))
    let box = PixelRect(x: origin.x, y: origin.y, width: shaped.pixelWidth, height: shaped.pixelHeight)
    // Glyph ink overhangs the layout box (a "T" antialiased a pixel to the left of it): culled
    // only beyond the overhang FrameDamage allows, or a damage edge beside it misses that pixel.
    let overhang = Int((max(4, Double(text.frame.height) / 4) * scale).rounded(.up))
    guard !box.outset(by: overhang).intersection(visible).isEmpty else { return }
    let alpha = text.color.alpha
    // Colour glyphs ignore the source's alpha: a fading text with emoji is drawn opaque
    // offscreen, then composited at its alpha.
    if shaped.hasColorGlyphs, alpha < 1, text.spanColors.isEmpty,
      fader.draw(
        width: shaped.pixelWidth, height: shaped.pixelHeight, at: origin, alpha: alpha, onto: picture,
        render: {
          var opaque = text
          opaque.color.alpha = 1
          renderRuns(shaped, text: opaque, onto: $0, x: $1, y: $2)
        })
    {
      return
    }
    renderRuns(shaped, text: text, onto: picture, x: origin.x, y: origin.y)
  }

  /// Renders every run of `shaped` with the box's top-left at (`x`, `y`) pixels.
  private func renderRuns(_ shaped: ShapedText, text: TextDrawing, onto picture: Picture, x: Int, y: Int) {
    for (index, run) in shaped.runs.enumerated() {
      let color = text.color(ofSpan: run.span)
      guard color.alpha > 0 else { continue }
      // The painter's solid sources are kept across frames, one per colour.
      let source = shapes.solidFill(color)
      shaped.render(run: index, display: display, source: source, onto: picture, x: x + run.x, y: y + run.baseline)
    }
  }

  /// Renders the text upright at its final size into an ARGB pixmap, then composites it with a
  /// picture transform that turns it into place (bilinear filtering smooths the edges).
  private func drawRotatedText(_ text: TextDrawing, transform: CGAffineTransform, onto picture: Picture) {
    let k = DrawTransformScale.of(transform)
    guard k > 0, k.isFinite else { return }
    let scaledText = text.scaled(by: k)
    let shaped = measurer.shaped(scaledText.layout)
    let pad = 2
    let width = shaped.pixelWidth + 2 * pad
    let height = shaped.pixelHeight + 2 * pad
    guard width > 0, height > 0, width < 8192, height < 8192 else { return }
    let pixmap = XCreatePixmap(display.raw, display.root, UInt32(width), UInt32(height), 32)
    defer { XFreePixmap(display.raw, pixmap) }
    let offscreen = XRenderCreatePicture(
      display.raw, pixmap, XRenderFindStandardFormat(display.raw, PictStandardARGB32), 0, nil)
    defer { XRenderFreePicture(display.raw, offscreen) }
    var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    XRenderFillRectangle(display.raw, PictOpSrc, offscreen, &clear, 0, 0, UInt32(width), UInt32(height))
    renderRuns(shaped, text: scaledText, onto: offscreen, x: pad, y: pad)

    // Offscreen pixel → window point: the pixmap's origin sits `pad` pixels above-left of the
    // box, one offscreen pixel being 1 / (scale × k) points before the transform.
    let unit = 1 / (scale * Double(k))
    let origin = CGPoint(
      x: Double(text.frame.minX) - Double(pad) * unit, y: Double(text.frame.minY) - Double(pad) * unit)
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
