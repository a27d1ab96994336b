import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// The platform issue's end-to-end check, as a user runs it on a private Xvfb:
/// `screenshot --open … --device iphone --color-scheme dark` of an unchanged iOS file that uses
/// `.ignoresSafeArea`, `.toolbar`, `Color(.systemBackground)` and `UIScreen.main.bounds`.
/// Expected as iOS draws it: the screen is 393 × 852 pt; the header's background (a style
/// background ignores the safe area) fills up under the navigation bar and the status bar; the
/// page behind is the dark system background (black); the toolbar's button is
/// in the navigation bar; the screen's width reads 393.
@MainActor
@Suite("iOS platform under Xvfb", .serialized, .exclusiveX)
struct IOSPlatformEndToEndTests {
  private let source = """
    import SwiftUI
    import UIKit

    struct ProfileScreen: View {
      var body: some View {
        NavigationView {
          VStack(spacing: 0) {
            Text("Header").frame(maxWidth: .infinity, minHeight: 120).background(Color.orange)
            Text("Screen \\(Int(UIScreen.main.bounds.width)) pt")
            Spacer()
          }
          .background(Color(.systemBackground))
          .toolbar {
            ToolbarItem(placement: .navigationBarTrailing) { Button("Edit") {} }
          }
          .navigationBarTitleDisplayMode(.inline)
        }
      }
    }

    #Preview { ProfileScreen() }
    """

  @Test("a dark iPhone screen: header under the status bar, black page, toolbar button, UIScreen's width")
  func darkIPhoneScreen() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ios-platform-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("ProfileScreen.swift")
    try Data(source.utf8).write(to: file)
    let server = try XvfbServer.start()
    defer { server.stop() }
    let png = folder.appendingPathComponent("shot.png").path
    let trace = folder.appendingPathComponent("shot.jsonl").path
    let run = try runProcess(
      try App.requireBinary(),
      [
        "screenshot", "--open", file.path, "--device", "iphone", "--color-scheme", "dark", "--trace", trace,
        "--output", png,
      ], environment: environment(["DISPLAY": server.display]), timeout: 120)
    try #require(run.status == 0, "\(run.summary)")
    let image = try readPNG(path: png)
    let lines = try String(contentsOfFile: trace, encoding: .utf8)
    #expect(image.width == 393 && image.height == 852)
    #expect(lines.contains("\"text\": \"Screen 393 pt\""), "UIScreen.main.bounds is the device's screen")
    #expect(lines.contains("\"text\": \"Edit\""), "the toolbar's button is drawn")
    func pixel(_ x: Int, _ y: Int) -> [Int] {
      let i = (y * image.width + x) * 4
      return image.pixels[i..<i + 3].map(Int.init)
    }
    // iOS's dark orange (255, 159, 10) under the status bar, seen through its faint tint.
    let header = pixel(10, 20)
    #expect(header[0] > 240 && (150...175).contains(header[1]) && header[2] < 40, "header under the bar: \(header)")
    // Far below the header, the page is the dark system background.
    let page = pixel(10, 600)
    #expect(page.allSatisfy { $0 < 20 }, "the page is black: \(page)")
  }
}
