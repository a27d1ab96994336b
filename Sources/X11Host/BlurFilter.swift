/// A Gaussian blur of premultiplied 4-channel pixels, in pure Swift so it is testable without X.
///
/// Three box blurs in a row approximate a Gaussian; their widths are chosen so their variances
/// add up to σ² (Kovesi, "Fast almost-Gaussian filtering", 2010), which keeps the result within
/// a few levels of a true Gaussian (checked against ImageMagick's `-blur 0xσ`). Each pass is a
/// running sum, so the cost does not grow with σ.
enum BlurFilter {
  /// What lies beyond the pixels given: transparent, or the edge pixels repeated.
  enum Edges {
    case transparent
    case extended
  }

  /// The half-widths of the three boxes for σ (pixels); empty when there is nothing to blur.
  static func boxRadii(sigma: Double) -> [Int] {
    guard sigma.isFinite, sigma > 0.2 else { return [] }
    let n = 3.0
    var lower = Int((12 * sigma * sigma / n + 1).squareRoot().rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let wl = Double(lower)
    let m = ((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded()
    return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (lower + 1) / 2 }
  }

  /// How far the blur spreads content, in pixels (the sum of the box half-widths).
  static func spread(sigma: Double) -> Int { boxRadii(sigma: sigma).reduce(0, +) }

  /// Blurs `pixels` (width × height, 4 bytes a pixel, rows `width × 4` apart) in place.
  static func blur(_ pixels: inout [UInt8], width: Int, height: Int, sigma: Double, edges: Edges) {
    let radii = boxRadii(sigma: sigma)
    guard !radii.isEmpty, width > 0, height > 0, pixels.count >= width * height * 4 else { return }
    var line = [SIMD4<Int32>](repeating: .zero, count: max(width, height))
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for radius in radii where radius > 0 {
        for row in 0..<height {
          boxPass(base + row * width * 4, count: width, step: 4, radius: radius, edges: edges, line: &line)
        }
        for column in 0..<width {
          boxPass(base + column * 4, count: height, step: width * 4, radius: radius, edges: edges, line: &line)
        }
      }
    }
  }

  /// One running-sum box average along a row or column of `count` pixels `step` bytes apart.
  private static func boxPass(
    _ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, edges: Edges,
    line: inout [SIMD4<Int32>]
  ) {
    for i in 0..<count {
      let p = start + i * step
      line[i] = SIMD4(Int32(p[0]), Int32(p[1]), Int32(p[2]), Int32(p[3]))
    }
    let first = line[0]
    let last = line[count - 1]
    func sample(_ i: Int) -> SIMD4<Int32> {
      if i < 0 { return edges == .extended ? first : .zero }
      if i >= count { return edges == .extended ? last : .zero }
      return line[i]
    }
    let width = Int32(2 * radius + 1)
    var sum = SIMD4<Int32>.zero
    for i in -radius...radius { sum &+= sample(i) }
    let half = SIMD4<Int32>(repeating: width / 2)
    for i in 0..<count {
      let value = (sum &+ half) / SIMD4(repeating: width)
      let p = start + i * step
      p[0] = UInt8(truncatingIfNeeded: value[0])
      p[1] = UInt8(truncatingIfNeeded: value[1])
      p[2] = UInt8(truncatingIfNeeded: value[2])
      p[3] = UInt8(truncatingIfNeeded: value[3])
      sum &+= sample(i + radius + 1) &- sample(i - radius)
    }
  }
}
