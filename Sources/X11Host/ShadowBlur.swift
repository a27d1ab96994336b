/// Blurs a coverage mask for drop shadows, in pure Swift so it is testable without X.
///
/// Three box blurs in a row approximate a Gaussian (their sum of variances matches σ²); SwiftUI
/// does not document how its shadow radius maps to a Gaussian, and σ = radius / 2 looks alike.
enum ShadowBlur {
  /// The box half-width (in pixels) for each of the three passes approximating σ.
  static func boxRadius(sigma: Double) -> Int {
    guard sigma.isFinite, sigma > 0 else { return 0 }
    // A box of width w has variance (w² − 1) / 12; three of them add up to σ².
    let width = (4 * sigma * sigma + 1).squareRoot()
    return max(0, Int(((width - 1) / 2).rounded()))
  }

  /// How far the blur spreads beyond the source, in pixels.
  static func spread(sigma: Double) -> Int { 3 * boxRadius(sigma: sigma) }

  /// `source` (width × height, rows `stride` apart) blurred into a mask grown by `spread` on
  /// every side.
  static func blur(_ source: [UInt8], width: Int, height: Int, stride: Int, sigma: Double) -> CoverageMask {
    let pad = spread(sigma: sigma)
    var mask = CoverageMask(width: width + 2 * pad, height: height + 2 * pad)
    let w = mask.width
    let h = mask.height
    var values = [Double](repeating: 0, count: w * h)
    for y in 0..<height {
      for x in 0..<width { values[(y + pad) * w + x + pad] = Double(source[y * stride + x]) }
    }
    let r = boxRadius(sigma: sigma)
    if r > 0 {
      for _ in 0..<3 {
        boxPass(&values, count: w, lines: h, step: 1, lineStep: w, radius: r)
        boxPass(&values, count: h, lines: w, step: w, lineStep: 1, radius: r)
      }
    }
    for y in 0..<h {
      for x in 0..<w { mask.bytes[y * mask.stride + x] = UInt8(min(255, max(0, values[y * w + x].rounded()))) }
    }
    return mask
  }

  /// One box average along each line (rows or columns), outside treated as empty.
  private static func boxPass(
    _ values: inout [Double], count: Int, lines: Int, step: Int, lineStep: Int, radius: Int
  ) {
    let scale = 1 / Double(2 * radius + 1)
    var line = [Double](repeating: 0, count: count)
    for l in 0..<lines {
      let base = l * lineStep
      for i in 0..<count { line[i] = values[base + i * step] }
      var sum = 0.0
      for i in 0...min(radius, count - 1) { sum += line[i] }
      for i in 0..<count {
        values[base + i * step] = sum * scale
        let enter = i + radius + 1
        let leave = i - radius
        if enter < count { sum += line[enter] }
        if leave >= 0 { sum -= line[leave] }
      }
    }
  }
}
