import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// `screenshot --open … --at SECONDS` of a `TimelineView` clock, as a user runs it on a private
/// Xvfb: the screenshot clock's dates start at 09:41:00, so at `--at 15` the second hand
/// points to 3 o'clock and the label reads 15, at `--at 30` to 6 o'clock.
@MainActor
@Suite("TimelineView clock screenshots under Xvfb", .serialized, .exclusiveX)
struct TimelineClockScreenshotEndToEndTests {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clock-\(UUID().uuidString)")

  private static let source = """
    import SwiftUI

    struct SecondHand: View {
        var body: some View {
            TimelineView(.animation) { context in
                let seconds = context.date.timeIntervalSince1970.truncatingRemainder(dividingBy: 60)
                ZStack {
                    Color.white
                    Rectangle().fill(Color.red)
                        .frame(width: 6, height: 80)
                        .offset(y: -40)
                        .rotationEffect(.degrees(seconds * 6))
                    Text("s=\\(Int(seconds))").offset(y: 70)
                }
            }
        }
    }

    #Preview { SecondHand() }
    """

  /// The PNG and the trace of `screenshot --at at`.
  private func shot(_ server: XvfbServer, at: String) throws -> (RGBAImage, String) {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("Clock.swift")
    try Data(Self.source.utf8).write(to: file)
    let output = directory.appendingPathComponent("clock-\(at).png").path
    let trace = directory.appendingPathComponent("clock-\(at).jsonl").path
    let run = try runProcess(
      try App.requireBinary(),
      ["screenshot", "--open", file.path, "--size", "200x200", "--at", at, "--trace", trace, "--output", output],
      environment: environment(["DISPLAY": server.display]), timeout: 180)
    try #require(run.status == 0, "screenshot --at \(at): \(run.summary)")
    return (try readPNG(path: output), try String(contentsOfFile: trace, encoding: .utf8))
  }

  private func isRed(_ image: RGBAImage, _ x: Int, _ y: Int) -> Bool {
    let i = (y * image.width + x) * 4
    return image.pixels[i] > 200 && image.pixels[i + 1] < 80 && image.pixels[i + 2] < 80
  }

  @Test("the second hand and label follow --at on the screenshot clock")
  func clockAtGivenSeconds() throws {
    let server = try XvfbServer.start()
    defer {
      server.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    // The hand turns about the window's centre (100, 100); 60 pt out along it:
    let (quarter, quarterTrace) = try shot(server, at: "15")
    #expect(isRed(quarter, 160, 100), "at 15 s the hand points to 3 o'clock")
    #expect(!isRed(quarter, 100, 40), "and not to 12")
    #expect(quarterTrace.contains("s=15"))
    let (half, halfTrace) = try shot(server, at: "30")
    #expect(isRed(half, 100, 160), "at 30 s it points to 6 o'clock")
    #expect(!isRed(half, 160, 100))
    #expect(halfTrace.contains("s=30"))
  }
}
