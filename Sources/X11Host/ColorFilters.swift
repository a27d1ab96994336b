import PlaygroundUI

/// Colour effects on premultiplied 4-channel pixels (the layer's bytes as XRender keeps them:
/// B, G, R, A on a little-endian server), in pure Swift so they are testable without X.
enum ColorFilters {
  /// Maps every pixel's straight colour through `matrix` and premultiplies it again.
  static func apply(_ matrix: ColorMatrix, to pixels: inout [UInt8], count: Int) {
    let m = matrix.values.map { Float($0) }
    // Rows as vectors over (r, g, b, a), plus the offsets; the bytes are B, G, R, A.
    let red = SIMD4(m[0], m[1], m[2], m[3])
    let green = SIMD4(m[5], m[6], m[7], m[8])
    let blue = SIMD4(m[10], m[11], m[12], m[13])
    let alpha = SIMD4(m[15], m[16], m[17], m[18])
    let offset = SIMD4(m[4], m[9], m[14], m[19])
    let pixelCount = min(count, pixels.count / 4)
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let bytes = buffer.baseAddress else { return }
      for i in 0..<pixelCount {
        let p = bytes + i * 4
        let a = Float(p[3]) * (1 / 255)
        // A transparent pixel has no colour to map; an offset (brightness) still leaves it
        // clear, as CIColorControls does on premultiplied input.
        guard a > 0 else { continue }
        let unpremultiply = 1 / (255 * a)
        let c = SIMD4(Float(p[2]) * unpremultiply, Float(p[1]) * unpremultiply, Float(p[0]) * unpremultiply, a)
        // Scalar clamps: SIMD's generic `clamped` is not specialised here and cost more than
        // the matrix.
        let outA = unit((alpha * c).sum() + offset.w)
        let scale = outA * 255
        p[2] = UInt8(unit((red * c).sum() + offset.x) * scale + 0.5)
        p[1] = UInt8(unit((green * c).sum() + offset.y) * scale + 0.5)
        p[0] = UInt8(unit((blue * c).sum() + offset.z) * scale + 0.5)
        p[3] = UInt8(scale + 0.5)
      }
    }
  }

  @inline(__always) private static func unit(_ value: Float) -> Float {
    value < 0 ? 0 : (value > 1 ? 1 : value)
  }

  /// Every pixel made opaque, its colour kept as composited over black (an opaque blur).
  static func makeOpaque(_ pixels: inout [UInt8]) {
    for o in stride(from: 3, to: pixels.count, by: 4) { pixels[o] = 255 }
  }
}
