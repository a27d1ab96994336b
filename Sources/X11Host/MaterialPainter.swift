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

  /// Draws `material` onto `picture`, limited to `visible`; `full` is the picture's extent.
  func draw(
    _ material: MaterialDrawing, onto picture: Picture, visible: PixelRect, full: PixelRect, scale: Double,
    shapes: ShapePainter
  ) {
    guard material.opacity > 0 else { return }
    let frame = PixelRect(material.frame, scale: scale).intersection(full)
    let shown = frame.intersection(visible)
    guard !shown.isEmpty else { return }
    let area = PixelRect(material.backdropReach, scale: scale).intersection(full)
    guard let backdrop = LayerPixels.read(display, from: picture, area: area) else { return }
    let key = CacheKey(
      area: area, frame: frame, backdrop: material.backdrop, scale: scale, digest: Self.digest(backdrop.bytes))
    var blurred: LayerPixels
    if let cached = cache[material.id], cached.key == key {
      blurred = cached.pixels
      counters.reuses += 1
    } else {
      var pixels = backdrop
      ReducedBlur.blur(
        &pixels.bytes, width: area.width, height: area.height, sigma: Double(material.backdrop.blurRadius) * scale,
        edges: .extended)
      blurred = pixels.cropped(to: frame)
      ColorFilters.apply(
        .saturation(material.backdrop.saturation), to: &blurred.bytes, count: frame.width * frame.height)
      if cache.count >= maxCached { cache.removeAll() }
      cache[material.id] = (key, blurred)
      counters.blurs += 1
    }
    if material.opacity < 1 {
      let factor = material.opacity
      for i in blurred.bytes.indices { blurred.bytes[i] = UInt8((Double(blurred.bytes[i]) * factor).rounded()) }
    }
    putBack(blurred, material: material, onto: picture, shown: shown, scale: scale, shapes: shapes)
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

  /// Composites the blurred pixels over `shown`, through the shape's coverage when it has one.
  private func putBack(
    _ blurred: LayerPixels, material: MaterialDrawing, onto picture: Picture, shown: PixelRect, scale: Double,
    shapes: ShapePainter
  ) {
    guard let source = blurred.upload(display) else { return }
    defer { LayerPixels.free(display, source) }
    let srcX = Int32(shown.x - blurred.area.x)
    let srcY = Int32(shown.y - blurred.area.y)
    guard !material.polygons.isEmpty else {
      XRenderComposite(
        display.raw, PictOpOver, source.picture, 0, picture, srcX, srcY, 0, 0, Int32(shown.x), Int32(shown.y),
        UInt32(shown.width), UInt32(shown.height))
      return
    }
    guard let plan = MaskPlan.polygons(material.polygons, evenOdd: material.evenOdd, scale: scale),
      let mask = shapes.uploadCoverage(
        CoverageRasterizer.rasterize(plan.outline, paint: plan.paint, width: plan.width, height: plan.height))
    else { return }
    defer { shapes.release(mask) }
    XRenderComposite(
      display.raw, PictOpOver, source.picture, mask.picture, picture, srcX, srcY, Int32(shown.x - plan.originX),
      Int32(shown.y - plan.originY), Int32(shown.x), Int32(shown.y), UInt32(shown.width), UInt32(shown.height))
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
