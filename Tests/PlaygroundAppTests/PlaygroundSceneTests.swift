import Demos
import Foundation
import PlaygroundApp
import PlaygroundUI
import Testing
import X11Host

/// The host scene without a window: what each key asks the host to do, the window title, and
/// the counters `--stats` reports.
@MainActor
@Suite struct PlaygroundSceneTests {
  @Test("Q and Escape quit; S asks for a screenshot named by demo; digits switch demo, retitle and redraw")
  func keys() {
    let scene = PlaygroundScene(session: fakeSession(.flow))
    _ = scene.render(size: window, time: 0)
    #expect(scene.key(.character("q"), time: 0) == .quit)
    #expect(scene.key(.escape, time: 0) == .quit)
    guard case .screenshot(let path) = scene.key(.character("s"), time: 0) else {
      Issue.record("S did not ask for a screenshot")
      return
    }
    #expect(path.hasPrefix("layout-playground-flow-") && path.hasSuffix(".png"))
    #expect(scene.title == "Layout Playground — Flow")
    #expect(scene.key(.character("2"), time: 0) == .redraw)
    #expect(scene.title == "Layout Playground — Chips")
    #expect(scene.key(.character("1"), time: 0) == .redraw)
    #expect(scene.title == "Layout Playground — Flow")
    // Keys with no shortcut change nothing, so nothing needs drawing.
    _ = scene.render(size: window, time: 0.1)
    #expect(scene.key(.left, time: 0.1) == .none)
  }

  @Test("The screenshot name carries the local date and time to the second")
  func screenshotName() throws {
    var parts = DateComponents()
    (parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second) = (2026, 3, 4, 5, 6, 7)
    let date = try #require(Calendar.current.date(from: parts))
    #expect(PlaygroundScene.screenshotPath(name: "spiral", at: date) == "layout-playground-spiral-20260304-050607.png")
    #expect(
      PlaygroundScene.screenshotPath(name: "Staircase/Tall steps", at: date)
        == "layout-playground-Staircase-Tall-steps-20260304-050607.png", "a preview's name makes a safe file name")
  }

  @Test("Counters: frames per presented frame, resize frames per new size, presses per button press")
  func counters() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scene-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let statsPath = directory.appendingPathComponent("stats.txt").path
    let tracePath = directory.appendingPathComponent("trace.jsonl").path
    let scene = PlaygroundScene(
      session: fakeSession(.chips), trace: try TraceFile(path: tracePath), stats: try StatsFile(path: statsPath))
    for (index, width) in [960, 960, 800, 700].enumerated() {
      let list = scene.render(size: CGSize(width: width, height: 640), time: Double(index))
      scene.presented(frame: list, time: Double(index))
    }
    scene.pointerDown(at: CGPoint(x: 1, y: 1), time: 5)
    scene.pointerUp(at: CGPoint(x: 1, y: 1), time: 5)
    scene.writeStats()
    let line = try String(contentsOfFile: statsPath, encoding: .utf8)
    let fields = Dictionary(
      uniqueKeysWithValues: line.split(separator: " ").map { pair in
        let parts = pair.split(separator: "=")
        return (String(parts[0]), Int(parts[1].trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1)
      })
    #expect(line.hasSuffix("\n") && line.split(separator: "\n").count == 1)
    #expect(fields["frames"] == 4)
    // The first size is the start, not a resize; 960 again is no change; 800 and 700 are two.
    #expect(fields["resize_frames"] == 2)
    #expect(fields["presses"] == 1)
    #expect(
      Set(fields.keys) == [
        "frames", "resize_frames", "presses", "text_measure_calls", "text_shaped", "text_remeasured",
        "text_shaped_lines", "text_shaping_us", "mask_hits", "mask_misses", "images_decoded", "image_bytes",
      ])
    // One trace line per presented frame, times from the first frame.
    let trace = try String(contentsOfFile: tracePath, encoding: .utf8).split(separator: "\n")
    #expect(trace.count == 4)
    #expect(trace.first?.contains("\"chips\"") == true)
  }

  @Test("The stats file is rewritten, not appended: a shorter line leaves nothing of the longer one")
  func statsRewrite() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stats-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let stats = try StatsFile(path: path)
    stats.write(["frames": 123_456, "presses": 7])
    stats.write(["frames": 1])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "frames=1\n")
  }

  @Test("A stats or trace file that cannot be written is refused, naming it")
  func unwritable() {
    #expect(throws: OutputFileError(path: "/nonexistent/dir/stats", what: "stats")) {
      try StatsFile(path: "/nonexistent/dir/stats")
    }
    #expect(throws: OutputFileError(path: "/nonexistent/dir/trace", what: "trace")) {
      try TraceFile(path: "/nonexistent/dir/trace")
    }
    #expect(OutputFileError(path: "/x/y", what: "trace").description == "cannot write the trace file /x/y")
  }
}
