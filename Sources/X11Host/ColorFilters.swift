import PlaygroundUI

/// Colour effects on premultiplied 4-channel pixels (the layer's bytes as XRender keeps them:
/// B, G, R, A on a little-endian server), in pure Swift so they are testable without X.
enum ColorFilters {
  /// Maps every pixel's straight colour through `matrix` and premultiplies it again.
  static func apply(_ matrix: ColorMatrix, to pixels: inout [UInt8], count: Int) {
    let m = matrix.values.map { Float($0) }
    let pixelCount = min(count, pixels.count / 4)
    // Scalar arithmetic throughout: SIMD's generic `sum` and `clamped` are not specialised
    // here, and cost ten times the matrix itself.
    m.withUnsafeBufferPointer { m in
      pixels.withUnsafeMutableBufferPointer { buffer in
        guard let bytes = buffer.baseAddress else { return }
        for i in 0..<pixelCount {
          let p = bytes + i &* 4
          let a = Float(p[3]) * (1 / 255)
          // A transparent pixel has no colour to map; an offset (brightness) still leaves it
          // clear, as CIColorControls does on premultiplied input. The bytes are B, G, R, A.
          guard a > 0 else { continue }
          let unpremultiply = 1 / (255 * a)
          let r = Float(p[2]) * unpremultiply
          let g = Float(p[1]) * unpremultiply
          let b = Float(p[0]) * unpremultiply
          let outA = unit(m[15] * r + m[16] * g + m[17] * b + m[18] * a + m[19])
          let scale = outA * 255
          p[2] = byte(unit(m[0] * r + m[1] * g + m[2] * b + m[3] * a + m[4]) * scale)
          p[1] = byte(unit(m[5] * r + m[6] * g + m[7] * b + m[8] * a + m[9]) * scale)
          p[0] = byte(unit(m[10] * r + m[11] * g + m[12] * b + m[13] * a + m[14]) * scale)
          p[3] = byte(scale)
        }
      }
    }
  }

  /// `value` (within 0…255) rounded to the nearest byte without a checked conversion (which
  /// cost more than the matrix): adding 2²³ leaves the rounded whole number in the low bits.
  @inline(__always) static func byte(_ value: Float) -> UInt8 {
    UInt8(truncatingIfNeeded: (value + 8_388_608).bitPattern)
  }

  @inline(__always) private static func unit(_ value: Float) -> Float {
    value < 0 ? 0 : (value > 1 ? 1 : value)
  }

  /// Every pixel made opaque, its colour kept as composited over black (an opaque blur).
  static func makeOpaque(_ pixels: inout [UInt8]) {
    for o in stride(from: 3, to: pixels.count, by: 4) { pixels[o] = 255 }
  }
}
