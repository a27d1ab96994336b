/// The window icon, drawn procedurally: a dark rounded tile holding three flowing chips.
///
/// Drawn with the same coverage rasterizer as the shapes, so no image decoder is needed.
enum WindowIcon {
  /// `_NET_WM_ICON` data: per size, width, height, then non-premultiplied ARGB pixels row by
  /// row. Format-32 properties travel as C `long`s, hence `UInt` (64-bit on x86-64), not UInt32.
  static func netWMIconData(sizes: [Int] = [32, 64]) -> [UInt] {
    var data: [UInt] = []
    for size in sizes {
      data.append(UInt(size))
      data.append(UInt(size))
      data += pixels(size: size).map { UInt($0) }
    }
    return data
  }

  /// One size of the icon as 0xAARRGGBB words.
  static func pixels(size: Int) -> [UInt32] {
    var canvas = [SIMD4<Double>](repeating: .zero, count: size * size)  // straight RGBA
    let unit = Double(size) / 64
    let layers: [(x: Double, y: Double, w: Double, h: Double, r: Double, color: SIMD4<Double>)] = [
      (2, 2, 60, 60, 14, SIMD4(0.12, 0.13, 0.17, 1)),
      (9, 14, 27, 14, 7, SIMD4(1.0, 0.58, 0.0, 1)),
      (39, 14, 16, 14, 7, SIMD4(0.0, 0.48, 1.0, 1)),
      (9, 34, 33, 14, 7, SIMD4(0.2, 0.78, 0.35, 1)),
      (45, 34, 10, 14, 5, SIMD4(0.9, 0.9, 0.95, 1)),
    ]
    for layer in layers {
      let mask = CoverageRasterizer.rasterize(
        .roundedRect(
          x: layer.x * unit, y: layer.y * unit, width: layer.w * unit, height: layer.h * unit,
          radius: layer.r * unit),
        paint: .fill, width: size, height: size)
      for y in 0..<size {
        for x in 0..<size {
          let coverage = Double(mask[x, y]) / 255
          guard coverage > 0 else { continue }
          canvas[y * size + x] = over(layer.color, coverage, canvas[y * size + x])
        }
      }
    }
    return canvas.map { pixel in
      let c = (pixel * 255).rounded(.toNearestOrAwayFromZero)
      return UInt32(c.w) << 24 | UInt32(c.x) << 16 | UInt32(c.y) << 8 | UInt32(c.z)
    }
  }

  /// Porter–Duff "over" for straight-alpha colours.
  private static func over(_ source: SIMD4<Double>, _ coverage: Double, _ destination: SIMD4<Double>) -> SIMD4<Double> {
    let sa = source.w * coverage
    let da = destination.w * (1 - sa)
    let alpha = sa + da
    guard alpha > 0 else { return .zero }
    var out = (source * sa + destination * da) / alpha
    out.w = alpha
    return out
  }
}
