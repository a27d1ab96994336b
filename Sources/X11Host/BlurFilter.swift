import Foundation

/// A Gaussian blur of premultiplied 4-channel pixels, in pure Swift so it is testable without X.
///
/// Small blurs convolve with the sampled Gaussian (exact to a level of ImageMagick's `-blur 0xσ`).
/// Larger ones, whose exact kernels grow costly (materials blur by tens of pixels), run three box
/// blurs whose widths are chosen so their variances add up to σ² (Kovesi, "Fast almost-Gaussian
/// filtering", 2010): each pass is a running sum, so the cost does not grow with σ, and at those
/// widths the result stays within a few levels of the Gaussian.
enum BlurFilter {
  /// What lies beyond the pixels given: transparent, or the edge pixels repeated.
  enum Edges {
    case transparent
    case extended
  }

  /// The half-widths of the boxes for σ (pixels); empty when there is nothing to blur.
  static func boxRadii(sigma: Double) -> [Int] {
    guard sigma.isFinite, sigma > 0.2 else { return [] }
    let n = Double(passes)
    var lower = Int((12 * sigma * sigma / n + 1).squareRoot().rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let wl = Double(lower)
    let m = ((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded()
    return (0..<passes).map { Double($0) < m ? (lower - 1) / 2 : (lower + 1) / 2 }
  }

  /// Box passes per direction.
  static let passes = 3

  /// Up to this σ (pixels) the blur convolves with the sampled Gaussian itself; beyond it, box
  /// widths are fine enough against σ for the boxes to stay within a few levels of it.
  static let exactLimit = 8.0

  /// The Gaussian's weights from −3σ to 3σ, in 1/4096ths summing to 4096.
  static func kernel(sigma: Double) -> [Int32] {
    let radius = Int((3 * sigma).rounded(.up))
    let weights = (-radius...radius).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
    let total = weights.reduce(0, +)
    var fixed = weights.map { Int32(($0 / total * 4096).rounded()) }
    // Rounding must not brighten or darken: the centre takes up the difference.
    fixed[radius] += 4096 - fixed.reduce(0, +)
    return fixed
  }

  /// How far the blur spreads content, in pixels.
  static func spread(sigma: Double) -> Int {
    sigma <= exactLimit ? (sigma > 0.2 ? Int((3 * sigma).rounded(.up)) : 0) : boxRadii(sigma: sigma).reduce(0, +)
  }

  /// Blurs `pixels` (width × height, 4 bytes a pixel, rows `width × 4` apart) in place.
  ///
  /// The passes run over a copy padded by the blur's spread, filled as `edges` says: a pass
  /// must keep what the one before spread past the edge, or the corners come out too dark
  /// (three truncated boxes are not one Gaussian).
  ///
  /// `exact: false` takes the boxes at any σ: a material's look-alike blur, where the frame time
  /// matters more than the last few levels.
  static func blur(
    _ pixels: inout [UInt8], width: Int, height: Int, sigma: Double, edges: Edges, exact: Bool = true
  ) {
    let radii = boxRadii(sigma: sigma)
    guard !radii.isEmpty, width > 0, height > 0, pixels.count >= width * height * 4 else { return }
    let pad = exact ? spread(sigma: sigma) : radii.reduce(0, +)
    let paddedWidth = width + 2 * pad
    let paddedHeight = height + 2 * pad
    var padded = [UInt8](repeating: 0, count: paddedWidth * paddedHeight * 4)
    for y in 0..<paddedHeight {
      let sourceY = y - pad
      if edges == .transparent && (sourceY < 0 || sourceY >= height) { continue }
      let row = min(height - 1, max(0, sourceY))
      for x in 0..<paddedWidth {
        let sourceX = x - pad
        if edges == .transparent && (sourceX < 0 || sourceX >= width) { continue }
        let from = (row * width + min(width - 1, max(0, sourceX))) * 4
        let to = (y * paddedWidth + x) * 4
        padded[to] = pixels[from]
        padded[to + 1] = pixels[from + 1]
        padded[to + 2] = pixels[from + 2]
        padded[to + 3] = pixels[from + 3]
      }
    }
    var line = [SIMD4<Int32>](repeating: .zero, count: max(paddedWidth, paddedHeight))
    padded.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      if exact && sigma <= exactLimit {
        let weights = kernel(sigma: sigma)
        for row in 0..<paddedHeight {
          convolve(base + row * paddedWidth * 4, count: paddedWidth, step: 4, weights: weights, line: &line)
        }
        for column in 0..<paddedWidth {
          convolve(base + column * 4, count: paddedHeight, step: paddedWidth * 4, weights: weights, line: &line)
        }
        return
      }
      for radius in radii where radius > 0 {
        for row in 0..<paddedHeight {
          boxPass(base + row * paddedWidth * 4, count: paddedWidth, step: 4, radius: radius, edges: edges, line: &line)
        }
        for column in 0..<paddedWidth {
          boxPass(
            base + column * 4, count: paddedHeight, step: paddedWidth * 4, radius: radius, edges: edges, line: &line)
        }
      }
    }
    for y in 0..<height {
      let from = ((y + pad) * paddedWidth + pad) * 4
      pixels.replaceSubrange(y * width * 4..<(y + 1) * width * 4, with: padded[from..<from + width * 4])
    }
  }

  /// One convolution by `weights` along a row or column; the padding makes what lies beyond
  /// the line irrelevant (it is read as transparent).
  private static func convolve(
    _ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, weights: [Int32], line: inout [SIMD4<Int32>]
  ) {
    for i in 0..<count {
      let p = start + i * step
      line[i] = SIMD4(Int32(p[0]), Int32(p[1]), Int32(p[2]), Int32(p[3]))
    }
    let radius = weights.count / 2
    weights.withUnsafeBufferPointer { w in
      line.withUnsafeBufferPointer { l in
        for i in 0..<count {
          var sum = SIMD4<Int32>(repeating: 2048)
          for k in max(-radius, -i)...min(radius, count - 1 - i) { sum &+= l[i + k] &* w[k + radius] }
          let value = sum &>> 12
          let p = start + i * step
          p[0] = UInt8(truncatingIfNeeded: value[0])
          p[1] = UInt8(truncatingIfNeeded: value[1])
          p[2] = UInt8(truncatingIfNeeded: value[2])
          p[3] = UInt8(truncatingIfNeeded: value[3])
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
