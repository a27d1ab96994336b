import CX11
import PlaygroundUI

/// Offscreen layers for effects that need what a group of items drew as a whole: shape clips,
/// shadows and masks. Each layer is an ARGB picture the size of the buffer (so items draw at
/// their usual coordinates), cleared over the region it may receive, and composited onto the
/// layer beneath when it ends.
final class EffectLayers {
  enum Kind {
    case clip(ClipPath)
    case shadow(ShadowDrawing)
    /// Content waiting for its mask.
    case masked
    /// The mask itself, above its content layer.
    case mask
    /// Content composited through a filter, blend mode or opacity (EffectLayers+Filters.swift).
    case layer(LayerDrawing)
  }

  struct Layer {
    let pixmap: Pixmap
    let picture: Picture
    let kind: Kind
    /// The device pixels the layer may hold (the clip when it began).
    let region: PixelRect
  }

  let display: X11Display
  private let base: Picture
  private let width: Int
  private let height: Int
  let scale: Double
  private let argbFormat: UnsafeMutablePointer<XRenderPictFormat>?
  private let a8Format: UnsafeMutablePointer<XRenderPictFormat>?
  private(set) var stack: [Layer] = []

  private let surfaces: LayerSurfacePool

  init(display: X11Display, base: Picture, width: Int, height: Int, scale: Double, surfaces: LayerSurfacePool) {
    self.display = display
    self.surfaces = surfaces
    self.base = base
    self.width = width
    self.height = height
    self.scale = scale
    argbFormat = XRenderFindStandardFormat(display.raw, PictStandardARGB32)
    a8Format = XRenderFindStandardFormat(display.raw, PictStandardA8)
  }

  /// Where items draw now.
  var target: Picture { stack.last?.picture ?? base }
  var isEmpty: Bool { stack.isEmpty }

  /// Starts a layer that receives what is drawn until `pop`.
  func push(_ kind: Kind, region: PixelRect) {
    let surface = surfaces.take(width: width, height: height)
    stack.append(Layer(pixmap: surface.pixmap, picture: surface.picture, kind: kind, region: region))
    // Clipped first: a surface from the pool still has the clip of its last layer, which would
    // leave part of the clear undone.
    clip(to: region)
    // Only the region the layer may receive is cleared (a window-sized clear per layer cost more
    // than the drawing in a grid of clipped cards): every composite out of a layer reads within
    // its region.
    var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    if !region.isEmpty {
      XRenderFillRectangle(
        display.raw, PictOpSrc, surface.picture, &clear, Int32(region.x), Int32(region.y), UInt32(region.width),
        UInt32(region.height))
    }
  }

  /// Limits drawing on the top layer to `rect`.
  func clip(to rect: PixelRect) {
    guard let top = stack.last else { return }
    var r = XRectangle(
      x: Int16(clamping: rect.x), y: Int16(clamping: rect.y), width: UInt16(clamping: max(0, rect.width)),
      height: UInt16(clamping: max(0, rect.height)))
    XRenderSetPictureClipRectangles(display.raw, top.picture, 0, 0, &r, 1)
  }

  /// The kind of the top layer.
  var topKind: Kind? { stack.last?.kind }

  /// Ends the top layer, compositing it onto the one beneath through its effect. A mask ends
  /// with its content layer.
  func pop(painter: ShapePainter) {
    guard let top = stack.popLast() else { return }
    defer { free(top) }
    switch top.kind {
    case .clip(let clip):
      // Through the painter's mask cache: a list of clipped cards rasterizes each outline once.
      guard let plan = MaskPlan.polygons(clip.polygons, evenOdd: clip.evenOdd, scale: scale) else { return }
      let bounds = PixelRect(x: plan.originX, y: plan.originY, width: plan.width, height: plan.height)
      if bounds.intersection(top.region) == bounds {
        painter.composite(plan, source: top.picture, onto: target, visible: top.region)
      } else if let part = plan.cropped(to: top.region),
        let mask = painter.uploadCoverage(
          CoverageRasterizer.rasterize(part.outline, paint: part.paint, width: part.width, height: part.height))
      {
        // Partly outside the region (scrolled, or a partial frame): only the part inside is
        // read, since the layer is not cleared beyond it.
        defer { painter.release(mask) }
        XRenderComposite(
          display.raw, PictOpOver, top.picture, mask.picture, target, Int32(part.originX), Int32(part.originY), 0, 0,
          Int32(part.originX), Int32(part.originY), UInt32(part.width), UInt32(part.height))
      }
    case .shadow(let shadow):
      drawShadow(shadow, of: top, painter: painter)
      composite(top.picture, mask: 0, region: top.region)
    case .mask:
      // The content layer is beneath: draw it through this layer's alpha, then drop it too.
      guard let content = stack.popLast() else { return }
      defer { free(content) }
      composite(content.picture, mask: top.picture, region: content.region.intersection(top.region))
    case .masked:
      // A content layer whose mask never began: nothing shows, as with an empty mask.
      break
    case .layer(let drawing):
      composite(top, through: drawing)
    }
  }

  /// Ends every layer left open (a malformed list must still reach the buffer).
  func popAll(painter: ShapePainter) {
    while !stack.isEmpty { pop(painter: painter) }
  }

  private func composite(_ source: Picture, mask: Picture, region: PixelRect) {
    guard !region.isEmpty else { return }
    XRenderComposite(
      display.raw, PictOpOver, source, mask, target, Int32(region.x), Int32(region.y), Int32(region.x),
      Int32(region.y), Int32(region.x), Int32(region.y), UInt32(region.width), UInt32(region.height))
  }

  /// Reads the layer's alpha over what it drew, blurs it and paints it in the shadow's colour,
  /// offset, onto the layer beneath.
  private func drawShadow(_ shadow: ShadowDrawing, of layer: Layer, painter: ShapePainter) {
    guard shadow.color.alpha > 0, !shadow.bounds.isNull else { return }
    let grown = shadow.bounds.insetBy(dx: -2, dy: -2)
    let area = PixelRect(grown, scale: scale).intersection(layer.region)
    guard !area.isEmpty, let alpha = readAlpha(layer.picture, area) else { return }
    let sigma = Double(shadow.radius) * scale / 2
    let blurred = ShadowBlur.blur(
      alpha.bytes, width: area.width, height: area.height, stride: alpha.stride, sigma: sigma)
    guard let mask = painter.uploadCoverage(blurred) else { return }
    defer { painter.release(mask) }
    let pad = ShadowBlur.spread(sigma: sigma)
    let x = area.x - pad + Int((Double(shadow.offset.width) * scale).rounded())
    let y = area.y - pad + Int((Double(shadow.offset.height) * scale).rounded())
    var color = ShapePainter.renderColor(shadow.color)
    let source = XRenderCreateSolidFill(display.raw, &color)
    defer { XRenderFreePicture(display.raw, source) }
    XRenderComposite(
      display.raw, PictOpOver, source, mask.picture, target, 0, 0, 0, 0, Int32(x), Int32(y), UInt32(blurred.width),
      UInt32(blurred.height))
  }

  /// The alpha channel of `picture` over `area`, through an A8 pixmap read back.
  private func readAlpha(_ picture: Picture, _ area: PixelRect) -> (bytes: [UInt8], stride: Int)? {
    let pixmap = XCreatePixmap(display.raw, display.root, UInt32(area.width), UInt32(area.height), 8)
    defer { XFreePixmap(display.raw, pixmap) }
    let alpha = XRenderCreatePicture(display.raw, pixmap, a8Format, 0, nil)
    defer { XRenderFreePicture(display.raw, alpha) }
    XRenderComposite(
      display.raw, PictOpSrc, picture, 0, alpha, Int32(area.x), Int32(area.y), 0, 0, 0, 0, UInt32(area.width),
      UInt32(area.height))
    guard
      let image = XGetImage(display.raw, pixmap, 0, 0, UInt32(area.width), UInt32(area.height), ~UInt(0), ZPixmap)
    else { return nil }
    defer { _ = image.pointee.f.destroy_image(image) }
    let stride = Int(image.pointee.bytes_per_line)
    guard image.pointee.bits_per_pixel == 8, let data = image.pointee.data else { return nil }
    let bytes = data.withMemoryRebound(to: UInt8.self, capacity: stride * area.height) {
      Array(UnsafeBufferPointer(start: $0, count: stride * area.height))
    }
    return (bytes, stride)
  }

  func free(_ layer: Layer) {
    surfaces.give(
      back: LayerSurfacePool.Surface(pixmap: layer.pixmap, picture: layer.picture), width: width, height: height)
  }
}
