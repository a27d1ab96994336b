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
  ///
  /// The loops run on raw pointers: this is a material's cost on every frame of a resize, and
  /// bounds checks and per-pixel divisions made it ten times slower than the arithmetic.
  static func blur(
    _ pixels: inout [UInt8], width: Int, height: Int, sigma: Double, edges: Edges, exact: Bool = true
  ) {
    let radii = boxRadii(sigma: sigma)
    guard !radii.isEmpty, width > 0, height > 0, pixels.count >= width * height * 4 else { return }
    let pad = exact ? spread(sigma: sigma) : radii.reduce(0, +)
    let paddedWidth = width + 2 * pad
    let paddedHeight = height + 2 * pad
    var padded = [UInt8](repeating: 0, count: paddedWidth * paddedHeight * 4)
    var line = [SIMD4<Float>](repeating: .zero, count: max(paddedWidth, paddedHeight))
    pixels.withUnsafeMutableBytes { source in
      padded.withUnsafeMutableBytes { target in
        line.withUnsafeMutableBufferPointer { line in
          guard let source = source.baseAddress, let base = target.baseAddress, let line = line.baseAddress else {
            return
          }
          extend(source, width: width, height: height, into: base, by: pad, edges: edges)
          let bytes = base.assumingMemoryBound(to: UInt8.self)
          if exact && sigma <= exactLimit {
            kernel(sigma: sigma).map { Float($0) / 4096 }.withUnsafeBufferPointer { weights in
              for row in 0..<paddedHeight {
                convolve(bytes + row * paddedWidth * 4, count: paddedWidth, step: 4, weights: weights, line: line)
              }
              for column in 0..<paddedWidth {
                convolve(bytes + column * 4, count: paddedHeight, step: paddedWidth * 4, weights: weights, line: line)
              }
            }
          } else {
            for radius in radii where radius > 0 {
              do {
                for row in 0..<paddedHeight {
                  boxPass(
                    bytes + row * paddedWidth * 4, count: paddedWidth, step: 4, radius: radius, edges: edges,
                    line: line)
                }
                for column in 0..<paddedWidth {
                  boxPass(
                    bytes + column * 4, count: paddedHeight, step: paddedWidth * 4, radius: radius, edges: edges,
                    line: line)
                }
              }
            }
          }
          for y in 0..<height {
            (source + y * width * 4).copyMemory(
              from: base + ((y + pad) * paddedWidth + pad) * 4, byteCount: width * 4)
          }
        }
      }
    }
  }

  /// Copies `width × height` pixels into the middle of a buffer `pad` pixels wider on every
  /// side (already transparent), repeating the edge pixels outwards when `edges` says so.
  private static func extend(
    _ source: UnsafeMutableRawPointer, width: Int, height: Int, into target: UnsafeMutableRawPointer, by pad: Int,
    edges: Edges
  ) {
    let paddedWidth = width + 2 * pad
    let rowBytes = width * 4
    let pixels = source.assumingMemoryBound(to: UInt32.self)
    let padded = target.assumingMemoryBound(to: UInt32.self)
    for y in 0..<height {
      (target + ((y + pad) * paddedWidth + pad) * 4).copyMemory(from: source + y * rowBytes, byteCount: rowBytes)
      guard edges == .extended else { continue }
      let row = padded + (y + pad) * paddedWidth
      row.update(repeating: pixels[y * width], count: pad)
      (row + pad + width).update(repeating: pixels[y * width + width - 1], count: pad)
    }
    guard edges == .extended else { return }
    let first = padded + pad * paddedWidth
    let last = padded + (pad + height - 1) * paddedWidth
    for y in 0..<pad {
      (padded + y * paddedWidth).update(from: first, count: paddedWidth)
      (padded + (pad + height + y) * paddedWidth).update(from: last, count: paddedWidth)
    }
  }

  // The loops below are a material's cost on every frame of a resize. They use wrapping
  // arithmetic: every index is within the padded buffer by construction, and the overflow
  // checks cost five times the arithmetic they guard.

  /// One convolution by `weights` along a row or column; the padding makes what lies beyond
  /// the line irrelevant (it is read as transparent).
  private static func convolve(
    _ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, weights: UnsafeBufferPointer<Float>,
    line: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    load(start, count: count, step: step, into: line)
    let radius = weights.count / 2
    for i in 0..<count {
      var sum = SIMD4<Float>.zero
      for k in max(-radius, -i)...min(radius, count &- 1 &- i) { sum += line[i &+ k] * weights[k &+ radius] }
      store(sum, at: start + i &* step)
    }
  }

  /// One running-sum box average along a row or column of `count` pixels `step` bytes apart.
  ///
  /// The sums are whole numbers far below 2²⁴, exact in Float; divided by the odd width they
  /// never land on a half, so rounding them is exactly the integer division's rounding.
  private static func boxPass(
    _ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, edges: Edges,
    line: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    load(start, count: count, step: step, into: line)
    let before = edges == .extended ? line[0] : .zero
    let after = edges == .extended ? line[count &- 1] : .zero
    let reciprocal = 1 / Float(2 * radius + 1)
    var sum = SIMD4<Float>.zero
    for i in -radius...radius { sum += i < 0 ? before : (i >= count ? after : line[i]) }
    for i in 0..<count {
      store(sum * reciprocal, at: start + i &* step)
      let entering = i &+ radius &+ 1
      let leaving = i &- radius
      sum += (entering < count ? line[entering] : after) - (leaving >= 0 ? line[leaving] : before)
    }
  }

  /// Reads `count` pixels `step` bytes apart into Float lanes.
  @inline(__always) private static func load(
    _ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, into line: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    for i in 0..<count {
      let p = start + i &* step
      line[i] = SIMD4(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
    }
  }

  /// Writes a pixel's four channels (within 0…255), rounded to the nearest byte.
  @inline(__always) private static func store(_ value: SIMD4<Float>, at p: UnsafeMutablePointer<UInt8>) {
    p[0] = ColorFilters.byte(value[0])
    p[1] = ColorFilters.byte(value[1])
    p[2] = ColorFilters.byte(value[2])
    p[3] = ColorFilters.byte(value[3])
  }
}
