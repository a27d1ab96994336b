import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// `layout-playground open` as a user runs it: the shipped example opened from a folder of its
/// own on a private Xvfb, edited in place and by rename while the window runs, broken and fixed,
/// made to trap; the preview picker and `--preview`; and `screenshot --open`.
@MainActor
@Suite("open under Xvfb", .serialized, .exclusiveX)
struct OpenCommandEndToEndTests {
  /// The example as shipped (Examples/Staircase.swift), copied so the test can edit it.
  private static let example: String = {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return (try? String(contentsOf: repository.appendingPathComponent("Examples/Staircase.swift"), encoding: .utf8))
      ?? ""
  }()

  /// A fresh folder holding `Staircase.swift` with `text`.
  private func project(_ text: String = example) throws -> (folder: URL, file: URL) {
    try #require(!text.isEmpty, "Examples/Staircase.swift is missing")
    return try openedProject("Staircase.swift", text)
  }

  /// Saves as many editors do: a temporary file renamed over the original.
  private func saveByRename(_ text: String, to file: URL) throws {
    let temporary = file.deletingLastPathComponent().appendingPathComponent(".Staircase.swift.tmp")
    try text.write(to: temporary, atomically: false, encoding: .utf8)
    guard rename(temporary.path, file.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
  }

  private func click(_ app: LiveApp, _ text: String) throws {
    let frame = try #require(app.lastFrame)
    let view = try #require(frame.views.first { $0.kind == "text" && $0.label == text }, "\(text) is not drawn")
    app.click(x: view.midX, y: view.midY)
  }

  /// The 1-based line and column of the first `needle` in `text`.
  private func location(of needle: String, in text: String) throws -> (line: Int, column: Int) {
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      if let range = line.range(of: needle) {
        return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
      }
    }
    throw CocoaError(.fileReadUnknown)
  }

  @Test(
    "Edits in place and by rename reload with @State kept; a compile error shows file:line:col over the live old version until fixed"
  )
  func reloadKeepsStateAndShowsErrors() throws {
    let (folder, file) = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try LiveApp(command: ["open", folder.path, "--size", "800x520"], readyTimeout: 60)
    #expect(app.waitForFrame(timeout: 60) { draws($0, "Step 5") } != nil, "the example's first preview is shown")
    try click(app, "Add a step")
    #expect(app.waitForFrame { draws($0, "Step 6") } != nil, "a click adds a step")

    // In place: "Step" becomes "Stair"; the six steps (state) survive.
    let stairs = Self.example.replacingOccurrences(of: "Text(\"Step \\(", with: "Text(\"Stair \\(")
    try #require(stairs != Self.example)
    try saveInPlace(stairs, to: file)
    let reloaded = try #require(
      app.waitForFrame(timeout: 30) { draws($0, "Stair 1") }, "no reload after an in-place save")
    #expect(draws(reloaded, "Stair 6"), "@State survived the reload")
    #expect(app.waitForFrame { drawsText(containing: "Reloaded in", in: $0) } != nil, "the status says it reloaded")

    // By rename: "Stair" becomes "Level".
    let levels = stairs.replacingOccurrences(of: "Text(\"Stair \\(", with: "Text(\"Level \\(")
    try saveByRename(levels, to: file)
    let renamed = try #require(
      app.waitForFrame(timeout: 30) { draws($0, "Level 1") }, "no reload after a rename-over save")
    #expect(draws(renamed, "Level 6"), "@State survived the second reload")

    // A compile error: shown as File.swift:LINE:COL over the old version, which stays live.
    let broken = levels.replacingOccurrences(of: "Text(\"Level \\(", with: "Txt(\"Level \\(")
    let (line, column) = try location(of: "Txt(", in: broken)
    try saveInPlace(broken, to: file)
    let message = "Staircase.swift:\(line):\(column): error: cannot find 'Txt' in scope"
    let failed = try #require(
      app.waitForFrame(timeout: 30) { draws($0, message) }, "the error is not drawn as \(message)")
    #expect(draws(failed, "Level 6"), "the last good version stays underneath")
    #expect(app.stderr.contains(message), "the diagnostics go to stderr too")
    try click(app, "Add a step")
    #expect(app.waitForFrame { draws($0, "Level 7") } != nil, "the old version stays interactive under the errors")

    // Fixed: the errors go.
    try saveInPlace(levels, to: file)
    let fixed = try #require(app.waitForFrame(timeout: 30) { !draws($0, message) && draws($0, "Level 7") })
    #expect(!fixed.views.contains { $0.label.contains("error:") })
  }

  @Test("--preview picks the preview; the picker switches; a trap brings back the last good version with its message")
  func previewsAndTraps() throws {
    let trapping = Self.example.replacingOccurrences(of: "steps = max(0, steps - 1)", with: "steps = [0][steps]")
    try #require(trapping != Self.example)
    let (folder, file) = try project(trapping)
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try LiveApp(
      command: ["open", file.path, "--preview", "Wide steps", "--size", "800x520"], readyTimeout: 60)
    let wide = try #require(app.waitForFrame(timeout: 60) { draws($0, "Three") })
    #expect(wide.demo == "Wide steps")
    #expect(draws(wide, "Staircase"), "a picker tab for each preview")
    try click(app, "Staircase")
    #expect(app.waitForFrame { $0.demo == "Staircase" && draws($0, "Step 1") } != nil, "the picker switches previews")

    let clicked = Date()
    try click(app, "Remove a step")
    #expect(app.nextReady(timeout: 20), "no window came back after the trap; stderr: \(app.stderr.suffix(600))")
    let (line, _) = try location(of: "[0][steps]", in: trapping)
    let back = try #require(
      app.waitForFrame(timeout: 20) { draws($0, "Step 1") && drawsText(containing: "Index out of range", in: $0) },
      "the trap's message is not shown over the last good version")
    let seconds = Date().timeIntervalSince(clicked)
    // A second on a quiet machine (PERFORMANCE.md); this allows for a loaded CI machine.
    #expect(seconds < 4, "the window took \(seconds) s to come back")
    #expect(drawsText(containing: "Staircase.swift:\(line)", in: back), "the trap's line is named")
    #expect(back.demo == "Staircase", "the restarted window shows the preview the user had picked")
    try click(app, "Add a step")
    #expect(app.waitForFrame { draws($0, "Step 6") } != nil, "the window that came back is live")
  }

  @Test(
    "screenshot --open: --preview, --after and --trace; a compile error is status 2 and no PNG; no preview and an unknown one are status 2"
  )
  func screenshotOpen() throws {
    let (folder, file) = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try XvfbServer.start()
    defer { server.stop() }
    let binary = try App.requireBinary()
    let environment = XvfbTestSupport.environment(["DISPLAY": server.display])
    let png = folder.appendingPathComponent("shot.png").path
    let trace = folder.appendingPathComponent("shot.jsonl").path
    let run = try runProcess(
      binary,
      [
        "screenshot", "--open", file.path, "--preview", "Staircase", "--size", "640x480", "--after",
        "click:Add a step;wait:1", "--trace", trace, "--output", png,
      ], environment: environment, timeout: 120)
    #expect(run.status == 0, "\(run.summary)")
    let image = try readPNG(path: png)
    #expect(image.width == 640 && image.height == 480)
    let line = try String(contentsOfFile: trace, encoding: .utf8)
    #expect(line.contains("\"text\": \"Step 6\""), "the traced frame is after the click")
    #expect(line.contains("\"demo\": \"Staircase\""))

    let brokenFile = folder.appendingPathComponent("Broken.swift")
    try Self.example.replacingOccurrences(of: "Text(\"Step", with: "Txt(\"Step").write(
      to: brokenFile, atomically: false, encoding: .utf8)
    try FileManager.default.removeItem(atPath: png)
    let broken = try runProcess(
      binary, ["screenshot", "--open", brokenFile.path, "--size", "640x480", "--output", png], environment: environment,
      timeout: 120)
    #expect(broken.status == 2, "\(broken.summary)")
    #expect(broken.stderr.contains("Broken.swift:") && broken.stderr.contains("error: cannot find 'Txt' in scope"))
    #expect(!FileManager.default.fileExists(atPath: png), "no PNG for code that does not build")

    let plain = folder.appendingPathComponent("Plain.swift")
    try "import SwiftUI\nstruct Plain: View { var body: some View { Text(\"x\") } }\n".write(
      to: plain, atomically: false, encoding: .utf8)
    let none = try runProcess(binary, ["open", plain.path], environment: environment, timeout: 60)
    #expect(
      none.status == 2 && none.stderr.contains("no preview") && none.stderr.contains("#Preview"), "\(none.summary)")
    let noCompiler = try runProcess(
      binary, ["open", file.path],
      environment: XvfbTestSupport.environment(["DISPLAY": server.display, "PATH": "/usr/bin:/bin"]), timeout: 60)
    #expect(noCompiler.status == 1 && noCompiler.stderr.contains("swiftc"), "no swiftc on PATH: \(noCompiler.summary)")
    #expect(noCompiler.stderr.split(separator: "\n").count == 1, "one sentence: \(noCompiler.stderr)")
    let unknown = try runProcess(
      binary, ["open", file.path, "--preview", "Nope"], environment: environment, timeout: 60)
    #expect(unknown.status == 2 && unknown.stderr.contains("Staircase, Wide steps"), "\(unknown.summary)")
  }

  /// Work user code puts on the main queue, as SwiftUI code does.
  private static let asynchronous = """
    import SwiftUI
    import Foundation

    struct AsyncView: View {
      @State private var queued = "queued: before"
      @State private var awaited = "awaited: before"
      var body: some View {
        VStack {
          Text(queued)
          Text(awaited)
        }
        .onAppear { DispatchQueue.main.async { queued = "queued: after" } }
        .task {
          try? await Task.sleep(for: .milliseconds(50))
          awaited = "awaited: after"
        }
      }
    }

    #Preview { AsyncView() }
    """

  @Test(
    "The main queue runs: DispatchQueue.main.async and a task resuming after await update the live window; screenshot drains what is queued"
  )
  func mainQueueRuns() throws {
    let (folder, file) = try project(Self.asynchronous)
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try LiveApp(command: ["open", file.path, "--size", "400x200"], readyTimeout: 60)
    #expect(
      app.waitForFrame(timeout: 60) { draws($0, "queued: after") && draws($0, "awaited: after") } != nil,
      "main-queue work and a resumed task reach the window")

    let server = try XvfbServer.start()
    defer { server.stop() }
    let trace = folder.appendingPathComponent("shot.jsonl").path
    let run = try runProcess(
      try App.requireBinary(),
      [
        "screenshot", "--open", file.path, "--size", "400x200", "--trace", trace, "--output",
        folder.appendingPathComponent("shot.png").path,
      ], environment: XvfbTestSupport.environment(["DISPLAY": server.display]), timeout: 120)
    #expect(run.status == 0, "\(run.summary)")
    #expect(try String(contentsOfFile: trace, encoding: .utf8).contains("\"text\": \"queued: after\""))
  }

  /// A Combine timer counter as Apple's `onReceive` examples write it, an `#if os(iOS)` branch,
  /// and a value delivered through `receive(on: RunLoop.main)`.
  static let ticking = """
    import Combine
    import SwiftUI

    struct Ticker: View {
      let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
      @State private var ticks = 0
      @State private var echo = "none"

      var body: some View {
        VStack {
          Text("ticks \\(ticks)")
            .onReceive(timer) { _ in ticks += 1 }
          Text("echo \\(echo)")
            .onReceive(Just("run loop").receive(on: RunLoop.main)) { echo = $0 }
          #if os(iOS)
          Text("platform: iOS")
          #else
          Text("platform: other")
          #endif
        }
      }
    }

    #Preview { Ticker() }
    """

  @Test(
    "Combine in opened code: a Timer.publish counter ticks in the window and on screenshot's clock; RunLoop.main delivers; --platform picks the #if branch"
  )
  func combineTimerAndPlatform() throws {
    let (folder, file) = try project(Self.ticking)
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try LiveApp(command: ["open", file.path, "--size", "400x200"], readyTimeout: 60)
    #expect(
      app.waitForFrame(timeout: 30) {
        draws($0, "ticks 2") && draws($0, "echo run loop") && draws($0, "platform: iOS") && draws($0, "iOS")
      } != nil, "the timer ticks in real time, the main run loop runs, the status line names the platform")

    let server = try XvfbServer.start()
    defer { server.stop() }
    func shot(_ extra: [String]) throws -> String {
      let trace = folder.appendingPathComponent("shot-\(UUID().uuidString).jsonl").path
      let run = try runProcess(
        try App.requireBinary(),
        ["screenshot", "--open", file.path, "--size", "400x200", "--trace", trace, "--output", trace + ".png"] + extra,
        environment: XvfbTestSupport.environment(["DISPLAY": server.display]), timeout: 120)
      #expect(run.status == 0, "\(run.summary)")
      return try String(contentsOfFile: trace, encoding: .utf8)
    }
    let waited = try shot(["--after", "wait:3.5"])
    #expect(waited.contains("\"text\": \"ticks 3\""), "three ticks in 3.5 s of the injected clock")
    #expect(waited.contains("\"text\": \"echo run loop\""))
    #expect(waited.contains("\"text\": \"platform: iOS\""))
    let mac = try shot(["--platform", "macos", "--at", "2"])
    #expect(mac.contains("\"text\": \"ticks 2\""), "--at runs the clock too")
    #expect(mac.contains("\"text\": \"platform: other\""))
  }
}
