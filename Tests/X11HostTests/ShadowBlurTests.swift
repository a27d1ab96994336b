import Testing

@testable import X11Host

/// The shadow's blur: three box passes whose variances add up to σ².
@Suite("Shadow blur")
struct ShadowBlurTests {
  @Test func boxRadiusMatchesTheGaussiansVariance() {
    for sigma in [1.0, 2.0, 4.0, 8.0] {
      let r = Double(ShadowBlur.boxRadius(sigma: sigma))
      // Three boxes of width 2r + 1: variance 3((2r + 1)² − 1) / 12 ≈ σ² (within a rounding step).
      let variance = 3 * (pow2(2 * r + 1) - 1) / 12
      #expect(abs(variance.squareRoot() - sigma) < 0.9, "σ \(sigma): box radius \(r)")
    }
    #expect(ShadowBlur.boxRadius(sigma: 0) == 0)
  }

  @Test func blurKeepsTheInkSpreadsItAndStaysSymmetric() {
    let side = 10
    let source = [UInt8](repeating: 255, count: side * side)
    let sigma = 3.0
    let mask = ShadowBlur.blur(source, width: side, height: side, stride: side, sigma: sigma)
    let pad = ShadowBlur.spread(sigma: sigma)
    #expect(mask.width == side + 2 * pad)
    // Box averages keep the total (up to rounding each pixel).
    #expect(abs(mask.coveredArea - Double(side * side)) < Double(mask.width * mask.height) / 255)
    // Spread: pixels outside the source got ink, the centre lost some at the corners.
    #expect(mask[pad - 1, pad + side / 2] > 0)
    #expect(mask[pad + side / 2, pad + side / 2] > mask[pad, pad])
    #expect(mask[pad + 1, pad + 3] == mask[mask.width - pad - 2, pad + 3])
  }

  private func pow2(_ x: Double) -> Double { x * x }
}
