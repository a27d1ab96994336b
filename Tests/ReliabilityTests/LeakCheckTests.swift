import Foundation
import Testing
import XvfbTestSupport

/// Issue item 4, leaks: valgrind memcheck over scripted runs of the debug binary finds no
/// definite leak in project code.
///
/// CI runs `layout --strict` over every layout, a `screenshot` after scripted actions, and a
/// short interactive session of the real app (clicks, a resize, a demo switch, an animation, a
/// PNG screenshot, quit). With `LONG_SOAK=1`
/// the session clicks and resizes ten times as much. To run it by hand:
///
///     valgrind --leak-check=full --show-leak-kinds=definite --num-callers=40 \
///       .build/debug/layout-playground layout --strict --input cases.json
@MainActor
@Suite("Leak check (valgrind memcheck)", .serialized)
struct LeakCheckTests {
  static func valgrind() throws -> String {
    guard let path = App.which("valgrind") else {
      throw App.MissingTool(description: "valgrind is not installed: apt-get install valgrind (scripts/setup.sh installs it)")
    }
    return path
  }

  static func memcheck(logFile: String) throws -> [String] {
    [
      try valgrind(), "--tool=memcheck", "--leak-check=full", "--show-leak-kinds=definite",
      "--errors-for-leak-kinds=definite", "--num-callers=40", "--log-file=\(logFile)",
    ]
  }

  func expectNoProjectLeaks(_ report: ValgrindReport, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(report.isComplete, "\(what): memcheck did not finish its leak check", sourceLocation: sourceLocation)
    let leaks = report.projectLeaks
    #expect(
      leaks.isEmpty,
      "\(what): \(leaks.count) definite leaks in project code:\n\(leaks.prefix(3).map { ([$0.header] + $0.frames.prefix(25)).joined(separator: "\n  ") }.joined(separator: "\n\n"))",
      sourceLocation: sourceLocation)
    print("memcheck \(what): \(report.summary); definite records: \(report.definite.count) (library-internal: \(report.definite.count - leaks.count))")
  }

  @Test("layout --strict over every layout: no definite leak in project code")
  func layoutCommand() throws {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("rel-vg-\(UUID().uuidString).log").path
    defer { try? FileManager.default.removeItem(atPath: log) }
    let cases = LayoutInputFuzzer.layouts.map { layout in
      #"{"layout": "\#(layout)", "width": 300, "height": null, "items": [[50, 20], [120, 30], [10, 10], [300, 5]]}"#
    }
    let input = "[" + cases.joined(separator: ", ") + "]"
    let run = try runProcess(
      try App.requireBinary(), ["layout", "--strict"], stdin: Array(input.utf8), timeout: 120)
    #expect(run.status == 0)
    let checked = try runProcess(
      try Self.valgrind(), Array(try Self.memcheck(logFile: log).dropFirst()) + [try App.requireBinary(), "layout", "--strict"],
      stdin: Array(input.utf8), timeout: 120)
    #expect(checked.status == 0 && checked.stdout == run.stdout, "\(checked.summary)")
    expectNoProjectLeaks(ValgrindReport(log: (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""), "layout")
    // And a malformed input: the error path frees what it parsed.
    let bad = try runProcess(
      try Self.valgrind(), Array(try Self.memcheck(logFile: log).dropFirst()) + [try App.requireBinary(), "layout"],
      stdin: Array(#"[{"layout": "flow", "width": 1, "height": null, "items": [[1, 2], [3, "x"]]}]"#.utf8), timeout: 120)
    #expect(bad.status == 2)
    expectNoProjectLeaks(ValgrindReport(log: (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""), "layout (malformed)")
  }

  @Test("A scripted session of the real app: no definite leak in project code")
  func interactiveSession() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rel-vg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let log = directory.appendingPathComponent("memcheck.log").path
    let started = Date()
    let app = try LiveApp(
      demo: "chips", size: "640x480", wrapper: try Self.memcheck(logFile: log), directory: directory, readyTimeout: 120)
    let start = try #require(app.waitUntilSettled(quiet: 1.5, timeout: 60))
    let chip = try #require(start.views.first { $0.kind == "text" && $0.label.hasPrefix("Exercise") })
    let rounds = Soak.scale(short: 1, long: 10)
    for round in 0..<rounds {
      app.click(x: chip.midX, y: chip.midY, times: 3, delayMilliseconds: 50)
      app.resize(width: 600 + round * 7, height: 460)
      _ = app.waitUntilSettled(quiet: 1, timeout: 60)
    }
    app.key("4")
    let spiral = try #require(app.waitForFrame(timeout: 60) { $0.demo == "spiral" })
    if let add = spiral.views.first(where: { $0.kind == "text" && $0.label == "Add a circle" }) {
      app.click(x: add.midX, y: add.midY)
    }
    _ = app.waitUntilSettled(quiet: 1, timeout: 60)
    app.key("i")
    app.key("s")
    _ = app.waitUntilSettled(quiet: 1, timeout: 60)
    app.key("q")
    let status = app.waitForExit(timeout: 120)
    #expect(status == 0, "the session under valgrind ended with \(String(describing: status)); stderr: \(app.stderr.suffix(500))")
    let screenshots = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".png") }
    #expect(screenshots.count == 1, "the S key's screenshot: \(screenshots)")
    expectNoProjectLeaks(ValgrindReport(log: (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""), "session")
    print("memcheck session took \(String(format: "%.0f", Date().timeIntervalSince(started))) s")
  }

  @Test("screenshot after scripted clicks, a demo switch and an animation: no definite leak in project code")
  func screenshotCommand() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rel-vg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let server = try XvfbServer.start()
    defer { server.stop() }
    let log = directory.appendingPathComponent("memcheck.log").path
    let png = directory.appendingPathComponent("shot.png").path
    let run = try runProcess(
      try Self.valgrind(),
      Array(try Self.memcheck(logFile: log).dropFirst()) + [
        try App.requireBinary(), "screenshot", "--strict", "--demo", "chips", "--size", "480x320",
        "--after", "click:Exercise 💪;wait:0.2;key:4;click:Add a circle;wait:0.3", "--at", "0.1", "--output", png,
      ],
      environment: environment(["DISPLAY": server.display]), timeout: 180)
    #expect(run.status == 0, "\(run.summary)")
    #expect(FileManager.default.fileExists(atPath: png))
    expectNoProjectLeaks(ValgrindReport(log: (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""), "screenshot")
  }

  @Test("The report blames project allocations and not C libraries' own")
  func reportClassification() {
    let log = """
      ==1== 288 (256 direct, 32 indirect) bytes in 1 blocks are definitely lost in loss record 553 of 656
      ==1==    at 0x48417B4: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
      ==1==    by 0x49FE431: ??? (in /usr/lib/x86_64-linux-gnu/libfontconfig.so.1.12.0)
      ==1==    by 0x49AD522: XftInit (in /usr/lib/x86_64-linux-gnu/libXft.so.2.3.6)
      ==1==    by 0x35BE8C: $s7X11Host7FontSetC4open (FontSet.swift:115)
      ==1== 
      ==1== 48 bytes in 1 blocks are definitely lost in loss record 12 of 656
      ==1==    at 0x48417B4: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
      ==1==    by 0x4F0A2B1: swift_slowAlloc (in /opt/swift/usr/lib/swift/linux/libswiftCore.so)
      ==1==    by 0x4F0A2C1: swift_allocObject (in /opt/swift/usr/lib/swift/linux/libswiftCore.so)
      ==1==    by 0x31C598: $s12PlaygroundUI9ViewGraphC4root (ViewGraph.swift:37)
      ==1== 
      ==1== LEAK SUMMARY:
      """
    let report = ValgrindReport(log: log)
    #expect(report.definite.count == 2)
    #expect(report.projectLeaks.count == 1)
    #expect(report.projectLeaks.first?.header.hasPrefix("48 bytes") == true)
  }
}
