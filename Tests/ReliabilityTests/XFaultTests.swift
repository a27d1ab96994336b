import Foundation
import TestSupport
import Testing
import XvfbTestSupport

/// Issue item 3: X faults end in one clear sentence or graceful degradation, never a hang or a
/// crash; exit statuses as docs/command-line.md, “Exit status” (1 for runtime failures).
///
/// Every test here runs the real binary; the suite is serialised and `.exclusiveX`, so its
/// Xvfb servers never run beside another X test's.
@MainActor
@Suite("X faults", .serialized, .exclusiveX)
struct XFaultTests {
  /// One line on stderr that starts with the program's name, and no crash report.
  func expectOneSentence(_ run: Finished, containing words: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 1, "expected one line, got: \(run.stderr.prefix(600))", sourceLocation: sourceLocation)
    #expect(
      run.stderr.hasPrefix("layout-playground: ") && run.stderr.contains(words), "got: \(run.stderr.prefix(600))",
      sourceLocation: sourceLocation)
    #expect(!run.signalled && !run.timedOut, "\(run.summary)", sourceLocation: sourceLocation)
  }

  nonisolated static let windowCommands: [[String]] = [
    ["run"], ["screenshot", "--demo", "chips", "--size", "300x200", "--output", "/tmp/rel-never-written.png"],
    ["bench-frames", "--frames", "10"],
  ]

  @Test("No DISPLAY: one sentence, exit 1, within a second (run, screenshot, bench-frames)", arguments: windowCommands)
  func noDisplay(arguments: [String]) throws {
    let run = try runProcess(
      try App.requireBinary(), arguments, environment: environment(["DISPLAY": nil]), timeout: 10)
    #expect(run.status == 1)
    #expect(run.seconds < 1.5, "took \(run.seconds) s")
    expectOneSentence(run, containing: "DISPLAY")
    #expect(run.stdout.isEmpty)
  }

  @Test("A display nobody serves, and one that hangs up at once: one sentence, exit 1, within a second")
  func refusedConnection() throws {
    let binary = try App.requireBinary()
    let hangsUp = try FakeXServer(.closeAtOnce)
    defer { hangsUp.stop() }
    // A display number with no server (the fake's plus one is free: the fake skipped used ones).
    var unused = hangsUp.displayNumber + 1
    while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(unused)") { unused += 1 }
    for display in [":\(unused)", hangsUp.display] {
      for arguments in Self.windowCommands {
        let run = try runProcess(binary, arguments, environment: environment(["DISPLAY": display]), timeout: 10)
        #expect(run.status == 1, "\(display) \(arguments[0]): \(run.summary)")
        #expect(run.seconds < 1.5, "\(display) \(arguments[0]) took \(run.seconds) s")
        expectOneSentence(run, containing: "is not reachable")
      }
    }
  }

  @Test("A real server that refuses the client (access control): one sentence with its reason, exit 1")
  func accessControlRefusal() throws {
    // An Xauthority file with one wildcard MIT-MAGIC-COOKIE-1 entry: the server admits only
    // clients that present it.
    var cookie = SeededRandom(seed: UInt64(getpid()))
    var file: [UInt8] = [0xFF, 0xFF, 0, 0, 0, 0]
    let name = Array("MIT-MAGIC-COOKIE-1".utf8)
    file += [0, UInt8(name.count)] + name + [0, 16] + (0..<16).map { _ in UInt8.random(in: 0...255, using: &cookie) }
    let authority = FileManager.default.temporaryDirectory.appendingPathComponent("rel-xauth-\(UUID().uuidString)")
    try Data(file).write(to: authority)
    defer { try? FileManager.default.removeItem(at: authority) }
    let server = try XvfbServer.start(arguments: ["-auth", authority.path])
    defer { server.stop() }
    let binary = try App.requireBinary()
    let refused = try runProcess(
      binary, ["run"], environment: environment(["DISPLAY": server.display, "XAUTHORITY": "/nonexistent/xauthority"]),
      timeout: 10)
    #expect(refused.status == 1, "\(refused.summary)")
    #expect(refused.seconds < 1.5, "took \(refused.seconds) s")
    expectOneSentence(refused, containing: "refused the connection (")
    // The same server admits a client with the cookie: the refusal was the server's decision.
    let png = FileManager.default.temporaryDirectory.appendingPathComponent("rel-auth-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: png) }
    let admitted = try runProcess(
      binary, ["screenshot", "--demo", "flow", "--size", "200x100", "--output", png.path],
      environment: environment(["DISPLAY": server.display, "XAUTHORITY": authority.path]), timeout: 30)
    #expect(admitted.status == 0, "\(admitted.summary)")
  }

  @Test("A server that accepts but never answers: one sentence, exit 1, no hang")
  func silentServer() throws {
    let silent = try FakeXServer(.neverAnswer)
    defer { silent.stop() }
    let run = try runProcess(
      try App.requireBinary(), ["run"], environment: environment(["DISPLAY": silent.display]), timeout: 20)
    #expect(run.status == 1, "\(run.summary)")
    #expect(run.seconds < 8, "took \(run.seconds) s")
    expectOneSentence(run, containing: "did not answer")
  }

  @Test("The X server killed mid-animation: a sentence, exit 1, within seconds")
  func serverKilledMidAnimation() throws {
    let app = try LiveApp(demo: "spiral")
    let start = try #require(app.waitUntilSettled())
    let add = try #require(start.texts("Add a circle").first)
    let before = app.frameCount
    app.click(x: add.midX, y: add.midY)
    // Wait until the animation is under way, then kill the server.
    _ = app.waitForFrame(timeout: 5) { _ in app.frameCount > before + 3 }
    #expect(app.frameCount > before + 3, "the animation did not start")
    app.server.kill()
    let status = app.waitForExit(timeout: 5)
    #expect(status == 1, "the app must exit 1 when its server dies (status \(String(describing: status)))")
    #expect(app.stderr.contains("lost the connection to the X server"), "\(app.stderr)")
    #expect(!app.stderr.contains("crashed"))
  }

  @Test("xdotool windowkill (the server drops the client): a sentence, exit 1")
  func windowKilled() throws {
    let app = try LiveApp(demo: "chips")
    _ = app.waitUntilSettled()
    app.xdotool(["windowkill", app.windowID])
    let status = app.waitForExit(timeout: 5)
    #expect(status == 1, "status \(String(describing: status))")
    #expect(app.stderr.contains("lost the connection to the X server"), "\(app.stderr)")
  }

  @Test("xdotool windowclose (the window destroyed, the client kept): a sentence, exit 1")
  func windowDestroyedFromOutside() throws {
    let app = try LiveApp(demo: "flow")
    _ = app.waitUntilSettled()
    app.xdotool(["windowclose", app.windowID])
    let status = app.waitForExit(timeout: 5)
    #expect(status == 1, "the app must not outlive its window (status \(String(describing: status)))")
    #expect(
      app.stderr == "layout-playground: the window was destroyed by another X client; exiting.\n", "\(app.stderr)")
  }

  @Test("A 1×1 window, and a 0×0 resize request: finite frames, still responding")
  func tinyWindow() throws {
    let app = try LiveApp(demo: "chips", size: "1x1")
    let first = try #require(app.waitForFrame { $0.window.width == 1 && $0.window.height == 1 })
    #expect(first.isFinite)
    // X refuses a 0×0 size (BadValue to xdotool); the app must not notice or care.
    app.resize(width: 0, height: 0)
    app.click(x: 0, y: 0)
    app.key("3")
    let switched = try #require(app.waitForFrame { $0.demo == "equal" }, "a key press was not handled in a 1×1 window")
    #expect(switched.isFinite && switched.window.width == 1)
    app.resize(width: 2, height: 1)
    #expect(app.waitForFrame { $0.window.width == 2 } != nil)
    #expect(app.isRunning)
    app.key("q")
    #expect(app.waitForExit(timeout: 5) == 0)
    #expect(!app.stderr.contains("crashed"), "\(app.stderr)")
  }

  @Test("A 16000×16000 resize: a finite frame at that size, then back to normal")
  func hugeResize() throws {
    let app = try LiveApp(demo: "flow")
    _ = app.waitUntilSettled()
    app.resize(width: 16000, height: 16000)
    let huge = try #require(app.waitForFrame(timeout: 30) { $0.window.width == 16000 && $0.window.height == 16000 })
    #expect(huge.isFinite)
    app.resize(width: 800, height: 600)
    let back = try #require(app.waitForFrame(timeout: 30) { $0.window.width == 800 && $0.window.height == 600 })
    #expect(back.isFinite && back.views.count == huge.views.count)
    // Still answers input.
    app.key("2")
    #expect(app.waitForFrame { $0.demo == "chips" } != nil)
    app.key("q")
    #expect(app.waitForExit(timeout: 5) == 0)
  }

  @Test("No fonts (an empty fontconfig configuration): one sentence, exit 1, no crash", arguments: windowCommands)
  func missingFonts(arguments: [String]) throws {
    let server = try XvfbServer.start()
    defer { server.stop() }
    let conf = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rel-empty-fonts-\(UUID().uuidString).conf")
    try Data("<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"fonts.dtd\">\n<fontconfig></fontconfig>\n".utf8)
      .write(to: conf)
    defer { try? FileManager.default.removeItem(at: conf) }
    let run = try runProcess(
      try App.requireBinary(), arguments,
      environment: environment(["DISPLAY": server.display, "FONTCONFIG_FILE": conf.path]), timeout: 20)
    #expect(run.status == 1, "\(run.summary)")
    expectOneSentence(run, containing: "no usable font")
  }

  @Test("screenshot --strict: every shipped demo keeps the contract (exit 0, PNG written)")
  func strictScreenshots() throws {
    let server = try XvfbServer.start()
    defer { server.stop() }
    let binary = try App.requireBinary()
    for demo in ["flow", "chips", "equal", "spiral"] {
      for size in ["960x640", "1x1"] {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("rel-\(demo)-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        let run = try runProcess(
          binary, ["screenshot", "--strict", "--demo", demo, "--size", size, "--output", png.path],
          environment: environment(["DISPLAY": server.display]), timeout: 30)
        #expect(run.status == 0, "\(demo) \(size): \(run.summary)")
        #expect(FileManager.default.fileExists(atPath: png.path))
      }
    }
  }
}
