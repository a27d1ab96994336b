import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// `screenshot --open` of a file that leans on SwiftUI's layout rules (docs/layout-semantics.md):
/// a row squeezed around a `Spacer` keeps only the spacer's minimum length between its sides
/// (8 pt, not 8 + 8 + 8), and a `ZStack`'s lower-priority background takes its label's size.
@MainActor
@Suite("layout rules in a screenshot under Xvfb", .serialized, .exclusiveX)
struct LayoutRulesScreenshotEndToEndTests {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString)")

  static let file = """
    import SwiftUI

    struct Rules: View {
        var body: some View {
            VStack(spacing: 20) {
                HStack {
                    Color.red.frame(width: 50, height: 40)
                    Spacer()
                    Color.blue.frame(width: 50, height: 40)
                }
                .frame(width: 60)
                ZStack {
                    Color.green
                    Color.clear.frame(width: 70, height: 30).layoutPriority(1)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.white)
        }
    }

    #Preview { Rules() }
    """

  /// The x ranges of the runs of pixels along row `y` that `match`.
  private func runs(_ image: RGBAImage, row y: Int, _ match: (SIMD4<UInt8>) -> Bool) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start: Int?
    for x in 0...image.width {
      let hit = x < image.width && match(image[x, y])
      if hit, start == nil { start = x }
      if !hit, let s = start {
        result.append(s..<x)
        start = nil
      }
    }
    return result
  }

  @Test("8 pt between the sides of a squeezed spacer row; a ZStack background the size of its leader")
  func rules() throws {
    let server = try XvfbServer.start()
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let source = directory.appendingPathComponent("Rules.swift")
    try Data(Self.file.utf8).write(to: source)
    let output = directory.appendingPathComponent("rules.png").path
    let run = try runProcess(
      try App.requireBinary(), ["screenshot", "--open", source.path, "--size", "300x300", "--output", output],
      environment: environment(["DISPLAY": server.display]), timeout: 180)
    try #require(run.status == 0, "screenshot: \(run.summary)")
    let image = try readPNG(path: output)
    // Rows through the middle of the red/blue row and of the green box, found by colour.
    let redRow = try #require(
      (0..<image.height).first { y in !runs(image, row: y) { $0.x > 200 && $0.y < 80 }.isEmpty })
    let red = runs(image, row: redRow + 20) { $0.x > 200 && $0.y < 80 && $0.z < 80 }
    let blue = runs(image, row: redRow + 20) { $0.z > 200 && $0.x < 80 }
    try #require(red.count == 1 && blue.count == 1, "red \(red), blue \(blue)")
    #expect(red[0].count == 50 && blue[0].count == 50)
    #expect(blue[0].lowerBound - red[0].upperBound == 8, "gap \(blue[0].lowerBound - red[0].upperBound)")
    let greenRows = (0..<image.height).filter { y in
      !runs(image, row: y) { $0.y > 120 && $0.x < 100 && $0.z < 100 }.isEmpty
    }
    let green = runs(image, row: greenRows[greenRows.count / 2]) { $0.y > 120 && $0.x < 100 && $0.z < 100 }
    #expect(green.map(\.count) == [70] && greenRows.count == 30, "green \(green), rows \(greenRows.count)")
  }
}
