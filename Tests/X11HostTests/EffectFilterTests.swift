import Foundation
import PlaygroundUI
import Testing

@testable import X11Host

/// The blur and the colour effects computed in Swift, each compared with ImageMagick run on the
/// same pixels: its `-blur 0xσ` is a true Gaussian, and its `-negate`, `-evaluate`, `-function`,
/// `-grayscale`, `-color-matrix` and `-compose Multiply` compute the documented formulas without
/// anything from this repository.
@Suite("Effect filters against ImageMagick")
struct EffectFilterTests {
  let width = 48
  let height = 40

  /// Opaque test pixels (RGBA): a dark background, a saturated square, a pale disc and a stripe
  /// ramp, so blurs cross hard edges and colour maps see every hue.
  func sample() -> [UInt8] {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        var c: (Int, Int, Int) = (30, 40, 60)
        if (8..<24).contains(x) && (6..<22).contains(y) { c = (230, 40, 20) }
        let dx = x - 32
        let dy = y - 24
        if dx * dx + dy * dy < 64 { c = (120, 220, 160) }
        if y >= 32 { c = (x * 5, 255 - x * 5, (x * 37) % 256) }
        let i = (y * width + x) * 4
        pixels[i] = UInt8(c.0)
        pixels[i + 1] = UInt8(c.1)
        pixels[i + 2] = UInt8(c.2)
      }
    }
    return pixels
  }

  /// RGBA ↔ the B, G, R, A order of the host's layers.
  func swapRedBlue(_ pixels: [UInt8]) -> [UInt8] {
    var out = pixels
    for i in stride(from: 0, to: out.count, by: 4) { out.swapAt(i, i + 2) }
    return out
  }

  /// The largest difference of any colour channel, and where.
  func worst(_ a: [UInt8], _ b: [UInt8]) -> (Int, Int) {
    var most = 0
    var at = -1
    for i in a.indices where i % 4 != 3 {
      let d = abs(Int(a[i]) - Int(b[i]))
      if d > most {
        most = d
        at = i / 4
      }
    }
    return (most, at)
  }

  func filtered(_ matrix: ColorMatrix) -> [UInt8] {
    var bgra = swapRedBlue(sample())
    ColorFilters.apply(matrix, to: &bgra, count: width * height)
    return swapRedBlue(bgra)
  }

  @Test(
    "A blur with transparent edges matches ImageMagick's Gaussian (within 3 levels exact, 5 by boxes)",
    arguments: [1.5, 3.0, 6.0, 12.0])
  func blurTransparent(sigma: Double) throws {
    var ours = sample()
    BlurFilter.blur(&ours, width: width, height: height, sigma: sigma, edges: .transparent)
    // Beyond the edges each premultiplied channel is 0: ImageMagick's black virtual pixels.
    let reference = try ImageMagick.process(
      sample(), width: width, height: height, ["-alpha", "off", "-virtual-pixel", "black", "-blur", "0x\(sigma)"])
    let (most, at) = worst(ours, reference)
    #expect(most <= (sigma <= BlurFilter.exactLimit ? 3 : 5), "σ \(sigma): off by \(most) at pixel \(at)")
  }

  @Test(
    "A blur with extended edges matches ImageMagick's Gaussian (within 3 levels exact, 5 by boxes)",
    arguments: [2.0, 5.0, 16.0])
  func blurExtended(sigma: Double) throws {
    var ours = sample()
    BlurFilter.blur(&ours, width: width, height: height, sigma: sigma, edges: .extended)
    let reference = try ImageMagick.process(
      sample(), width: width, height: height, ["-alpha", "off", "-virtual-pixel", "edge", "-blur", "0x\(sigma)"])
    let (most, at) = worst(ours, reference)
    #expect(most <= (sigma <= BlurFilter.exactLimit ? 3 : 5), "σ \(sigma): off by \(most) at pixel \(at)")
  }

  @Test("colorInvert is ImageMagick's -negate")
  func invert() throws {
    let reference = try ImageMagick.process(sample(), width: width, height: height, ["-channel", "RGB", "-negate"])
    #expect(worst(filtered(.invert), reference).0 <= 1)
  }

  @Test("brightness adds to each component, as -evaluate Add does", arguments: [0.2, -0.3])
  func brightness(amount: Double) throws {
    let op = amount < 0 ? "Subtract" : "Add"
    let reference = try ImageMagick.process(
      sample(), width: width, height: height, ["-channel", "RGB", "-evaluate", op, "\(abs(amount) * 100)%"])
    #expect(worst(filtered(.brightness(amount)), reference).0 <= 1)
  }

  @Test("contrast scales about mid-grey, as -function Polynomial c,(1−c)/2 does", arguments: [0.5, 1.8, -0.4])
  func contrast(amount: Double) throws {
    let reference = try ImageMagick.process(
      sample(), width: width, height: height,
      ["-channel", "RGB", "-function", "Polynomial", "\(amount),\(0.5 * (1 - amount))"])
    #expect(worst(filtered(.contrast(amount)), reference).0 <= 1)
  }

  @Test("grayscale(1) is Rec. 709 luma, ImageMagick's -grayscale Rec709Luma")
  func grayscale() throws {
    let reference = try ImageMagick.process(sample(), width: width, height: height, ["-grayscale", "Rec709Luma"])
    #expect(worst(filtered(.grayscale(1)), reference).0 <= 1)
  }

  /// The W3C Filter Effects matrices, written out from the specification's text and applied by
  /// ImageMagick's -color-matrix.
  @Test("saturation and hueRotation are the W3C saturate and hue-rotate matrices")
  func saturateAndHueRotate() throws {
    let s = 0.4
    let saturate = [
      0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
      0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
      0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s,
    ]
    let saturated = try ImageMagick.process(
      sample(), width: width, height: height, ["-color-matrix", saturate.map { "\($0)" }.joined(separator: " ")])
    #expect(worst(filtered(.saturation(s)), saturated).0 <= 1)
    // hue-rotate(90deg): cos 0, sin 1.
    let rotate = [
      0.213 - 0.213, 0.715 - 0.715, 0.072 + 0.928,
      0.213 + 0.143, 0.715 + 0.140, 0.072 - 0.283,
      0.213 - 0.787, 0.715 + 0.715, 0.072 + 0.072,
    ]
    let rotated = try ImageMagick.process(
      sample(), width: width, height: height, ["-color-matrix", rotate.map { "\($0)" }.joined(separator: " ")])
    #expect(worst(filtered(.hueRotation(radians: .pi / 2)), rotated).0 <= 1)
  }

  @Test("colorMultiply is ImageMagick's -compose Multiply with a solid colour")
  func multiply() throws {
    let tint = RGBAColor(red: 1, green: 0.6, blue: 0.2)
    var solid = [UInt8](repeating: 255, count: width * height * 4)
    for i in stride(from: 0, to: solid.count, by: 4) {
      solid[i] = 255
      solid[i + 1] = 153
      solid[i + 2] = 51
    }
    let reference = try ImageMagick.compose(
      "Multiply", source: solid, over: sample(), width: width, height: height)
    #expect(worst(filtered(.multiply(tint)), reference).0 <= 1)
  }

  @Test("Box radii add up to the Gaussian's variance")
  func boxRadii() {
    for sigma in [0.8, 1.5, 3.0, 7.0, 20.0] {
      let variance = BlurFilter.boxRadii(sigma: sigma).reduce(0.0) { $0 + (pow(Double(2 * $1 + 1), 2) - 1) / 12 }
      #expect(abs(variance.squareRoot() - sigma) < 0.3, "σ \(sigma)")
    }
    #expect(BlurFilter.boxRadii(sigma: 0).isEmpty)
  }
}
