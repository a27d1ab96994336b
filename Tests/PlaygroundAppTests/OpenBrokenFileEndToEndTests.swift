import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// `screenshot --open FOLDER` where one file does not build: the other file's preview renders,
/// with the broken file's error in the panel and on standard error; asking for the broken
/// file's preview is status 2.
@MainActor
@Suite("open with a broken file under Xvfb", .serialized, .exclusiveX)
struct OpenBrokenFileEndToEndTests {
  @Test func theOtherFilesPreviewRendersBesideTheError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("open-broken-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = "import SwiftUI\n\nstruct Good: View {\n  var body: some View { Text(\"Good file\") }\n}\n\n"
    try (good + "#Preview(\"Good\") { Good() }\n").write(
      to: folder.appendingPathComponent("Good.swift"), atomically: false, encoding: .utf8)
    let bad = "import SwiftUI\n\nstruct Bad: View {\n  var body: some View { Text(missingName) }\n}\n\n"
    try (bad + "#Preview(\"Bad\") { Bad() }\n").write(
      to: folder.appendingPathComponent("Bad.swift"), atomically: false, encoding: .utf8)
    let server = try XvfbServer.start()
    defer { server.stop() }
    let binary = try App.requireBinary()
    let environment = XvfbTestSupport.environment(["DISPLAY": server.display])
    let png = folder.appendingPathComponent("shot.png").path
    let trace = folder.appendingPathComponent("shot.jsonl").path
    let run = try runProcess(
      binary, ["screenshot", "--open", folder.path, "--size", "500x300", "--trace", trace, "--output", png],
      environment: environment, timeout: 120)
    #expect(run.status == 0, "\(run.summary)")
    #expect(run.stderr.contains("Bad.swift:4:30: error: cannot find 'missingName' in scope"), "\(run.summary)")
    let line = try String(contentsOfFile: trace, encoding: .utf8)
    #expect(line.contains("\"text\": \"Good file\""))
    #expect(line.contains("Bad.swift:4:30: error: cannot find 'missingName' in scope"), "the panel shows the error")
    #expect(line.contains("Bad.swift does not build"))
    #expect(FileManager.default.fileExists(atPath: png))

    try FileManager.default.removeItem(atPath: png)
    let asked = try runProcess(
      binary, ["screenshot", "--open", folder.path, "--preview", "Bad", "--size", "500x300", "--output", png],
      environment: environment, timeout: 120)
    #expect(asked.status == 2 && asked.stderr.contains("left out of the build"), "\(asked.summary)")
    #expect(!FileManager.default.fileExists(atPath: png))
  }
}
