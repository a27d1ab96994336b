import Foundation
import Testing
import XvfbTestSupport

@testable import X11Host

/// The PNG writer's scanline filters, checked by a decoder that shares nothing with it.
///
/// `PNGReader` undoes filters with the writer's own `PNGFilter.predict`, so a round trip through
/// it cannot see a predictor that uses the wrong neighbour: both sides agree on the same wrong
/// answer, and every screenshot is garbage in any other viewer. ImageMagick (installed by
/// scripts/setup.sh) decodes the file instead, and the image is built so that each of the
/// filters Sub, Up, Average and Paeth wins at least one row.
@Suite("PNG filters, decoded by ImageMagick (no X server)")
struct PNGFilterDecoderTests {
  static let width = 16

  /// A deterministic byte stream (a 32-bit LCG), so rows of noise are the same on every run.
  struct Noise {
    var state: UInt32 = 0x2545_F491
    mutating func next() -> UInt8 {
      state = state &* 1_664_525 &+ 1_013_904_223
      return UInt8(truncatingIfNeeded: state >> 24)
    }
    mutating func row() -> [UInt8] { (0..<(PNGFilterDecoderTests.width * 4)).map { _ in next() } }
  }

  /// Rows each made for one filter, so that it scores best on them (the writer keeps, per row,
  /// the filter with the smallest residuals):
  /// a ramp after noise (Sub: residual 3), a copy of the row above (Up: 0), the mean of left
  /// and above after noise (Average: 0), and a row that is a flat 200 over a flat 50 in its
  /// left half and repeats the noise above it in its right half (Paeth predicts from the left
  /// in one half and from above in the other: residual 0 but at the seams; Sub and Up each
  /// miss a half).
  /// The byte to the left of a row's first pixel is 0, as in the specification.
  static func image() -> RGBAImage {
    let bpp = 4
    var noise = Noise()
    var rows: [[UInt8]] = []
    func derived(from above: [UInt8], _ byte: (_ left: UInt8, _ up: UInt8, _ upLeft: UInt8) -> UInt8) -> [UInt8] {
      var row = [UInt8](repeating: 0, count: above.count)
      for i in row.indices {
        let left = i >= bpp ? row[i - bpp] : 0
        let upLeft = i >= bpp ? above[i - bpp] : 0
        row[i] = byte(left, above[i], upLeft)
      }
      return row
    }
    rows.append(noise.row())
    rows.append(derived(from: rows[0]) { left, _, _ in left &+ 3 })  // Sub
    rows.append(rows[1])  // Up
    rows.append(noise.row())
    rows.append(derived(from: rows[3]) { left, up, _ in UInt8((Int(left) + Int(up)) / 2) })  // Average
    let half = width * 4 / 2
    let tail = Array(noise.row()[half...])
    rows.append([UInt8](repeating: 50, count: half) + tail)
    rows.append([UInt8](repeating: 200, count: half) + tail)  // Paeth
    rows.append(noise.row())
    return RGBAImage(width: width, height: rows.count, pixels: rows.flatMap { $0 })
  }

  @Test("Each filter wins the row made for it, and ImageMagick decodes the file to the same pixels")
  func imageMagickDecodesEveryFilter() throws {
    let image = Self.image()
    // Each designed row is predicted (almost) exactly by its filter's correct predictor, so the
    // writer must choose that filter for it: a filter missing here has a wrong predictor, or
    // is never chosen. Every predictor chosen must then be one an independent decoder undoes.
    let filtered = PNGFilter.filterRows(image)
    let stride = image.width * 4 + 1
    let types = Set(Swift.stride(from: 0, to: filtered.count, by: stride).map { filtered[$0] })
    #expect(types.isSuperset(of: [1, 2, 3, 4]), "filter types used: \(types.sorted())")

    guard let convert = App.which("convert") else {
      throw App.MissingTool(description: "ImageMagick is not installed: apt-get install imagemagick (scripts/setup.sh installs it)")
    }
    let path = NSTemporaryDirectory() + "x11host-png-filters-\(getpid()).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try PNGWriter.write(image, to: path)
    let decoded = try runProcess(convert, ["png:" + path, "-depth", "8", "rgba:-"])
    try #require(decoded.status == 0, "convert: \(decoded.summary)")
    #expect(decoded.stdout.count == image.pixels.count)
    let rowBytes = image.width * 4
    for row in 0..<image.height {
      let range = (row * rowBytes)..<((row + 1) * rowBytes)
      let got = Array(decoded.stdout[range.clamped(to: 0..<decoded.stdout.count)])
      #expect(got == Array(image.pixels[range]), "row \(row) (filter \(filtered[row * stride]))")
    }
  }
}
