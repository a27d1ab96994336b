import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// `layout-playground screenshot` as a user runs it, on a private Xvfb: the PNG changes where
/// `--after` and `--at` say it should, and `--scale 2` doubles it.
@MainActor
@Suite("screenshot under Xvfb", .serialized, .exclusiveX)
struct ScreenshotCommandEndToEndTests {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shot-\(UUID().uuidString)")

  /// Runs `screenshot` and decodes its PNG.
  private func shot(_ server: XvfbServer, _ arguments: [String], name: String) throws -> RGBAImage {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let output = directory.appendingPathComponent(name).path
    let run = try runProcess(
      try App.requireBinary(), ["screenshot", "--output", output] + arguments,
      environment: environment(["DISPLAY": server.display]), timeout: 60)
    #expect(run.status == 0, "screenshot \(arguments): \(run.summary)")
    return try readPNG(path: output)
  }

  /// The rows in which two same-sized images differ by more than a faint shade.
  private func differingRows(_ a: RGBAImage, _ b: RGBAImage) -> [Int] {
    (0..<a.height).filter { y in
      (0..<a.width).contains { x in
        let (p, q) = (SIMD4<Int>(truncatingIfNeeded: a[x, y]), SIMD4<Int>(truncatingIfNeeded: b[x, y]))
        return (0..<4).contains { abs(p[$0] - q[$0]) > 40 }
      }
    }
  }

  @Test("--after a chip click: the PNG changes in the chips' rows only; --at mid-spring differs from settled")
  func afterAndAt() throws {
    let server = try XvfbServer.start()
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    let common = ["--demo", "chips", "--size", "960x420"]
    let plain = try shot(server, common, name: "plain.png")
    let settled = try shot(server, common + ["--after", "click:Exercise 💪", "--at", "2"], name: "settled.png")
    let later = try shot(server, common + ["--after", "click:Exercise 💪", "--at", "3"], name: "later.png")
    let mid = try shot(server, common + ["--after", "click:Exercise 💪", "--at", "0.05"], name: "mid.png")
    #expect(plain.width == 960 && plain.height == 420)
    let rows = differingRows(plain, settled)
    #expect(!rows.isEmpty, "selecting a chip changes the picture")
    // The tab strip (top ~50 pt) and the bottom of the window do not change.
    #expect((rows.min() ?? 0) > 50 && (rows.max() ?? 420) < 300, "changed rows \(rows.first ?? -1)…\(rows.last ?? -1)")
    #expect(try #require(settled.difference(from: later, threshold: 0)).fraction == 0, "settled stays put")
    #expect(
      try #require(mid.difference(from: settled, threshold: 8)).fraction > 0, "mid-spring is not the settled frame")
    #expect(try #require(mid.difference(from: plain, threshold: 8)).fraction > 0, "mid-spring has moved")
  }

  @Test("--scale 2: twice the pixels each way, the same picture at twice the size")
  func scaleTwo() throws {
    let server = try XvfbServer.start()
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    let common = ["--demo", "spiral", "--size", "480x320"]
    let one = try shot(server, common, name: "one.png")
    let two = try shot(server, common + ["--scale", "2"], name: "two.png")
    #expect(one.width == 480 && one.height == 320)
    try #require(two.width == 960 && two.height == 640, "the 2× PNG is \(two.width)×\(two.height)")
    // Averaging each 2×2 block of the doubled image gives back the 1× picture, but for
    // antialiased edges and text hinting.
    var halved = RGBAImage(width: 480, height: 320)
    for y in 0..<320 {
      for x in 0..<480 {
        var sum = SIMD4<Int>(repeating: 0)
        for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
          sum &+= SIMD4<Int>(truncatingIfNeeded: two[2 * x + dx, 2 * y + dy])
        }
        let i = (y * 480 + x) * 4
        for channel in 0..<4 { halved.pixels[i + channel] = UInt8(sum[channel] / 4) }
      }
    }
    let same = try #require(halved.difference(from: one, threshold: 96))
    #expect(same.fraction < 0.02, "halved 2× vs 1×: \(same)")
    // Control: the 1× picture against the doubled one's top-left quarter is not the same.
    var quarter = RGBAImage(width: 480, height: 320)
    for y in 0..<320 {
      for x in 0..<480 {
        let i = (y * 480 + x) * 4
        let pixel = two[x, y]
        for channel in 0..<4 { quarter.pixels[i + channel] = pixel[channel] }
      }
    }
    #expect(try #require(quarter.difference(from: one, threshold: 96)).fraction > same.fraction * 3)
  }
}
