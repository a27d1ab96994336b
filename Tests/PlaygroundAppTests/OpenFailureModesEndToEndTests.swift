import Foundation
import Testing
import XvfbTestSupport

/// Every way the user's code can end `open`'s window, as a user meets it: code that never
/// returns (a body that loops after a click; one that loops as it appears; a fix saved while it
/// hangs), a window whose watchdog cannot run, `exit(0)`, infinite recursion, memory allocated
/// without end, `fatalError` in an initializer and a `@StateObject` whose `init` traps. Each
/// ends in a sentence in the panel over a live window; `screenshot --open` ends a hang with
/// status 4.
@MainActor
@Suite("open's failure modes under Xvfb", .serialized, .exclusiveX)
struct OpenFailureModesEndToEndTests {
  /// A body that loops for good once the button is pressed (line 15: the loop).
  private static let hang = """
    import SwiftUI

    struct HangView: View {
      @State private var spinning = false

      var body: some View {
        VStack {
          Text(spinning ? "Spun \\(compute(3))" : "Idle")
          Button("Spin") { spinning = true }
        }
      }

      func compute(_ n: Int) -> Int {
        var total = n
        while total > 0 { total = total &+ 1 | 1 }
        return total
      }
    }

    #Preview { HangView() }

    """

  /// A fresh folder holding `name` with `text`.
  private func project(_ name: String, _ text: String) throws -> (folder: URL, file: URL) {
    try openedProject(name, text, prefix: "fail")
  }

  private func save(_ text: String, to file: URL) throws {
    try saveInPlace(text, to: file)
  }

  private func click(_ app: LiveApp, _ text: String) throws {
    let frame = try #require(app.waitForFrame(after: 0) { draws($0, text) }, "\(text) is not drawn")
    let view = try #require(frame.views.last { $0.kind == "text" && $0.label == text })
    app.click(x: view.midX, y: view.midY)
  }

  /// The 1-based line of the first `needle` in `text`.
  private func line(of needle: String, in text: String) throws -> Int {
    let index = try #require(text.components(separatedBy: "\n").firstIndex { $0.contains(needle) })
    return index + 1
  }

  /// The window processes `open` (process `pid`) has started and that still run.
  private func windowProcesses(of pid: Int32) -> [Int32] {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.flatMap { task in
      ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? "")
        .split(separator: " ").compactMap { Int32($0) }
    }
  }

  @Test(
    "A click that makes body loop is stopped after --hang-limit, named as function and File.swift:LINE, and the window comes back live; one whose watchdog cannot run is stopped too"
  )
  func clickThatHangs() throws {
    let (folder, file) = try project("Hang.swift", Self.hang)
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try LiveApp(command: ["open", file.path, "--hang-limit", "1", "--size", "400x500"], readyTimeout: 60)
    #expect(app.waitForFrame(after: 0, timeout: 60) { draws($0, "Idle") } != nil)
    // Waiting for events, however long, is not a hang.
    sleep(2)
    #expect(!app.stderr.contains("did not finish"), "the watchdog fired while the window was idle")
    let clicked = Date()
    try click(app, "Spin")
    #expect(app.nextReady(timeout: 20), "no window came back after the hang; stderr: \(app.stderr.suffix(600))")
    let loop = try line(of: "while total > 0", in: Self.hang)
    let sentence = "Your code did not finish within 1 s: HangView.compute(_:) at Hang.swift:\(loop)"
    let back = try #require(
      app.waitForFrame(timeout: 20) { draws($0, sentence) }, "the panel does not say \(sentence)")
    let seconds = Date().timeIntervalSince(clicked)
    // The limit, sampling and naming (≈0.2 s) and a new window (≈0.5 s) on a quiet machine.
    #expect(seconds < 1 + 3, "the window took \(seconds) s to come back")
    #expect(draws(back, "Idle"), "fresh state: the last good version, not spinning")
    #expect(app.stderr.contains(sentence), "the sentence goes to stderr too")

    // The same build comes back live: a second hang is caught the same way.
    try click(app, "Spin")
    #expect(app.nextReady(timeout: 20))
    #expect(app.waitForFrame(timeout: 20) { draws($0, sentence) && draws($0, "Idle") } != nil)

    // A window that stops entirely (its watchdog too) is stopped after the limit and a grace.
    let windows = windowProcesses(of: app.process.processIdentifier)
    try #require(windows.count == 1, "one window process: \(windows)")
    let stopped = Date()
    kill(windows[0], SIGSTOP)
    #expect(app.nextReady(timeout: 20), "the stopped window was not replaced")
    #expect(
      app.waitForFrame(timeout: 20) { drawsText(containing: "The window stopped answering", in: $0) } != nil)
    #expect(Date().timeIntervalSince(stopped) > 1 + 1.5, "a silent window is given the limit and a grace")
  }

  @Test("A fix saved while the code hangs is what comes back, with fresh state")
  func fixSavedDuringTheHang() throws {
    let (folder, file) = try project("Hang.swift", Self.hang)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A limit long enough for the fix to compile while the window hangs.
    let app = try LiveApp(command: ["open", file.path, "--hang-limit", "8", "--size", "400x500"], readyTimeout: 60)
    #expect(app.waitForFrame(after: 0, timeout: 60) { draws($0, "Idle") } != nil)
    try click(app, "Spin")
    let fixed = Self.hang.replacingOccurrences(of: "\"Idle\"", with: "\"Fixed\"")
      .replacingOccurrences(of: "while total > 0 { total = total &+ 1 | 1 }", with: "total += 1")
    try #require(fixed != Self.hang)
    usleep(300_000)
    try save(fixed, to: file)
    #expect(app.nextReady(timeout: 30), "no window came back after the hang; stderr: \(app.stderr.suffix(600))")
    let back = try #require(
      app.waitForFrame(timeout: 20) {
        draws($0, "Fixed") && drawsText(containing: "did not finish within 8 s", in: $0)
      },
      "the fix is not what came back")
    #expect(draws(back, "The newest version that builds is back, with fresh state."))
    try click(app, "Spin")
    #expect(app.waitForFrame { draws($0, "Spun 4") } != nil, "the fixed version is live")
  }

  @Test("Code that hangs as it appears is stopped once, then the window waits for a save that builds")
  func hangAsItAppears() throws {
    let hangsAtOnce = Self.hang.replacingOccurrences(
      of: "@State private var spinning = false", with: "@State private var spinning = true")
    let (folder, file) = try project("Hang.swift", hangsAtOnce)
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try LiveApp(command: ["open", file.path, "--hang-limit", "1", "--size", "400x500"], readyTimeout: 60)
    let stopped = try #require(
      app.waitForFrame(after: 0, timeout: 60) { draws($0, "Your code stopped as soon as it started") },
      "stderr: \(app.stderr.suffix(600))")
    #expect(drawsText(containing: "HangView.compute(_:) at Hang.swift:", in: stopped))
    // No loop: after a while, still the same count of hangs and one live window.
    let hangs = app.stderr.components(separatedBy: "did not finish").count - 1
    sleep(4)
    #expect(hangs == 1 && app.stderr.components(separatedBy: "did not finish").count - 1 == hangs, "\(hangs) hangs")
    #expect(app.isRunning)
    try save(Self.hang, to: file)
    #expect(app.waitForFrame(timeout: 30) { draws($0, "Idle") } != nil, "a save that builds is loaded")
  }

  /// One preview with a button for each way to die (and one to show the window is live).
  private static let modes = """
    import SwiftUI
    import Foundation

    struct Settings {
      var count: Int
      init(text: String) {
        guard let count = Int(text) else { fatalError("not a number: \\(text)") }
        self.count = count
      }
    }

    final class Model: ObservableObject {
      @Published var items: [String]
      init() {
        let stored: [String]? = nil
        items = stored!
      }
    }

    struct ModelView: View {
      @StateObject private var model = Model()
      var body: some View { Text("Items \\(model.items.count)") }
    }

    struct ModesView: View {
      @State private var taps = 0
      @State private var depth = 0
      @State private var showsModel = false

      var body: some View {
        VStack {
          Text("Taps \\(taps)")
          Button("Tap") { taps += 1 }
          Button("Exit") { exit(0) }
          Button("Recurse") { depth = recurse(1) }
          Button("Allocate") {
            var grown: [[UInt8]] = []
            while true { grown.append([UInt8](repeating: 1, count: 64 << 20)) }
          }
          Button("Parse") { taps = Settings(text: "twelve").count }
          Button("Model") { showsModel = true }
          if showsModel { ModelView() }
        }
      }

      func recurse(_ n: Int) -> Int {
        n == 0 ? 0 : 1 + recurse(n + 1)
      }
    }

    #Preview { ModesView() }

    """

  @Test(
    "exit(0), infinite recursion, memory without end, fatalError in an initializer and a @StateObject whose init traps each end in a sentence over a live window"
  )
  func otherWaysToDie() throws {
    let (folder, file) = try project("Modes.swift", Self.modes)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A small memory limit, so that running out of it is quick and cheap.
    let app = try LiveApp(
      command: ["open", file.path, "--hang-limit", "5", "--size", "400x600"],
      wrapper: ["/usr/bin/env", "LAYOUT_PLAYGROUND_MEMORY_LIMIT_GIB=1"], readyTimeout: 60)
    #expect(app.waitForFrame(after: 0, timeout: 60) { draws($0, "Taps 0") } != nil)
    let cases: [(button: String, sentence: String)] = [
      ("Exit", "Your code called exit(0)"),
      (
        "Recurse",
        "Your code overflowed the stack: ModesView.recurse(_:) at Modes.swift:\(try line(of: "1 + recurse", in: Self.modes))"
      ),
      ("Allocate", "Your code ran out of memory (limit 1 GiB)"),
      ("Parse", "Modes.swift:\(try line(of: "fatalError", in: Self.modes)): Fatal error: not a number: twelve"),
      (
        "Model",
        "Modes.swift:\(try line(of: "stored!", in: Self.modes)): Fatal error: Unexpectedly found nil while unwrapping an Optional value"
      ),
    ]
    for (button, sentence) in cases {
      try click(app, "Tap")
      #expect(app.waitForFrame { draws($0, "Taps 1") } != nil, "before \(button): the window is live")
      try click(app, button)
      #expect(app.nextReady(timeout: 30), "\(button): no window came back; stderr: \(app.stderr.suffix(600))")
      let back = app.waitForFrame(timeout: 20) { draws($0, sentence) }
      #expect(back != nil, "\(button): the panel does not say \(sentence)")
      #expect(back.map { draws($0, "Taps 0") } == true, "\(button): fresh state, the window shown")
    }
    try click(app, "Tap")
    #expect(app.waitForFrame { draws($0, "Taps 1") } != nil, "the last window is live")
    // A real quit still ends the session, with status 0.
    app.key("q")
    #expect(app.waitForExit(timeout: 10) == 0, "Q did not end the session")
  }

  @Test("screenshot --open: a hang is status 4 with the sentence on stderr; --hang-limit must be positive")
  func screenshotHang() throws {
    let hangsAtOnce = Self.hang.replacingOccurrences(
      of: "@State private var spinning = false", with: "@State private var spinning = true")
    let (folder, file) = try project("Hang.swift", hangsAtOnce)
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try XvfbServer.start()
    defer { server.stop() }
    let binary = try App.requireBinary()
    let environment = XvfbTestSupport.environment(["DISPLAY": server.display])
    let png = folder.appendingPathComponent("shot.png").path
    let run = try runProcess(
      binary, ["screenshot", "--open", file.path, "--size", "400x500", "--hang-limit", "1", "--output", png],
      environment: environment, timeout: 120)
    let loop = try line(of: "while total > 0", in: hangsAtOnce)
    #expect(run.status == 4, "\(run.summary)")
    #expect(
      run.stderr.contains("Your code did not finish within 1 s: HangView.compute(_:) at Hang.swift:\(loop)"),
      "\(run.summary)")
    #expect(!FileManager.default.fileExists(atPath: png))

    for bad in ["0", "-2", "nan", "inf", "soon"] {
      let refused = try runProcess(
        binary, ["screenshot", "--open", file.path, "--size", "400x500", "--hang-limit=\(bad)", "--output", png],
        environment: environment, timeout: 60)
      #expect(refused.status == 2, "--hang-limit \(bad): \(refused.summary)")
      #expect(refused.stderr.contains("--hang-limit must be a number of seconds greater than 0"))
    }
  }
}
