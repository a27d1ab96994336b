import Foundation
import PlaygroundUI
import Testing
import XvfbTestSupport

@testable import X11Host

/// A scene that animates a circle for `animationLength` seconds after its first frame, then
/// settles, recording everything the host tells it.
@MainActor
final class RecordingScene: HostScene {
  var title = "Layout Playground — Test"
  var animationLength = 0.0
  private(set) var firstFrame: Double?
  private(set) var presentedTimes: [Double] = []
  private(set) var renderedSizes: [CGSize] = []
  private(set) var pointers: [(down: Bool, point: CGPoint)] = []
  private(set) var keys: [Key] = []
  var quitKey: Key = .character("q")

  var needsFrame: Bool {
    guard let firstFrame, let last = presentedTimes.last else { return true }
    return last < firstFrame + animationLength
  }

  func render(size: CGSize, time: Double) -> DisplayList {
    if firstFrame == nil { firstFrame = time }
    renderedSizes.append(size)
    let progress = min(1, (time - (firstFrame ?? time)) / max(animationLength, 0.001))
    return DisplayList(items: [
      .shape(
        ShapeDrawing(
          id: .detached("ball"), kind: .circle, rect: CGRect(x: 10 + 200 * progress, y: 20, width: 40, height: 40),
          paint: .fill, color: RGBAColor(red: 1, green: 0.5, blue: 0)))
    ])
  }

  func pointerDown(at point: CGPoint, time: Double) { pointers.append((true, point)) }
  func pointerUp(at point: CGPoint, time: Double) { pointers.append((false, point)) }
  func key(_ key: Key, time: Double) -> HostAction {
    keys.append(key)
    return key == quitKey ? .quit : .none
  }
  func presented(frame: DisplayList, time: Double) { presentedTimes.append(time) }
}

/// Runs `body` on a background thread (the loop blocks the main actor while it runs).
func inBackground(_ body: @escaping @Sendable () -> Void) {
  Thread.detachNewThread(body)
}

/// Runs a command line, failing with a clear sentence if the tool is missing.
@discardableResult
func runTool(_ arguments: [String], display: String) -> Int32 {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  var environment = ProcessInfo.processInfo.environment
  environment["DISPLAY"] = display
  process.environment = environment
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  do { try process.run() } catch { return -1 }
  process.waitUntilExit()
  return process.terminationStatus
}

/// A bound on how long a loop that waits for a key may run: if it is still running after
/// `seconds` (the key event was lost and the loop sits in `poll` forever), the server is
/// killed, which ends the loop with `connectionLost`, and `fired` says so for the test's
/// failure message.
final class LoopDeadline: Sendable {
  let seconds: Double
  private let state = Shared<(done: Bool, fired: Bool)>((false, false))

  init(seconds: Double = 20, server: XvfbServer) {
    self.seconds = seconds
    inBackground { [state] in
      let end = Date().addingTimeInterval(seconds)
      while Date() < end {
        if state.value.done { return }
        usleep(20_000)
      }
      guard !state.value.done else { return }
      state.value.fired = true
      server.kill()
    }
  }

  /// Stops the watch (the loop ended); true if the deadline had already fired.
  func finish() -> Bool {
    var value = state.value
    value.done = true
    state.value = value
    return value.fired
  }

  var failure: Comment { "the event loop was still running \(Int(seconds)) s later: a key event was lost" }
}

/// A thread-safe box for a value written by a background thread.
final class Shared<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

@Suite("Event loop under Xvfb", .exclusiveX)
@MainActor
struct EventLoopTests {
  @Test("Killing the X server under a running loop ends it cleanly with connectionLost")
  func serverDies() throws {
    let server = try XvfbServer.start()
    let app = try HostApp(windowSize: CGSize(width: 300, height: 200), scale: 1, displayName: server.display)
    let killedAt = Shared<Double?>(nil)
    app.onFirstFrame = {
      inBackground {
        usleep(200_000)
        killedAt.value = MonotonicClock.now()
        server.kill()
      }
    }
    let scene = RecordingScene()
    let outcome = app.run(scene)
    let ended = MonotonicClock.now()
    #expect(outcome == .connectionLost)
    #expect(outcome.exitStatus == 1)
    let killed = try #require(killedAt.value)
    #expect(ended - killed < 2, "the loop noticed within \(ended - killed) s")
    #expect(app.display.isConnectionLost)
  }

  @Test("Animating presents about 60 frames per second, and none once the scene settles")
  func framePacing() throws {
    let server = try XvfbServer.start()
    let app = try HostApp(windowSize: CGSize(width: 300, height: 200), scale: 1, displayName: server.display)
    let scene = RecordingScene()
    scene.animationLength = 0.5
    let id = app.windowID
    let display = server.display
    app.onFirstFrame = {
      inBackground {
        usleep(1_000_000)
        try? X11Window.requestClose(windowID: id, displayName: display)
      }
    }
    let outcome = app.run(scene)
    #expect(outcome == .windowClosed)
    let times = scene.presentedTimes
    let first = try #require(times.first)
    let last = try #require(times.last)
    // 0.5 s at 60 Hz is 30 intervals; allow for a loaded 2-core machine.
    #expect((26...33).contains(times.count), "\(times.count) frames")
    #expect(last - first < 0.55, "no frames after settling (last at +\(last - first) s)")
    let intervals = zip(times.dropFirst(), times).map { $0 - $1 }
    let median = intervals.sorted()[intervals.count / 2]
    #expect(abs(median - 1.0 / 60) < 0.002, "median frame interval \(median * 1000) ms")
    // Idle after settling: a handful of wakeups, not a spin.
    #expect(app.statistics.wakeups < times.count + 10)
  }

  @Test("Clicks arrive in points, keys map to Key, a resize relayouts once, q quits")
  func input() throws {
    let server = try XvfbServer.start()
    let app = try HostApp(windowSize: CGSize(width: 200, height: 150), scale: 2, displayName: server.display)
    let scene = RecordingScene()
    let id = String(app.windowID)
    let display = server.display
    let toolStatus = Shared<[Int32]>([])
    app.onFirstFrame = {
      inBackground {
        var statuses: [Int32] = []
        statuses.append(runTool(["xdotool", "mousemove", "--window", id, "40", "30", "click", "1"], display: display))
        statuses.append(runTool(["xdotool", "windowsize", id, "500", "320"], display: display))
        usleep(100_000)
        statuses.append(runTool(["xdotool", "key", "--window", id, "Escape", "shift+Tab", "s", "q"], display: display))
        toolStatus.value = statuses
      }
    }
    let deadline = LoopDeadline(server: server)
    let outcome = app.run(scene)
    #expect(!deadline.finish(), deadline.failure)
    // "q" may end the loop before the helper thread records xdotool's last status.
    for _ in 0..<200 where toolStatus.value.count < 3 { usleep(10_000) }
    #expect(toolStatus.value == [0, 0, 0], "xdotool failed or is not installed: apt-get install xdotool")
    #expect(outcome == .quit)
    #expect(scene.pointers.map(\.down) == [true, false])
    #expect(scene.pointers.first?.point == CGPoint(x: 20, y: 15), "pixels / scale 2")
    #expect(scene.keys == [.escape, .shiftTab, .character("s"), .character("q")])
    #expect(scene.renderedSizes.first == CGSize(width: 200, height: 150))
    #expect(scene.renderedSizes.last == CGSize(width: 250, height: 160))
    #expect(app.statistics.resizes == 1)
  }

  @Test("An unmapped (iconified) window presents no frames until it is mapped again")
  func unmappedPausesFrames() throws {
    let server = try XvfbServer.start()
    let app = try HostApp(windowSize: CGSize(width: 300, height: 200), scale: 1, displayName: server.display)
    let scene = RecordingScene()
    scene.animationLength = 30
    let id = String(app.windowID)
    let display = server.display
    let hidden = Shared<(from: Double, to: Double)?>(nil)
    app.onFirstFrame = {
      inBackground {
        usleep(150_000)
        runTool(["xdotool", "windowunmap", "--sync", id], display: display)
        let from = MonotonicClock.now()
        usleep(300_000)
        let to = MonotonicClock.now()
        runTool(["xdotool", "windowmap", "--sync", id], display: display)
        hidden.value = (from, to)
        usleep(150_000)
        runTool(["xdotool", "key", "--window", id, "q"], display: display)
      }
    }
    let deadline = LoopDeadline(server: server)
    #expect(app.run(scene) == .quit)
    #expect(!deadline.finish(), deadline.failure)
    let window = try #require(hidden.value)
    let duringHidden = scene.presentedTimes.filter { $0 > window.from + 0.03 && $0 < window.to }
    #expect(duringHidden.isEmpty, "\(duringHidden.count) frames while unmapped")
    #expect(scene.presentedTimes.contains { $0 > window.to }, "animation resumes after mapping")
  }

  @Test("Uncovering the window repaints from the back buffer without rendering a frame")
  func exposeCopies() throws {
    let server = try XvfbServer.start()
    let app = try HostApp(windowSize: CGSize(width: 300, height: 200), scale: 1, displayName: server.display)
    let scene = RecordingScene()
    let id = app.windowID
    let display = server.display
    app.onFirstFrame = {
      inBackground {
        // Another client's window covers ours, then goes away: the server sends Expose.
        if let other = try? X11Display(name: display) {
          let cover = X11Window(display: other, width: 200, height: 150, minWidth: 1, minHeight: 1, title: "cover")
          cover.map()
          other.sync()
          usleep(100_000)
          withExtendedLifetime(cover) {}
        }
        usleep(100_000)
        try? X11Window.requestClose(windowID: id, displayName: display)
      }
    }
    #expect(app.run(scene) == .windowClosed)
    #expect(app.statistics.framesPresented == 1)
    #expect(app.statistics.exposeCopies >= 1)
  }

  @Test("The window carries a UTF-8 title, class, pid, icon and minimum size; titles update")
  func windowProperties() throws {
    let server = try XvfbServer.start()
    let app = try HostApp(windowSize: CGSize(width: 300, height: 200), scale: 1, displayName: server.display)
    let window = app.window
    let name = try #require(window.property("_NET_WM_NAME"))
    #expect(name.type == "UTF8_STRING" && String(decoding: name.bytes, as: UTF8.self) == "Layout Playground")
    let wmClass = try #require(window.property("WM_CLASS"))
    #expect(wmClass.bytes == Array("layout-playground\0LayoutPlayground\0".utf8))
    let pid = try #require(window.property("_NET_WM_PID"))
    #expect(pid.bytes.withUnsafeBytes { $0.load(as: UInt.self) } == UInt(getpid()))
    let icon = try #require(window.property("_NET_WM_ICON"))
    #expect(icon.type == "CARDINAL" && icon.bytes.count == (2 + 32 * 32 + 2 + 64 * 64) * MemoryLayout<UInt>.size)
    let hints = try #require(window.property("WM_NORMAL_HINTS"))
    let words = hints.bytes.withUnsafeBytes { Array($0.bindMemory(to: UInt.self)) }
    #expect(words[0] & (1 << 4) != 0 && words[5] == 240 && words[6] == 160, "PMinSize 240×160")
    #expect(window.property("WM_PROTOCOLS") != nil)

    // The scene's title replaces it after the first frame, em dash and all.
    let scene = RecordingScene()
    scene.quitKey = .escape
    let id = String(app.windowID)
    let display = server.display
    app.onFirstFrame = {
      inBackground { runTool(["xdotool", "key", "--window", id, "Escape"], display: display) }
    }
    let deadline = LoopDeadline(server: server)
    #expect(app.run(scene) == .quit)
    #expect(!deadline.finish(), deadline.failure)
    let renamed = try #require(window.property("_NET_WM_NAME"))
    #expect(String(decoding: renamed.bytes, as: UTF8.self) == "Layout Playground — Test")
    let legacy = try #require(window.property("WM_NAME"))
    #expect(legacy.type == "UTF8_STRING" && legacy.bytes == renamed.bytes)
  }
}
