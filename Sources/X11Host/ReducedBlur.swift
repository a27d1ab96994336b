/// A wide blur computed at a fraction of the resolution: the pixels are averaged down by a
/// factor f, blurred with σ / f, and scaled back up bilinearly. A material's blur (σ of tens of
/// pixels) then costs f² times less, and a blur that wide has no detail the reduction could
/// lose; the averaging and the interpolation widen it slightly, which only a look-alike notices.
enum ReducedBlur {
  /// The reduction for σ: none below 8 px, then one step per 4 px, at most 4.
  static func factor(sigma: Double) -> Int {
    guard sigma.isFinite, sigma >= 8 else { return 1 }
    return min(4, Int(sigma / 4))
  }

  /// Blurs `pixels` (width × height, 4 bytes a pixel) in place, as `BlurFilter.blur` would.
  static func blur(_ pixels: inout [UInt8], width: Int, height: Int, sigma: Double, edges: BlurFilter.Edges) {
    let f = factor(sigma: sigma)
    guard f > 1, width >= 2 * f, height >= 2 * f else {
      return BlurFilter.blur(&pixels, width: width, height: height, sigma: sigma, edges: edges)
    }
    let smallWidth = (width + f - 1) / f
    let smallHeight = (height + f - 1) / f
    var small = [UInt8](repeating: 0, count: smallWidth * smallHeight * 4)
    for sy in 0..<smallHeight {
      for sx in 0..<smallWidth {
        var sum = SIMD4<Int32>.zero
        var count: Int32 = 0
        for y in (sy * f)..<min(height, sy * f + f) {
          for x in (sx * f)..<min(width, sx * f + f) {
            let i = (y * width + x) * 4
            sum &+= SIMD4(Int32(pixels[i]), Int32(pixels[i + 1]), Int32(pixels[i + 2]), Int32(pixels[i + 3]))
            count += 1
          }
        }
        let average = (sum &+ SIMD4(repeating: count / 2)) / SIMD4(repeating: count)
        let o = (sy * smallWidth + sx) * 4
        for c in 0..<4 { small[o + c] = UInt8(truncatingIfNeeded: average[c]) }
      }
    }
    BlurFilter.blur(&small, width: smallWidth, height: smallHeight, sigma: sigma / Double(f), edges: edges)
    // Back up: each pixel centre sampled bilinearly between the four nearest small centres.
    let scale = 1 / Double(f)
    for y in 0..<height {
      let fy = max(0, min(Double(smallHeight - 1), (Double(y) + 0.5) * scale - 0.5))
      let y0 = Int(fy)
      let y1 = min(smallHeight - 1, y0 + 1)
      let wy = Int32(((fy - Double(y0)) * 256).rounded())
      for x in 0..<width {
        let fx = max(0, min(Double(smallWidth - 1), (Double(x) + 0.5) * scale - 0.5))
        let x0 = Int(fx)
        let x1 = min(smallWidth - 1, x0 + 1)
        let wx = Int32(((fx - Double(x0)) * 256).rounded())
        let o = (y * width + x) * 4
        for c in 0..<4 {
          let a = Int32(small[(y0 * smallWidth + x0) * 4 + c])
          let b = Int32(small[(y0 * smallWidth + x1) * 4 + c])
          let d = Int32(small[(y1 * smallWidth + x0) * 4 + c])
          let e = Int32(small[(y1 * smallWidth + x1) * 4 + c])
          let top = a * (256 - wx) + b * wx
          let bottom = d * (256 - wx) + e * wx
          pixels[o + c] = UInt8(truncatingIfNeeded: (top * (256 - wy) + bottom * wy + 32768) >> 16)
        }
      }
    }
  }
}
