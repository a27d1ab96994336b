/// A wide blur computed at a fraction of the resolution: the pixels are averaged down by a
/// factor f, blurred with σ / f, and scaled back up bilinearly. A material's blur (σ of tens of
/// pixels) then costs f² times less, and a blur that wide has no detail the reduction could
/// lose; the averaging and the interpolation widen it slightly, which only a look-alike notices.
enum ReducedBlur {
  /// The reduction for σ: none below 8 px, then one step per 3 px (what is left to blur stays
  /// about 3 px, a short exact kernel), at most 8.
  static func factor(sigma: Double) -> Int {
    guard sigma.isFinite, sigma >= 8 else { return 1 }
    return min(8, Int(sigma / 3))
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
    pixels.withUnsafeBufferPointer { source in
      small.withUnsafeMutableBufferPointer { target in
        for sy in 0..<smallHeight {
          for sx in 0..<smallWidth {
            var sum = SIMD4<Int32>.zero
            var count: Int32 = 0
            for y in (sy * f)..<min(height, sy * f + f) {
              for x in (sx * f)..<min(width, sx * f + f) {
                let i = (y * width + x) * 4
                sum &+= SIMD4(Int32(source[i]), Int32(source[i + 1]), Int32(source[i + 2]), Int32(source[i + 3]))
                count += 1
              }
            }
            let average = (sum &+ SIMD4(repeating: count / 2)) / SIMD4(repeating: count)
            let o = (sy * smallWidth + sx) * 4
            for c in 0..<4 { target[o + c] = UInt8(truncatingIfNeeded: average[c]) }
          }
        }
      }
    }
    BlurFilter.blur(&small, width: smallWidth, height: smallHeight, sigma: sigma / Double(f), edges: edges)
    // Back up: each pixel centre sampled bilinearly between the four nearest small centres.
    let scale = 1 / Double(f)
    let columns = (0..<width).map { x -> (Int, Int, Int32) in
      let fx = max(0, min(Double(smallWidth - 1), (Double(x) + 0.5) * scale - 0.5))
      let x0 = Int(fx)
      return (x0 * 4, min(smallWidth - 1, x0 + 1) * 4, Int32(((fx - Double(x0)) * 256).rounded()))
    }
    small.withUnsafeBufferPointer { source in
      pixels.withUnsafeMutableBufferPointer { target in
        for y in 0..<height {
          let fy = max(0, min(Double(smallHeight - 1), (Double(y) + 0.5) * scale - 0.5))
          let y0 = Int(fy)
          let row0 = y0 * smallWidth * 4
          let row1 = min(smallHeight - 1, y0 + 1) * smallWidth * 4
          let wy = Int32(((fy - Double(y0)) * 256).rounded())
          for x in 0..<width {
            let (x0, x1, wx) = columns[x]
            func texel(_ offset: Int) -> SIMD4<Int32> {
              SIMD4(
                Int32(source[offset]), Int32(source[offset + 1]), Int32(source[offset + 2]),
                Int32(source[offset + 3]))
            }
            let top = texel(row0 + x0) &* (256 - wx) &+ texel(row0 + x1) &* wx
            let bottom = texel(row1 + x0) &* (256 - wx) &+ texel(row1 + x1) &* wx
            let value = (top &* (256 - wy) &+ bottom &* wy &+ 32768) &>> 16
            let o = (y * width + x) * 4
            target[o] = UInt8(truncatingIfNeeded: value[0])
            target[o + 1] = UInt8(truncatingIfNeeded: value[1])
            target[o + 2] = UInt8(truncatingIfNeeded: value[2])
            target[o + 3] = UInt8(truncatingIfNeeded: value[3])
          }
        }
      }
    }
  }
}
