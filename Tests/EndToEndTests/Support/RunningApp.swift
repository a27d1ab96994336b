import Foundation
import Testing
import XvfbTestSupport

/// The real `layout-playground` binary running under a private Xvfb, driven with xdotool and
/// observed through its `--trace` file.
final class RunningApp {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// One presented frame, as the trace file records it.
  struct Frame {
    let time: Double
    let demo: String
    let window: (width: Double, height: Double)
    let views: [View]

    struct View {
      let id: String
      let kind: String
      let label: String
      let frame: (x: Double, y: Double, width: Double, height: Double)
      let opacity: Double
      var midX: Double { frame.x + frame.width / 2 }
      var midY: Double { frame.y + frame.height / 2 }
    }
  }

  let server: XvfbServer
  let process: Process
  let windowID: String
  let tracePath: String
  private let output: Pipe

  /// The debug build of the app, next to the package's `.build`.
  static var binary: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".build/debug/layout-playground").path
  }

  /// Starts Xvfb and the app on it, waiting for the app's `READY <window>` line.
  init(demo: String, size: String = "960x640", arguments: [String] = []) throws {
    guard FileManager.default.isExecutableFile(atPath: Self.binary) else {
      throw Failure(description: "\(Self.binary) is missing: run `swift build` before the end-to-end tests")
    }
    guard Self.which("xdotool") != nil else {
      throw Failure(description: "xdotool is not installed: apt-get install xdotool")
    }
    server = try XvfbServer.start()
    tracePath = NSTemporaryDirectory() + "trace-\(UUID().uuidString).jsonl"
    process = Process()
    process.executableURL = URL(fileURLWithPath: Self.binary)
    process.arguments = ["run", "--demo", demo, "--size", size, "--trace", tracePath] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = server.display
    process.environment = environment
    output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.standardError
    try process.run()
    guard let line = Self.readLine(output.fileHandleForReading, timeout: 20), line.hasPrefix("READY ") else {
      process.terminate()
      throw Failure(description: "the app did not print READY <window> within 20 s")
    }
    windowID = String(line.dropFirst("READY ".count))
  }

  deinit {
    if process.isRunning { process.terminate() }
    let deadline = Date().addingTimeInterval(3)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    server.stop()
    try? FileManager.default.removeItem(atPath: tracePath)
  }

  // MARK: - Driving

  /// Runs xdotool against the app's display.
  func xdotool(_ arguments: [String]) {
    let tool = Process()
    tool.executableURL = URL(fileURLWithPath: Self.which("xdotool") ?? "/usr/bin/xdotool")
    tool.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = server.display
    tool.environment = environment
    try? tool.run()
    tool.waitUntilExit()
  }

  /// A left click at a point in window coordinates (points = pixels at 96 dpi).
  func click(x: Double, y: Double) {
    xdotool(["mousemove", "--window", windowID, String(Int(x.rounded())), String(Int(y.rounded())), "click", "1"])
  }

  /// Resizes the window (no window manager: a ConfigureNotify straight away).
  func resize(width: Int, height: Int) {
    xdotool(["windowsize", windowID, String(width), String(height)])
  }

  func key(_ name: String) {
    xdotool(["key", "--window", windowID, name])
  }

  // MARK: - Observing

  /// Every frame traced so far.
  func frames() -> [Frame] {
    guard let text = try? String(contentsOfFile: tracePath, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { Self.parse(String($0)) }
  }

  /// Waits for a frame satisfying `predicate` (polling the trace), up to `timeout` seconds.
  func waitForFrame(timeout: Double = 10, _ predicate: (Frame) -> Bool) -> Frame? {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      if let frame = frames().last(where: predicate) { return frame }
      usleep(30_000)
    } while Date() < deadline
    return nil
  }

  /// Waits until no new frame has been traced for `quiet` seconds; returns the last frame.
  func waitUntilSettled(quiet: Double = 0.6, timeout: Double = 10) -> Frame? {
    let deadline = Date().addingTimeInterval(timeout)
    var count = frames().count
    var stableSince = Date()
    while Date() < deadline {
      usleep(50_000)
      let now = frames().count
      if now != count {
        count = now
        stableSince = Date()
      } else if Date().timeIntervalSince(stableSince) >= quiet {
        return frames().last
      }
    }
    return nil
  }

  /// CPU time (user + system) the app has used, in seconds, from /proc.
  func cpuSeconds() -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return 0 }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    let ticks = (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)
    return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  // MARK: - Helpers

  private static func parse(_ line: String) -> Frame? {
    guard let data = line.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let window = object["window"] as? [Double], let views = object["views"] as? [[String: Any]]
    else { return nil }
    return Frame(
      time: object["t"] as? Double ?? 0, demo: object["demo"] as? String ?? "",
      window: (window[0], window[1]),
      views: views.compactMap { view in
        guard let frame = view["frame"] as? [Double], frame.count == 4 else { return nil }
        let kind = view["kind"] as? String ?? ""
        let label = (view["text"] ?? view["shape"] ?? view["symbol"]) as? String ?? ""
        return Frame.View(
          id: view["id"] as? String ?? "", kind: kind, label: label,
          frame: (frame[0], frame[1], frame[2], frame[3]), opacity: view["opacity"] as? Double ?? 1)
      })
  }

  private static func readLine(_ handle: FileHandle, timeout: Double) -> String? {
    var buffer = Data()
    let deadline = Date().addingTimeInterval(timeout)
    let descriptor = handle.fileDescriptor
    while Date() < deadline {
      var pollfd = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&pollfd, 1, 100) > 0 else { continue }
      var byte: UInt8 = 0
      guard read(descriptor, &byte, 1) == 1 else { return nil }
      if byte == UInt8(ascii: "\n") { return String(decoding: buffer, as: UTF8.self) }
      buffer.append(byte)
    }
    return nil
  }

  static func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return (path.split(separator: ":").map(String.init) + ["/usr/bin"]).map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
