import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// `screenshot --open … --blocked-text` under Xvfb: each character is a solid block of the fixed
/// metric (0.6 em by 1 em, docs/visual-qa.md), spaces draw nothing, and the PNG is byte-identical
/// across runs and across font configurations.
@MainActor
@Suite("blocked text screenshots under Xvfb", .serialized, .exclusiveX)
struct BlockedTextScreenshotEndToEndTests {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("blocked-\(UUID().uuidString)")

  static let card = """
    import SwiftUI

    struct Card: View {
        var body: some View {
            VStack(spacing: 20) {
                Text("Hello").font(.system(size: 20)).foregroundColor(.red)
                Text("Hi there").font(.system(size: 20, weight: .bold)).foregroundColor(.blue)
                Text("A longer caption that wraps onto more lines than one").frame(width: 150)
            }
        }
    }

    #Preview { Card() }
    """

  /// Runs the screenshot and returns the PNG's bytes.
  private func shot(_ server: XvfbServer, _ arguments: [String], fontConfig: String? = nil, name: String) throws
    -> Data
  {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("Card.swift")
    try Data(Self.card.utf8).write(to: file)
    let output = directory.appendingPathComponent(name).path
    let run = try runProcess(
      try App.requireBinary(),
      ["screenshot", "--open", file.path, "--size", "320x400", "--output", output] + arguments,
      environment: environment(["DISPLAY": server.display, "FONTCONFIG_FILE": fontConfig]), timeout: 180)
    try #require(run.status == 0, "screenshot: \(run.summary)")
    return try Data(contentsOf: URL(fileURLWithPath: output))
  }

  /// Where a text of one colour has ink: each pixel's coverage (0…1) of that colour over the
  /// light background (245 245 247), read from the channel in which they differ most.
  private struct Ink {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    /// Covered pixels summed: the ink's area in pixels.
    var area = 0.0
    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }

    init(_ image: RGBAImage, coverage: (SIMD4<UInt8>) -> Double?) {
      for y in 0..<image.height {
        for x in 0..<image.width {
          guard let covered = coverage(image[x, y]), covered > 0.02 else { continue }
          (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
          area += min(1, covered)
        }
      }
    }
  }

  @Test("blocks of 0.6 em by 1 em, no ink for spaces; byte-identical twice and with other fonts")
  func blocksAndDeterminism() throws {
    let server = try XvfbServer.start()
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    let first = try shot(server, ["--blocked-text"], name: "first.png")
    let second = try shot(server, ["--blocked-text"], name: "second.png")
    #expect(first == second, "two runs give the same bytes")
    let config = try FontConfiguration.comfortaaOnly(in: directory)
    let otherFonts = try shot(server, ["--blocked-text"], fontConfig: config, name: "other-fonts.png")
    #expect(first == otherFonts, "another font configuration gives the same bytes")
    // The configuration does change real text, so the comparison above means something.
    let plain = try shot(server, [], name: "plain.png")
    let plainOtherFonts = try shot(server, [], fontConfig: config, name: "plain-other.png")
    #expect(plain != plainOtherFonts, "Comfortaa draws differently from DejaVu Sans")

    let image = try readPNG(path: directory.appendingPathComponent("first.png").path)
    // "Hello" at 20 pt in iOS's red (255 59 48): 5 × 0.6 × 20 = 60 by 20 points, at scale 1 (an
    // edge on a half pixel covers one more row or column, partly).
    let red = Ink(image) { $0.x >= 245 && $0.y < 240 ? (245 - Double($0.y)) / (245 - 59) : nil }
    #expect((60...61).contains(red.width) && (20...21).contains(red.height), "red ink \(red)")
    #expect(abs(red.area - 60 * 20) < 12, "red area \(red.area)")
    // "Hi there" bold at 20 pt in iOS's blue (0 122 255): 8 × 12 = 96 points wide, weight changing
    // nothing; 7 blocks of 12 × 20 (the space has no ink), none of it in the space's columns.
    let blue = Ink(image) { $0.z >= 247 && $0.x < 240 ? (245 - Double($0.x)) / 245 : nil }
    #expect((96...97).contains(blue.width) && (20...21).contains(blue.height), "blue ink \(blue)")
    #expect(abs(blue.area - 7 * 12 * 20) < 16, "blue area \(blue.area)")
    let isBlue = { (p: SIMD4<UInt8>) in p.z >= 247 && p.x < 240 }
    let space = (blue.minX + 26)...(blue.minX + 34)
    #expect(!space.contains { x in (blue.minY...blue.maxY).contains { isBlue(image[x, $0]) } }, "the space is empty")
  }
}
