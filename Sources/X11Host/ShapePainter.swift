import CX11
import PlaygroundUI

/// Draws antialiased shapes and symbols with XRender: coverage masks composited through a solid
/// source (see docs/architecture.md, “Drawing”).
///
/// Masks are rasterized in Swift, uploaded once into A8 pixmaps and kept in an LRU keyed by
/// their quantised geometry, so steady frames only send `Composite` requests.
final class ShapePainter {
  /// Cache and fast-path statistics, for tests and benchmarks.
  struct Counters: Equatable {
    var maskHits = 0
    var maskMisses = 0
    var fastRectangles = 0
  }

  private(set) var counters = Counters()
  private let display: X11Display
  private let a8Format: UnsafeMutablePointer<XRenderPictFormat>?
  private var a8GC: GC?
  private var masks = LRUCache<MaskPlan.Key, UploadedMask>(maxCount: 2048, maxCost: 32 << 20)
  private var solidFills: [RGBAColor: Picture] = [:]
  /// Masks wider or taller than this are rasterized for their visible part only and not cached.
  private let maxCachedSide = 2048

  init(display: X11Display) {
    self.display = display
    a8Format = XRenderFindStandardFormat(display.raw, PictStandardA8)
  }

  deinit {
    guard display.isUsable else { return }
    for mask in masks.removeAll() { free(mask) }
    for picture in solidFills.values { XRenderFreePicture(display.raw, picture) }
    if let a8GC { XFreeGC(display.raw, a8GC) }
  }

  /// Draws one shape onto `picture`, limited to `visible` (the current clip, in pixels).
  func draw(_ shape: ShapeDrawing, scale: Double, onto picture: Picture, visible: PixelRect) {
    guard shape.color.alpha > 0 || shape.gradient != nil else { return }
    if let gradient = shape.gradient {
      guard let source = GradientSource(gradient, scale: scale, display: display) else { return }
      defer { source.free() }
      if shape.kind == .rectangle, shape.paint == .fill, let rect = alignedRect(shape.rect, scale: scale) {
        counters.fastRectangles += 1
        XRenderComposite(
          display.raw, PictOpOver, source.picture, 0, picture, Int32(rect.x), Int32(rect.y), 0, 0,
          Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
        return
      }
      guard let plan = MaskPlan.shape(shape.kind, rect: shape.rect, paint: shape.paint, scale: scale) else { return }
      composite(plan, source: source.picture, onto: picture, visible: visible)
      return
    }
    if shape.kind == .rectangle, shape.paint == .fill,
      let rect = alignedRect(shape.rect, scale: scale)
    {
      // Pixel-aligned fills need no antialiasing: one FillRectangle, no mask.
      counters.fastRectangles += 1
      var color = ShapePainter.renderColor(shape.color)
      XRenderFillRectangle(
        display.raw, PictOpOver, picture, &color, Int32(rect.x), Int32(rect.y),
        UInt32(rect.width), UInt32(rect.height))
      return
    }
    guard let plan = MaskPlan.shape(shape.kind, rect: shape.rect, paint: shape.paint, scale: scale)
    else { return }
    composite(plan, color: shape.color, onto: picture, visible: visible)
  }

  /// Draws a symbol's polylines with round caps and joins.
  func draw(_ symbol: SymbolDrawing, scale: Double, onto picture: Picture, visible: PixelRect) {
    guard symbol.color.alpha > 0,
      let plan = MaskPlan.symbol(
        strokes: symbol.strokes, lineWidth: symbol.lineWidth, scale: scale, fills: symbol.fills)
    else { return }
    composite(plan, color: symbol.color, onto: picture, visible: visible)
  }

  /// Draws a custom shape's polygons, filled by its rule with its colour or gradient.
  func draw(_ path: PathDrawing, scale: Double, onto picture: Picture, visible: PixelRect) {
    guard path.color.alpha > 0 || path.gradient != nil,
      let plan = MaskPlan.polygons(path.polygons, evenOdd: path.evenOdd, scale: scale)
    else { return }
    if let gradient = path.gradient {
      guard let source = GradientSource(gradient, scale: scale, display: display) else { return }
      defer { source.free() }
      composite(plan, source: source.picture, onto: picture, visible: visible)
    } else {
      composite(plan, color: path.color, onto: picture, visible: visible)
    }
  }

  private func composite(_ plan: MaskPlan, color: RGBAColor, onto picture: Picture, visible: PixelRect) {
    composite(plan, source: solidFill(color), onto: picture, visible: visible)
  }

  /// Composites `source` (read at window coordinates) through the plan's mask, cached by its
  /// geometry: shapes, and layers cut by a shape clip.
  func composite(_ plan: MaskPlan, source: Picture, onto picture: Picture, visible: PixelRect) {
    let bounds = PixelRect(x: plan.originX, y: plan.originY, width: plan.width, height: plan.height)
    guard !bounds.intersection(visible).isEmpty else { return }
    if plan.width > maxCachedSide || plan.height > maxCachedSide {
      guard let part = plan.cropped(to: visible), let mask = upload(part) else { return }
      counters.maskMisses += 1
      compose(source, mask, picture, part.originX, part.originY, part.width, part.height)
      free(mask)
      return
    }
    let mask: UploadedMask
    if let cached = masks.value(for: plan.key) {
      counters.maskHits += 1
      mask = cached
    } else {
      counters.maskMisses += 1
      guard let uploaded = upload(plan) else { return }
      mask = uploaded
      for evicted in masks.insert(uploaded, for: plan.key, cost: plan.width * plan.height) {
        free(evicted.value)
      }
    }
    compose(source, mask, picture, plan.originX, plan.originY, mask.width, mask.height)
  }

  private func compose(
    _ source: Picture, _ mask: UploadedMask, _ destination: Picture, _ x: Int, _ y: Int,
    _ width: Int, _ height: Int
  ) {
    // The source is read at the destination's coordinates, so gradients are laid out in window
    // pixels (a solid fill reads the same everywhere).
    XRenderComposite(
      display.raw, PictOpOver, source, mask.picture, destination, Int32(clamping: x), Int32(clamping: y), 0, 0,
      Int32(clamping: x), Int32(clamping: y), UInt32(width), UInt32(height))
  }

  /// Rasterizes a plan and uploads it into a fresh A8 pixmap.
  private func upload(_ plan: MaskPlan) -> UploadedMask? {
    guard display.isUsable, plan.width > 0, plan.height > 0 else { return nil }
    return upload(
      CoverageRasterizer.rasterize(plan.outline, paint: plan.paint, width: plan.width, height: plan.height))
  }

  /// Uploads coverage into a fresh A8 pixmap.
  fileprivate func upload(_ mask: CoverageMask) -> UploadedMask? {
    guard display.isUsable else { return nil }
    var coverage = mask
    let plan = (width: mask.width, height: mask.height)
    let pixmap = XCreatePixmap(display.raw, display.root, UInt32(plan.width), UInt32(plan.height), 8)
    let gc = a8GC ?? XCreateGC(display.raw, pixmap, 0, nil)
    a8GC = gc
    coverage.bytes.withUnsafeMutableBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        guard
          let image = XCreateImage(
            display.raw, display.visual, 8, ZPixmap, 0, chars.baseAddress,
            UInt32(plan.width), UInt32(plan.height), 32, Int32(coverage.stride))
        else { return }
        XPutImage(display.raw, pixmap, gc, image, 0, 0, 0, 0, UInt32(plan.width), UInt32(plan.height))
        // The bytes belong to Swift: detach them so destroy_image does not free them.
        image.pointee.data = nil
        _ = image.pointee.f.destroy_image(image)
      }
    }
    let picture = XRenderCreatePicture(display.raw, pixmap, a8Format, 0, nil)
    return UploadedMask(pixmap: pixmap, picture: picture, width: plan.width, height: plan.height)
  }

  fileprivate func free(_ mask: UploadedMask) {
    guard display.isUsable else { return }
    XRenderFreePicture(display.raw, mask.picture)
    XFreePixmap(display.raw, mask.pixmap)
  }

  /// A solid source of `color`, kept across frames (at most 256 colours).
  func solidFill(_ color: RGBAColor) -> Picture {
    if let picture = solidFills[color] { return picture }
    if solidFills.count >= 256 {
      for picture in solidFills.values { XRenderFreePicture(display.raw, picture) }
      solidFills.removeAll()
    }
    var renderColor = ShapePainter.renderColor(color)
    let picture = XRenderCreateSolidFill(display.raw, &renderColor)
    solidFills[color] = picture
    return picture
  }

  /// The pixel rectangle of `rect` if all its edges fall on whole pixels.
  private func alignedRect(_ rect: CGRect, scale: Double) -> PixelRect? {
    let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY].map { Double($0) * scale }
    guard edges.allSatisfy({ $0.isFinite && abs($0 - $0.rounded()) < 1.0 / 64 }) else { return nil }
    let pixels = PixelRect(rect, scale: scale)
    return pixels.isEmpty ? nil : pixels
  }

  /// XRender colours are premultiplied, 16 bits per channel.
  static func renderColor(_ color: RGBAColor) -> XRenderColor {
    let alpha = min(1, max(0, color.alpha))
    func channel(_ value: Double) -> UInt16 {
      UInt16((min(1, max(0, value)) * alpha * 65535).rounded())
    }
    return XRenderColor(
      red: channel(color.red), green: channel(color.green), blue: channel(color.blue),
      alpha: UInt16((alpha * 65535).rounded()))
  }
}

extension ShapePainter {
  /// Uploads a rasterized mask (effects composite through these once, uncached).
  func uploadCoverage(_ coverage: CoverageMask) -> UploadedMask? {
    guard coverage.width > 0, coverage.height > 0 else { return nil }
    return upload(coverage)
  }

  /// Frees a mask from `uploadCoverage`.
  func release(_ mask: UploadedMask) { free(mask) }
}

/// A coverage mask living on the server.
struct UploadedMask {
  let pixmap: Pixmap
  let picture: Picture
  let width: Int
  let height: Int
}
