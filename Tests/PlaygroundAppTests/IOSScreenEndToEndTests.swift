import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// `screenshot --open Examples/Library.swift` as a user runs it, on a private Xvfb: the
/// NavigationView's bar draws its title and toolbar items, and a click on the toolbar's New
/// button presents the sheet — its own navigation bar with Cancel and Add — over the dimmed
/// preview, 10 pt below its top; the preview picker above stays clear.
@MainActor
@Suite("iOS screen under Xvfb", .serialized, .exclusiveX)
struct IOSScreenEndToEndTests {
  private static let example: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Library.swift")

  @Test("NavigationView + toolbar + sheet: click:New presents the sheet with its bar over the dimmed window")
  func toolbarButtonPresentsSheet() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ios-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try XvfbServer.start()
    defer { server.stop() }
    let environment = XvfbTestSupport.environment(["DISPLAY": server.display])
    func shot(_ name: String, after: [String]) throws -> (image: RGBAImage, trace: String) {
      let png = folder.appendingPathComponent("\(name).png").path
      let trace = folder.appendingPathComponent("\(name).jsonl").path
      let run = try runProcess(
        try App.requireBinary(),
        ["screenshot", "--open", Self.example.path, "--preview", "Library", "--size", "390x700"] + after + [
          "--trace", trace, "--output", png,
        ], environment: environment, timeout: 120)
      #expect(run.status == 0, "\(run.summary)")
      return (try readPNG(path: png), try String(contentsOfFile: trace, encoding: .utf8))
    }
    let before = try shot("before", after: [])
    #expect(before.trace.contains("\"text\": \"Library\""))
    #expect(before.trace.contains("\"text\": \"New\""))
    #expect(!before.trace.contains("\"text\": \"New Book\""))

    let after = try shot("after", after: ["--after", "click:New;wait:1"])
    #expect(after.trace.contains("\"text\": \"New Book\""), "the sheet's title")
    #expect(after.trace.contains("\"text\": \"Cancel\"") && after.trace.contains("\"text\": \"Add\""))
    // The preview picker (the window's top 52 pt) stays clear: the sheet covers the preview.
    let picker = after.image[10, 4]
    #expect(picker.x > 235, "the picker is not dimmed: \(picker)")
    // Above the card (less than 10 pt into the preview) the preview is dimmed: white under
    // 20 % black is about 204.
    let dimmed = after.image[195, 57]
    #expect(dimmed.x < 225 && dimmed.x > 180, "dimmed above the sheet: \(dimmed)")
    let card = after.image[195, 400]
    #expect(card.x > 230, "the sheet's grouped background below: \(card)")
  }
}
