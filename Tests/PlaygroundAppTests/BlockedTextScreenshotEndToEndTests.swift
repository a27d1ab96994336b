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

  /// A fontconfig configuration offering only Comfortaa (not DejaVu Sans, the default family).
  private func comfortaaOnly() throws -> String {
    let fonts = "/usr/share/fonts/truetype/comfortaa"
    try #require(FileManager.default.fileExists(atPath: fonts), "the test needs the Comfortaa fonts")
    let path = directory.appendingPathComponent("fonts.conf").path
    let config = """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
      <fontconfig><dir>\(fonts)</dir><cachedir>\(directory.path)/fc-cache</cachedir></fontconfig>
      """
    try Data(config.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The bounding box of the pixels `matches` picks, as (minX, minY, maxX, maxY) inclusive.
  private func box(_ image: RGBAImage, _ matches: (SIMD4<UInt8>) -> Bool) -> (Int, Int, Int, Int)? {
    var found: (Int, Int, Int, Int)?
    for y in 0..<image.height {
      for x in 0..<image.width where matches(image[x, y]) {
        let b = found ?? (x, y, x, y)
        found = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y))
      }
    }
    return found
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
    let config = try comfortaaOnly()
    let otherFonts = try shot(server, ["--blocked-text"], fontConfig: config, name: "other-fonts.png")
    #expect(first == otherFonts, "another font configuration gives the same bytes")
    // The configuration does change real text, so the comparison above means something.
    let plain = try shot(server, [], name: "plain.png")
    let plainOtherFonts = try shot(server, [], fontConfig: config, name: "plain-other.png")
    #expect(plain != plainOtherFonts, "Comfortaa draws differently from DejaVu Sans")

    let image = try readPNG(path: directory.appendingPathComponent("first.png").path)
    // "Hello" at 20 pt in iOS's red (255 59 48): 5 × 0.6 × 20 = 60 by 20 points, at scale 1.
    let red = try #require(box(image) { $0.x > 200 && $0.y < 120 && $0.z < 120 })
    #expect((60...61).contains(red.2 - red.0 + 1) && (20...21).contains(red.3 - red.1 + 1), "red box \(red)")
    // "Hi there" bold at 20 pt in iOS's blue (0 122 255): 8 × 12 = 96 points, weight changing nothing;
    // the space (12 points after "Hi") has no ink.
    let isBlue = { (p: SIMD4<UInt8>) in p.x < 120 && p.z > 200 }
    let blue = try #require(box(image, isBlue))
    #expect((96...97).contains(blue.2 - blue.0 + 1), "blue box \(blue)")
    let space = (blue.0 + 26)...(blue.0 + 34)
    #expect(
      !space.contains { x in (blue.1...blue.3).contains { y in isBlue(image[x, y]) } }, "the space is empty")
  }
}
