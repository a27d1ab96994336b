import Foundation
import Testing
import X11Host
import XvfbTestSupport

/// `layout-playground run` as a user runs it, on a private Xvfb, driven with xdotool: the
/// `--stats` file, the window title, the S key's screenshot and `--slow-animations`.
@MainActor
@Suite("run under Xvfb", .serialized, .exclusiveX)
struct RunCommandEndToEndTests {
  /// A fresh directory for files the app writes.
  private func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  private func stats(_ path: String) -> [String: Int] {
    let line = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    var fields: [String: Int] = [:]
    for pair in line.split(whereSeparator: \.isWhitespace) {
      let parts = pair.split(separator: "=")
      if parts.count == 2 { fields[String(parts[0])] = Int(parts[1]) }
    }
    return fields
  }

  @Test("--stats: every counter present; frames equals the frames traced; a click is one press; a resize counts")
  func statsFile() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("stats.txt").path
    let app = try LiveApp(demo: "chips", arguments: ["--stats", path, "--scale", "1"])
    let start = try #require(app.waitUntilSettled())
    var fields = stats(path)
    for key in [
      "frames", "resize_frames", "presses", "text_measure_calls", "text_shaped", "text_remeasured",
      "text_shaped_lines", "text_shaping_us", "mask_hits", "mask_misses", "images_decoded", "image_bytes",
    ] {
      #expect(fields[key] != nil, "\(key) missing from \(fields)")
    }
    #expect(fields["frames"] == app.frameCount && app.frameCount >= 1)
    #expect(fields["presses"] == 0)
    #expect((fields["text_measure_calls"] ?? 0) > 0 && (fields["text_shaped"] ?? 0) > 0)
    let framesBefore = fields["frames"] ?? 0
    let chip = try #require(start.texts("Exercise").first)
    app.click(x: chip.midX, y: chip.midY)
    _ = try #require(app.waitUntilSettled())
    fields = stats(path)
    #expect(fields["presses"] == 1)
    #expect((fields["frames"] ?? 0) > framesBefore, "the click's animation presented frames")
    #expect(fields["frames"] == app.frameCount)
    app.resize(width: 700, height: 500)
    _ = try #require(app.waitForFrame { $0.window.width == 700 })
    _ = app.waitUntilSettled()
    #expect((stats(path)["resize_frames"] ?? 0) >= 1)
  }

  @Test("The window title names the demo and follows a switch (_NET_WM_NAME through xdotool)")
  func windowTitle() throws {
    let app = try LiveApp(demo: "flow")
    _ = app.waitUntilSettled()
    #expect(try windowName(app) == "Layout Playground — Flow")
    app.key("2")
    _ = try #require(app.waitForFrame { $0.demo == "chips" })
    _ = app.waitUntilSettled()
    #expect(try windowName(app) == "Layout Playground — Chips")
    app.key("1")
    _ = try #require(app.waitForFrame { $0.demo == "flow" })
    _ = app.waitUntilSettled()
    #expect(try windowName(app) == "Layout Playground — Flow")
  }

  private func windowName(_ app: LiveApp) throws -> String {
    let tool = try #require(App.which("xdotool"))
    let run = try runProcess(
      tool, ["getwindowname", app.windowID], environment: environment(["DISPLAY": app.server.display]))
    return run.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test("S writes a PNG of the window into the working directory, decoding to the window's size")
  func sKeyScreenshot() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = try LiveApp(demo: "spiral", size: "640x480", arguments: ["--scale", "1"], directory: directory)
    _ = app.waitUntilSettled()
    app.key("s")
    var png: String?
    let deadline = Date().addingTimeInterval(10)
    while png == nil && Date() < deadline {
      png = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .first { $0.hasPrefix("layout-playground-spiral-") && $0.hasSuffix(".png") }
      usleep(50_000)
    }
    let name = try #require(png, "no screenshot appeared in the working directory")
    // The file may still be being written: retry decoding briefly.
    var image: RGBAImage?
    for _ in 0..<40 where image == nil {
      image = try? readPNG(path: directory.appendingPathComponent(name).path)
      if image == nil { usleep(50_000) }
    }
    let decoded = try #require(image, "\(name) does not decode")
    #expect(decoded.width == 640 && decoded.height == 480)
    // Not a blank frame: the spiral's circles are drawn.
    let first = decoded[0, 0]
    #expect((0..<decoded.height).contains { y in (0..<decoded.width).contains { decoded[$0, y] != first } })
  }

  /// Seconds from a click on "Add a circle" until the trace stops changing.
  private func animationSeconds(slow: Bool) throws -> Double {
    let app = try LiveApp(demo: "spiral", arguments: slow ? ["--slow-animations"] : [])
    let start = try #require(app.waitUntilSettled())
    let button = try #require(start.texts("Add a circle").first)
    let before = app.allFramesCount
    app.click(x: button.midX, y: button.midY)
    _ = try #require(app.waitUntilSettled(quiet: 1, timeout: 60))
    let frames = app.framesSince(before)
    let first = try #require(frames.first)
    let last = try #require(frames.last)
    return last.time - first.time
  }

  @Test("--slow-animations: the same animation lasts about ten times longer")
  func slowAnimations() throws {
    let normal = try animationSeconds(slow: false)
    let slow = try animationSeconds(slow: true)
    #expect(normal > 0.1 && normal < 2, "normal: \(normal) s")
    // Frames are presented at up to 60 Hz, so each end is known to about a frame.
    #expect(abs(slow / normal - 10) < 1.5, "slow \(slow) s vs normal \(normal) s")
  }
}

extension LiveApp {
  /// How many frames have been read so far.
  var allFramesCount: Int {
    poll()
    return frames.count
  }

  /// The frames read after the first `count`.
  func framesSince(_ count: Int) -> ArraySlice<Frame> {
    poll()
    return frames.dropFirst(count)
  }
}
