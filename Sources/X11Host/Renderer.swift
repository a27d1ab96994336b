import CX11
import PlaygroundUI

/// Draws a `DisplayList` with Xft and XRender into a back buffer, or into an offscreen image.
///
/// Everything goes through the buffer's one Render picture in display-list order, so shapes and
/// text interleave correctly and share the clip.
package final class Renderer {
  /// What every frame is cleared to before drawing.
  package var background: RGBAColor
  /// Shapes the text it draws (cache shared with layout's measuring).
  package let measurer: PangoTextMeasurer
  /// Logical points → device pixels (the measurer's scale, so text and shapes agree).
  package var scale: Double { measurer.scale }
  /// Set for `--blocked-text`: texts draw as its blocks, not Pango's glyphs (layout must have
  /// measured with the same measurer).
  package let blockedText: BlockedTextMeasurer?

  let display: X11Display
  let shapes: ShapePainter
  let fader: ColorGlyphFader
  let images: ImagePainter
  let materials: MaterialPainter
  let layerSurfaces: LayerSurfacePool
  /// What the last `draw` drew, into which buffer, on which background.
  private var drawn: (list: DisplayList, buffer: BackBuffer, background: RGBAColor)?

  /// A renderer drawing with `measurer`'s fonts and scale on `display`.
  package init(
    display: X11Display, measurer: PangoTextMeasurer, blockedText: BlockedTextMeasurer? = nil,
    background: RGBAColor = RGBAColor(red: 0.96, green: 0.96, blue: 0.97)
  ) {
    self.display = display
    self.measurer = measurer
    self.blockedText = blockedText
    self.background = background
    shapes = ShapePainter(display: display)
    fader = ColorGlyphFader(display: display)
    images = ImagePainter(display: display)
    // Images are read with the host's libraries, for this window's scale.
    LibraryImageDecoder.install(scale: measurer.scale)
    materials = MaterialPainter(display: display)
    layerSurfaces = LayerSurfacePool(display: display)
  }

  /// Mask cache statistics (hits, misses, fast rectangles).
  package var shapeCounters: (maskHits: Int, maskMisses: Int, fastRectangles: Int) {
    let c = shapes.counters
    return (c.maskHits, c.maskMisses, c.fastRectangles)
  }

  /// Renders `list` into a fresh pixmap of `size` points and reads it back.
  ///
  /// Nil only if the server stopped answering.
  package func renderOffscreen(_ list: DisplayList, size: CGSize) -> RGBAImage? {
    let width = max(1, Int((Double(size.width) * scale).rounded()))
    let height = max(1, Int((Double(size.height) * scale).rounded()))
    let buffer = BackBuffer(display: display, width: width, height: height, step: 1)
    draw(list, into: buffer)
    return ImageReadback.read(display, drawable: buffer.pixmap, width: width, height: height)
  }

  /// Clears the buffer's used area and draws every item, honouring the clip stack.
  func draw(_ list: DisplayList, into buffer: BackBuffer) {
    guard display.isUsable else { return }
    let full = PixelRect(x: 0, y: 0, width: buffer.size.width, height: buffer.size.height)
    // Only what changed since the frame the buffer holds is drawn again (FrameDamage.swift):
    // a resize that moves nothing drawn, or a click that restyles one chip among thousands,
    // redraws a strip or a chip, not the window.
    var regions = [full]
    var partial = false
    // Where each layer can draw: read by the damage and by every region's layers, worked out once.
    let extents = LayerExtents.of(list.items)
    if let drawn, drawn.buffer === buffer, drawn.background == background,
      let damage = FrameDamage.region(from: drawn.list, to: list, layerExtents: extents)
    {
      regions = damage.map { PixelRect($0, scale: scale).intersection(full) }.filter { !$0.isEmpty }
      partial = true
    }
    drawn = (list, buffer, background)
    lastDamage = regions
    for region in regions {
      draw(list, in: region, full: full, skippingOutside: partial, extents: extents, into: buffer)
    }
  }

  /// The pixels the last `draw` painted: all of the buffer, the damage, or nothing.
  private(set) var lastDamage: [PixelRect] = []

  /// Clears `region` and draws the list within it.
  private func draw(
    _ list: DisplayList, in region: PixelRect, full: PixelRect, skippingOutside: Bool, extents: [Int: CGRect],
    into buffer: BackBuffer
  ) {
    XftDrawSetClip(buffer.draw, nil)
    if !coversOpaquely(list.items.first, region) {
      // The window is opaque: the background is drawn at full alpha whatever the caller set.
      var opaque = background
      opaque.alpha = 1
      var clear = ShapePainter.renderColor(opaque)
      XRenderFillRectangle(
        display.raw, PictOpSrc, buffer.picture, &clear, Int32(region.x), Int32(region.y), UInt32(region.width),
        UInt32(region.height))
    }

    var clipStack: [PixelRect] = []
    var visible = region
    let layers = EffectLayers(
      display: display, base: buffer.picture, width: buffer.size.width, height: buffer.size.height, scale: scale,
      surfaces: layerSurfaces)
    var picture: Picture { layers.target }
    // Each layer is cleared and read only where its items can draw.
    func layerRegion(_ index: Int, within clip: PixelRect) -> PixelRect {
      guard let extent = extents[index], !extent.isNull else { return .empty }
      return PixelRect(extent, scale: scale).outset(by: 1).intersection(clip)
    }
    applyClip(region, full: full, buffer: buffer, layers: layers)
    // Which pushed clips are shape clips drawn through a layer (true) or rectangles (false).
    var pathClips: [Bool] = []
    for (index, item) in list.items.enumerated() {
      switch item {
      case .pushClip(let rect):
        clipStack.append(visible)
        pathClips.append(false)
        visible = PixelRect(rect, scale: scale).intersection(visible)
        applyClip(visible, full: full, buffer: buffer, layers: layers)
      case .popClip:
        if pathClips.popLast() == true { layers.pop(painter: shapes) }
        visible = clipStack.popLast() ?? region
        applyClip(visible, full: full, buffer: buffer, layers: layers)
      case .pushPathClip(let clip):
        clipStack.append(visible)
        pathClips.append(true)
        visible = PixelRect(clip.bounds.insetBy(dx: -1, dy: -1), scale: scale).intersection(visible)
        layers.push(.clip(clip), region: layerRegion(index, within: visible))
      case .pushShadow(let shadow):
        layers.push(.shadow(shadow), region: layerRegion(index, within: visible))
      case .pushMask:
        layers.push(.masked, region: layerRegion(index, within: visible))
      case .beginMask:
        layers.push(.mask, region: layerRegion(index, within: visible))
      case .pushLayer(let layer):
        layers.push(.layer(layer), region: layerRegion(index, within: visible))
      case .popShadow, .popMask, .popLayer:
        layers.pop(painter: shapes)
      case .material(let material):
        guard !PixelRect(material.frame, scale: scale).intersection(region).isEmpty else { continue }
        materials.draw(material, onto: picture, visible: visible, full: full, scale: scale, shapes: shapes)
      case .shape, .symbol, .text, .path, .image:
        // Outside the damage nothing changed: not even sent to the server.
        if skippingOutside, let reach = FrameDamage.reach(item),
          PixelRect(reach, scale: scale).intersection(region).isEmpty
        {
          continue
        }
        draw(item, onto: picture, visible: visible)
      }
    }
    layers.popAll(painter: shapes)
    XftDrawSetClip(buffer.draw, nil)
  }

  /// Whether `item` paints every pixel of `region` opaquely: a screen's background colour
  /// drawn first, over which clearing to the window's background first would be a wasted fill
  /// of the whole region (a window-sized memory pass on every frame of a resize).
  private func coversOpaquely(_ item: DisplayItem?, _ region: PixelRect) -> Bool {
    guard case .shape(let shape) = item, shape.kind == .rectangle, shape.paint == .fill, shape.gradient == nil,
      shape.color.alpha >= 1
    else { return false }
    // Only whole pixels count: a fractional edge is antialiased, not opaque.
    let x0 = (Double(shape.rect.minX) * scale).rounded(.up)
    let y0 = (Double(shape.rect.minY) * scale).rounded(.up)
    let x1 = (Double(shape.rect.maxX) * scale).rounded(.down)
    let y1 = (Double(shape.rect.maxY) * scale).rounded(.down)
    return x0 <= Double(region.x) && y0 <= Double(region.y) && x1 >= Double(region.x + region.width)
      && y1 >= Double(region.y + region.height)
  }

  private func draw(_ item: DisplayItem, onto picture: Picture, visible: PixelRect) {
    switch item {
    case .shape(let shape):
      if !visible.isEmpty { shapes.draw(shape, scale: scale, onto: picture, visible: visible) }
    case .symbol(let symbol):
      if let glyph = symbol.glyph {
        if !visible.isEmpty { drawText(glyph, onto: picture, visible: visible) }
      } else if !visible.isEmpty {
        shapes.draw(symbol, scale: scale, onto: picture, visible: visible)
      }
    case .text(let text):
      if !visible.isEmpty { drawText(text, onto: picture, visible: visible) }
    case .path(let path):
      if !visible.isEmpty { shapes.draw(path, scale: scale, onto: picture, visible: visible) }
    case .image(let image):
      if !visible.isEmpty { images.draw(image, scale: scale, shapes: shapes, onto: picture, visible: visible) }
    default:
      break
    }
  }

  private func applyClip(_ visible: PixelRect, full: PixelRect, buffer: BackBuffer, layers: EffectLayers) {
    guard layers.isEmpty else { return layers.clip(to: visible) }
    guard visible != full else {
      XftDrawSetClip(buffer.draw, nil)
      return
    }
    // An empty clip is never sent: items are skipped instead.
    guard !visible.isEmpty else { return }
    var rect = XRectangle(
      x: Int16(clamping: visible.x), y: Int16(clamping: visible.y),
      width: UInt16(clamping: visible.width), height: UInt16(clamping: visible.height))
    XftDrawSetClipRectangles(buffer.draw, 0, 0, &rect, 1)
  }
}
