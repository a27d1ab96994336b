import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// The lazy-list issue's end-to-end check: `screenshot --open Examples/MillionRows.swift`, a
/// million rows in a `LazyVStack`, compiles, shows its first rows, and a scripted wheel to the
/// end shows the last row at the bottom; each in well under the time building a million rows
/// took (11.6 s for a tenth of them before).
@MainActor
@Suite("A million-row lazy list under Xvfb", .serialized, .exclusiveX)
struct LazyListScreenshotEndToEndTests {
  private let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/MillionRows.swift")

  @Test(
    "The first rows show; wheel:…,3000000 scrolls to the end and Row 999999 is drawn; click:Middle scrolls to row 500000"
  )
  func millionRows() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lazy-list-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try XvfbServer.start()
    defer { server.stop() }
    let binary = try App.requireBinary()
    let env = environment(["DISPLAY": server.display])
    func shot(_ after: [String], name: String) throws -> String {
      let trace = folder.appendingPathComponent("\(name).jsonl").path
      let run = try runProcess(
        binary,
        ["screenshot", "--open", example.path, "--size", "400x300", "--trace", trace]
          + after + ["--output", folder.appendingPathComponent("\(name).png").path],
        environment: env, timeout: 120)
      try #require(run.status == 0, "\(run.summary)")
      return try String(contentsOfFile: trace, encoding: .utf8)
    }
    let top = try shot([], name: "top")
    #expect(top.contains("\"text\": \"Row 0\""))
    #expect(!top.contains("\"text\": \"Row 100\""), "rows far below the window are not drawn")
    let end = try shot(["--after", "wheel:200,150,0,3000000"], name: "end")
    #expect(end.contains("\"text\": \"Row 999999\""), "the wheel reaches the last row")
    #expect(!end.contains("\"text\": \"Row 0\""))
    // "Middle" calls proxy.scrollTo(500_000, anchor: .top): a row not built when clicked.
    let middle = try shot(["--after", "click:Middle"], name: "middle")
    #expect(middle.contains("\"text\": \"Row 500000\""), "scrollTo reaches a row not built yet")
  }
}
