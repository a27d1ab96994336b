import PlaygroundUI

/// Colour effects on premultiplied 4-channel pixels (the layer's bytes as XRender keeps them:
/// B, G, R, A on a little-endian server), in pure Swift so they are testable without X.
enum ColorFilters {
  /// Maps every pixel's straight colour through `matrix` and premultiplies it again.
  static func apply(_ matrix: ColorMatrix, to pixels: inout [UInt8], count: Int) {
    let m = matrix.values
    for i in 0..<min(count, pixels.count / 4) {
      let o = i * 4
      let a = Double(pixels[o + 3]) / 255
      // A transparent pixel has no colour to map; an offset (brightness) still leaves it clear,
      // as CIColorControls does on premultiplied input.
      guard a > 0 else { continue }
      let b = Double(pixels[o]) / 255 / a
      let g = Double(pixels[o + 1]) / 255 / a
      let r = Double(pixels[o + 2]) / 255 / a
      func row(_ k: Int) -> Double {
        min(1, max(0, m[k] * r + m[k + 1] * g + m[k + 2] * b + m[k + 3] * a + m[k + 4]))
      }
      let outA = row(15)
      pixels[o + 2] = byte(row(0) * outA)
      pixels[o + 1] = byte(row(5) * outA)
      pixels[o] = byte(row(10) * outA)
      pixels[o + 3] = byte(outA)
    }
  }

  /// Every pixel made opaque, its colour kept as composited over black (an opaque blur).
  static func makeOpaque(_ pixels: inout [UInt8]) {
    for o in stride(from: 3, to: pixels.count, by: 4) { pixels[o] = 255 }
  }

  private static func byte(_ value: Double) -> UInt8 {
    UInt8(min(255, max(0, (value * 255).rounded())))
  }
}
