import CX11
import PlaygroundUI

/// Draws materials: what is already drawn beneath the shape, read back, blurred with its edges
/// extended, saturated, put back inside the shape, and tinted.
///
/// The blurred backdrop is kept for the next frame when what it was made from is unchanged (the
/// same pixels under the same material), so a resize that moves nothing behind a material does
/// not blur it again.
final class MaterialPainter {
  private let display: X11Display
  /// The last blurred backdrop of each material on screen.
  private var cache: [ViewIdentity: (key: CacheKey, pixels: LayerPixels)] = [:]
  /// More materials than this on screen, and the cache starts again (a list of cards).
  private let maxCached = 32
  /// Blurs computed and blurs reused, for tests and benchmarks.
  private(set) var counters = (blurs: 0, reuses: 0)

  private struct CacheKey: Equatable {
    var area: PixelRect
    var frame: PixelRect
    var backdrop: MaterialBackdrop
    var scale: Double
    var digest: UInt64
  }

  init(display: X11Display) {
    self.display = display
  }

  /// The reduction a blur of σ pixels is computed at: none below 8 px, then one step per 3 px
  /// (what is left to blur stays about 3 px, a short exact kernel), at most 8. A blur that wide
  /// has no detail the reduction could lose; the server's scaling widens it slightly.
  static func reduction(sigma: Double) -> Int {
    guard sigma.isFinite, sigma >= 8 else { return 1 }
    return min(8, Int(sigma / 3))
  }

  /// Draws `material` onto `picture`, limited to `visible`; `full` is the picture's extent.
  ///
  /// The server scales what is behind down by the reduction as it is read, the blur and the
  /// saturation run on that small image, and the server scales the result back up, bilinearly,
  /// as it composites it: a full-window bar moves a few kilobytes, not megabytes.
  func draw(
    _ material: MaterialDrawing, onto picture: Picture, visible: PixelRect, full: PixelRect, scale: Double,
    shapes: ShapePainter
  ) {
    guard material.opacity > 0 else { return }
    let frame = PixelRect(material.frame, scale: scale).intersection(full)
    let shown = frame.intersection(visible)
    guard !shown.isEmpty else { return }
    let area = PixelRect(material.backdropReach, scale: scale).intersection(full)
    let sigma = Double(material.backdrop.blurRadius) * scale
    let factor = Self.reduction(sigma: sigma)
    guard let backdrop = readReduced(picture, area: area, factor: factor) else { return }
    let key = CacheKey(
      area: area, frame: frame, backdrop: material.backdrop, scale: scale, digest: Self.digest(backdrop.bytes))
    var blurred: LayerPixels
    if let cached = cache[material.id], cached.key == key {
      blurred = cached.pixels
      counters.reuses += 1
    } else {
      blurred = backdrop
      let size = blurred.area
      BlurFilter.blur(
        &blurred.bytes, width: size.width, height: size.height, sigma: sigma / Double(factor), edges: .extended,
        exact: false)
      // Saturation is linear in colour, so it commutes with the blur and the scaling: done small.
      ColorFilters.apply(
        .saturation(material.backdrop.saturation), to: &blurred.bytes, count: size.width * size.height)
      if cache.count >= maxCached { cache.removeAll() }
      cache[material.id] = (key, blurred)
      counters.blurs += 1
    }
    if material.opacity < 1 {
      let factor = material.opacity
      for i in blurred.bytes.indices { blurred.bytes[i] = UInt8((Double(blurred.bytes[i]) * factor).rounded()) }
    }
    putBack(
      blurred, factor: factor, area: area, material: material, onto: picture, shown: shown, scale: scale, shapes: shapes
    )
    let tint = material.backdrop.tint.multipliedAlpha(by: material.opacity)
    if material.polygons.isEmpty {
      shapes.draw(
        ShapeDrawing(id: material.id, kind: .rectangle, rect: material.frame, paint: .fill, color: tint),
        scale: scale, onto: picture, visible: visible)
    } else {
      shapes.draw(
        PathDrawing(
          id: material.id, frame: material.frame, polygons: material.polygons, evenOdd: material.evenOdd,
          color: tint),
        scale: scale, onto: picture, visible: visible)
    }
  }

  /// `area` of `picture` scaled down by `factor` on the server (its edges repeated), read back.
  private func readReduced(_ picture: Picture, area: PixelRect, factor: Int) -> LayerPixels? {
    guard factor > 1 else { return LayerPixels.read(display, from: picture, area: area) }
    guard !area.isEmpty, let format = XRenderFindStandardFormat(display.raw, PictStandardARGB32) else { return nil }
    // A copy of the area first: the transform and filter belong to the source picture, and the
    // frame's own picture must not be changed.
    let copy = XCreatePixmap(display.raw, display.root, UInt32(area.width), UInt32(area.height), 32)
    defer { XFreePixmap(display.raw, copy) }
    let copyPicture = XRenderCreatePicture(display.raw, copy, format, 0, nil)
    defer { XRenderFreePicture(display.raw, copyPicture) }
    XRenderComposite(
      display.raw, PictOpSrc, picture, 0, copyPicture, Int32(area.x), Int32(area.y), 0, 0, 0, 0,
      UInt32(area.width), UInt32(area.height))
    let small = PixelRect(
      x: 0, y: 0, width: (area.width + factor - 1) / factor, height: (area.height + factor - 1) / factor)
    transform(copyPicture, scale: Double(factor))
    let reduced = XCreatePixmap(display.raw, display.root, UInt32(small.width), UInt32(small.height), 32)
    defer { XFreePixmap(display.raw, reduced) }
    let reducedPicture = XRenderCreatePicture(display.raw, reduced, format, 0, nil)
    defer { XRenderFreePicture(display.raw, reducedPicture) }
    XRenderComposite(
      display.raw, PictOpSrc, copyPicture, 0, reducedPicture, 0, 0, 0, 0, 0, 0, UInt32(small.width),
      UInt32(small.height))
    return LayerPixels.read(display, pixmap: reduced, size: small)
  }

  /// Composites the blurred pixels (the reduced `area`) over `shown`, scaled back up, through the
  /// shape's coverage when it has one.
  private func putBack(
    _ blurred: LayerPixels, factor: Int, area: PixelRect, material: MaterialDrawing, onto picture: Picture,
    shown: PixelRect, scale: Double, shapes: ShapePainter
  ) {
    guard let source = blurred.upload(display) else { return }
    defer { LayerPixels.free(display, source) }
    if factor > 1 { transform(source.picture, scale: 1 / Double(factor)) }
    let srcX = Int32(shown.x - area.x)
    let srcY = Int32(shown.y - area.y)
    guard !material.polygons.isEmpty else {
      XRenderComposite(
        display.raw, PictOpOver, source.picture, 0, picture, srcX, srcY, 0, 0, Int32(shown.x), Int32(shown.y),
        UInt32(shown.width), UInt32(shown.height))
      return
    }
    guard let plan = MaskPlan.polygons(material.polygons, evenOdd: material.evenOdd, scale: scale) else { return }
    // Through the painter's mask cache, which reads the source at window coordinates: the
    // blurred pixels are placed there by their transform. A card's outline is rasterized once,
    // not on every frame that blurs its backdrop again.
    transform(source.picture, scale: 1 / Double(factor), origin: area)
    shapes.composite(plan, source: source.picture, onto: picture, visible: shown)
  }

  /// Makes `picture` read through a move to `origin`'s corner, then a scaling by `scale`
  /// (destination → source), bilinear, edges repeated: pixels of `origin`'s area, reduced by
  /// `1 / scale`, read at window coordinates.
  private func transform(_ picture: Picture, scale: Double, origin: PixelRect = .empty) {
    func fixed(_ value: Double) -> XFixed { XFixed(clamping: Int((value * 65536).rounded())) }
    var matrix = XTransform(
      matrix: (
        (fixed(scale), 0, fixed(-Double(origin.x) * scale)),
        (0, fixed(scale), fixed(-Double(origin.y) * scale)),
        (0, 0, fixed(1))
      ))
    XRenderSetPictureTransform(display.raw, picture, &matrix)
    XRenderSetPictureFilter(display.raw, picture, "bilinear", nil, 0)
    var attributes = XRenderPictureAttributes()
    attributes.repeat = RepeatPad
    XRenderChangePicture(display.raw, picture, UInt(CPRepeat), &attributes)
  }

  /// A 64-bit FNV-1a digest of the backdrop, read eight bytes at a time.
  static func digest(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    bytes.withUnsafeBytes { raw in
      let words = raw.count / 8
      for i in 0..<words {
        hash = (hash ^ raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) &* 0x100_0000_01b3
      }
      for i in (words * 8)..<raw.count { hash = (hash ^ UInt64(raw[i])) &* 0x100_0000_01b3 }
    }
    return hash
  }
}
