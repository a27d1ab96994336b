import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// `screenshot --open … --device iphone --color-scheme dark` as a user runs it, on a private
/// Xvfb: the PNG is the device's screen (393 × 852 pt); a colour that ignores the safe area
/// fills under the status bar in iOS's dark red; content that does not stays below it, on the
/// dark system background; the Dynamic Island and the home indicator are drawn.
@MainActor
@Suite("device screenshots under Xvfb", .serialized, .exclusiveX)
struct DeviceScreenshotEndToEndTests {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("device-\(UUID().uuidString)")

  private func shot(_ server: XvfbServer, source: String, _ arguments: [String]) throws -> RGBAImage {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("Screen.swift")
    try Data(source.utf8).write(to: file)
    let output = directory.appendingPathComponent("shot-\(UUID().uuidString).png").path
    let run = try runProcess(
      try App.requireBinary(), ["screenshot", "--open", file.path, "--output", output] + arguments,
      environment: environment(["DISPLAY": server.display]), timeout: 120)
    try #require(run.status == 0, "screenshot \(arguments): \(run.summary)")
    return try readPNG(path: output)
  }

  private func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
    let i = (y * image.width + x) * 4
    return image.pixels[i..<i + 3].map(Int.init)
  }

  private func near(_ a: [Int], _ b: [Int], within tolerance: Int = 3) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test("dark iPhone: red under the status bar when ignoring the safe area, the dark background when not")
  func darkPhone() throws {
    let server = try XvfbServer.start()
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    let ignoring = try shot(
      server,
      source: """
        import SwiftUI
        #Preview { Color.red.ignoresSafeArea() }
        """, ["--device", "iphone", "--color-scheme", "dark"])
    #expect(ignoring.width == 393 && ignoring.height == 852)
    // iOS's dark systemRed (255, 69, 58), seen through the status bar's 4 % white tint.
    let underBar = pixel(ignoring, 20, 20)
    #expect(near(underBar, [255, 76, 66], within: 4), "under the status bar: \(underBar)")
    #expect(near(pixel(ignoring, 196, 400), [255, 69, 58]), "mid-screen: \(pixel(ignoring, 196, 400))")
    // The Dynamic Island is black; the home indicator is white in dark.
    #expect(near(pixel(ignoring, 196, 29), [0, 0, 0]))
    #expect(pixel(ignoring, 196, 852 - 11)[0] > 200)

    let safe = try shot(
      server,
      source: """
        import SwiftUI
        #Preview { Color.red }
        """, ["--device", "iphone", "--color-scheme", "dark"])
    // Above the safe area: the black system background under the faint tint.
    #expect(near(pixel(safe, 20, 20), [10, 10, 10], within: 4), "above the safe area: \(pixel(safe, 20, 20))")
    #expect(near(pixel(safe, 20, 70), [255, 69, 58]), "inside it: \(pixel(safe, 20, 70))")
    #expect(near(pixel(safe, 20, 852 - 20), [10, 10, 10], within: 4))
  }
}
