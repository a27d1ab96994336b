import Foundation

/// The real `layout-playground run` under a private Xvfb, driven with xdotool and observed
/// through its `--trace` and `--stats` files, its stderr, its exit status and its memory.
public final class LiveApp {
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// One presented frame, as traced.
  public struct Frame {
    /// Its position in the trace: 1 for the first frame presented.
    public let sequence: Int
    public let time: Double
    public let demo: String
    public let window: (width: Double, height: Double)
    public let views: [View]

    public struct View {
      public let id: String
      public let kind: String
      public let label: String
      public let frame: (x: Double, y: Double, width: Double, height: Double)
      public let opacity: Double
      public var midX: Double { frame.x + frame.width / 2 }
      public var midY: Double { frame.y + frame.height / 2 }

      public func contains(x: Double, y: Double) -> Bool {
        x >= frame.x && x <= frame.x + frame.width && y >= frame.y && y <= frame.y + frame.height
      }
    }

    /// Every coordinate and opacity is finite.
    public var isFinite: Bool {
      time.isFinite && window.width.isFinite && window.height.isFinite
        && views.allSatisfy { v in
          [v.frame.x, v.frame.y, v.frame.width, v.frame.height, v.opacity].allSatisfy(\.isFinite)
        }
    }

    public func texts(_ prefix: String) -> [View] { views.filter { $0.kind == "text" && $0.label.hasPrefix(prefix) } }

    /// The labels of the chips that show a fully drawn checkmark: each checkmark is matched to
    /// the capsule it sits in and that capsule to the text drawn inside it, by geometry only
    /// (view identities are the graph's business and may change).
    public var checkedChips: Set<String> {
      let capsules = views.filter { $0.kind == "shape" && $0.label == "capsule" }
      let texts = views.filter { $0.kind == "text" }
      var labels: Set<String> = []
      for mark in views where mark.kind == "symbol" && mark.label == "checkmark" && mark.opacity > 0.99 {
        let chip = capsules.filter { $0.contains(x: mark.midX, y: mark.midY) }
          .min { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }
        if let chip, let text = texts.first(where: { chip.contains(x: $0.midX, y: $0.midY) }) {
          labels.insert(text.label)
        }
      }
      return labels
    }
  }

  public let server: XvfbServer
  public let process: Process
  public private(set) var windowID: String
  public let tracePath: String
  public let statsPath: String
  public let stderrPath: String
  private let output: Pipe
  private var traceOffset: UInt64 = 0
  private var partialLine = Data()
  /// Frames read from the trace so far (with `keep` set: only the newest of each read, and at
  /// most about `keep` of them).
  public private(set) var frames: [Frame] = []
  public private(set) var frameCount = 0
  /// `frameCount` when the last action (click, key, resize, xdotool run) was sent: frames
  /// after it are the ones that can show the action's effect.
  public private(set) var lastActionMark = 0
  private let keep: Int?
  public private(set) var exitStatus: Int32?

  /// Starts Xvfb (or uses `server`) and the app on it; waits for `READY <window>`.
  ///
  /// `keepFrames` bounds how many parsed frames stay in memory (storms trace thousands).
  ///
  /// `wrapper` runs the app under another program (valgrind), `directory` is its working
  /// directory (where `S` writes screenshots), `readyTimeout` how long to wait for READY.
  public convenience init(
    demo: String, size: String = "960x640", arguments: [String] = [], keepFrames: Int? = nil,
    wrapper: [String] = [], directory workingDirectory: URL? = nil, readyTimeout: Double = 30
  ) throws {
    try self.init(
      command: ["run", "--demo", demo, "--size", size] + arguments, keepFrames: keepFrames, wrapper: wrapper,
      directory: workingDirectory, readyTimeout: readyTimeout)
  }

  /// The same for any command that opens a window and prints READY (`run`, `open`): `command`
  /// is the subcommand and its arguments; `--trace` and `--stats` are added.
  public init(
    command arguments: [String], keepFrames: Int? = nil, wrapper: [String] = [],
    directory workingDirectory: URL? = nil, readyTimeout: Double = 30
  ) throws {
    let binary = try App.requireBinary()
    guard App.which("xdotool") != nil else {
      throw Failure(description: "xdotool is not installed: apt-get install xdotool")
    }
    keep = keepFrames
    server = try XvfbServer.start()
    let directory = NSTemporaryDirectory()
    tracePath = directory + "rel-trace-\(UUID().uuidString).jsonl"
    statsPath = directory + "rel-stats-\(UUID().uuidString).txt"
    stderrPath = directory + "rel-stderr-\(UUID().uuidString).txt"
    _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
    process = Process()
    // The trace and stats files go first, so a test's own `--stats` (later) wins.
    let command =
      wrapper + [binary] + arguments.prefix(1) + ["--trace", tracePath, "--stats", statsPath] + arguments.dropFirst()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    if let workingDirectory { process.currentDirectoryURL = workingDirectory }
    process.environment = environment(["DISPLAY": server.display])
    output = Pipe()
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: stderrPath))
    try process.run()
    guard let line = Self.readLine(output.fileHandleForReading, timeout: readyTimeout), line.hasPrefix("READY ") else {
      let message =
        "the app did not print READY <window> within \(readyTimeout) s; stderr: \((try? String(contentsOfFile: stderrPath, encoding: .utf8))?.suffix(2000) ?? "")"
      Self.stop(process)
      throw Failure(description: message)
    }
    windowID = String(line.dropFirst("READY ".count))
  }

  deinit {
    Self.stop(process)
    server.stop()
    try? FileManager.default.removeItem(atPath: tracePath)
    try? FileManager.default.removeItem(atPath: statsPath)
    try? FileManager.default.removeItem(atPath: stderrPath)
  }

  /// Waits for the next `READY <window>` line (a window that came back after a trap); the
  /// app is driven through that window from then on. False when none came.
  public func nextReady(timeout: Double = 30) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      guard let line = Self.readLine(output.fileHandleForReading, timeout: deadline.timeIntervalSinceNow) else {
        return false
      }
      if line.hasPrefix("READY ") {
        windowID = String(line.dropFirst("READY ".count))
        return true
      }
    }
    return false
  }

  private static func stop(_ process: Process) {
    if process.isRunning { process.terminate() }
    let deadline = Date().addingTimeInterval(3)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  // MARK: - Driving

  /// Runs xdotool against the app's display; returns its exit status. Marks the frames traced
  /// so far as older than this action (`lastActionMark`).
  @discardableResult
  public func xdotool(_ arguments: [String], timeout: Double = 120) -> Int32 {
    poll()
    lastActionMark = frameCount
    guard let tool = App.which("xdotool"),
      let run = try? runProcess(
        tool, arguments, environment: environment(["DISPLAY": server.display]), timeout: timeout)
    else { return -1 }
    return run.status
  }

  public func click(x: Double, y: Double, times: Int = 1, delayMilliseconds: Int = 12) {
    var arguments = ["mousemove", "--window", windowID, String(Int(x.rounded())), String(Int(y.rounded())), "click"]
    if times > 1 { arguments += ["--repeat", String(times), "--delay", String(delayMilliseconds)] }
    xdotool(arguments + ["1"])
  }

  public func resize(width: Int, height: Int) {
    xdotool(["windowsize", windowID, String(width), String(height)])
  }

  public func key(_ name: String) {
    xdotool(["key", "--window", windowID, name])
  }

  // MARK: - Observing

  /// Reads the frames traced since the last call.
  public func poll() {
    guard let handle = FileHandle(forReadingAtPath: tracePath) else { return }
    defer { try? handle.close() }
    handle.seek(toFileOffset: traceOffset)
    let data = handle.readDataToEndOfFile()
    traceOffset += UInt64(data.count)
    partialLine.append(data)
    guard let lastNewline = partialLine.lastIndex(of: 10) else { return }
    let complete = partialLine[partialLine.startIndex..<lastNewline]
    partialLine = Data(partialLine[(lastNewline + 1)...])
    let lines = complete.split(separator: 10)
    let first = frameCount + 1
    frameCount += lines.count
    // Storms (`keep` set) trace frames of thousands of views: parse only the newest of each
    // read, so the test's own parsing never lags behind the app it measures.
    let parsed = keep != nil && !lines.isEmpty ? [(frameCount, lines[lines.count - 1])] : Array(zip(first..., lines))
    for (sequence, line) in parsed {
      if let frame = Self.parse(Data(line), sequence: sequence) { frames.append(frame) }
    }
    if let keep, frames.count > keep * 2 { frames.removeFirst(frames.count - keep) }
  }

  public var lastFrame: Frame? {
    poll()
    return frames.last
  }

  /// Waits for a frame satisfying `predicate` among those presented after `mark` (a
  /// `frameCount`; by default `lastActionMark`, so a frame from before the last action never
  /// answers for it); the newest such frame, or nil after `timeout`.
  public func waitForFrame(after mark: Int? = nil, timeout: Double = 15, _ predicate: (Frame) -> Bool) -> Frame? {
    let after = mark ?? lastActionMark
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      poll()
      if let frame = frames.last(where: { $0.sequence > after && predicate($0) }) { return frame }
      usleep(30_000)
    } while Date() < deadline
    return nil
  }

  /// Waits until no frame has been traced for `quiet` seconds; returns the last frame.
  public func waitUntilSettled(quiet: Double = 0.6, timeout: Double = 30) -> Frame? {
    let deadline = Date().addingTimeInterval(timeout)
    poll()
    var count = frameCount
    var stableSince = Date()
    while Date() < deadline {
      usleep(50_000)
      poll()
      if frameCount != count {
        count = frameCount
        stableSince = Date()
      } else if Date().timeIntervalSince(stableSince) >= quiet {
        return frames.last
      }
    }
    return nil
  }

  /// Waits for the app to exit; its status, or nil if it is still running after `timeout`.
  public func waitForExit(timeout: Double) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    guard !process.isRunning else { return nil }
    process.waitUntilExit()
    exitStatus = process.terminationStatus
    return exitStatus
  }

  public var isRunning: Bool { process.isRunning }

  public var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

  /// CPU time (user + system) the app has used, in seconds, from /proc; throws (never returns
  /// 0) when it cannot be read, so a failed read cannot pass a CPU budget.
  public func cpuSeconds() throws -> Double {
    let path = "/proc/\(process.processIdentifier)/stat"
    guard let stat = try? String(contentsOfFile: path, encoding: .utf8), let close = stat.lastIndex(of: ")") else {
      throw Failure(
        description: "could not read \(path): the app is not running (\(process.isRunning ? "running" : "exited"))")
    }
    // After the command name: state is field 3, utime 14 and stime 15 (proc(5)).
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
      throw Failure(description: "\(path) has no utime and stime fields: \(stat.prefix(200))")
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// Resident memory in KiB (`VmRSS`), from /proc.
  public func residentKiB() throws -> Int { try statusKiB("VmRSS") }

  /// Resident anonymous memory in KiB (`RssAnon`: the heap and other private pages, without the
  /// mapped fonts and libraries whose pages come and go), from /proc: where a leak shows.
  public func anonymousResidentKiB() throws -> Int { try statusKiB("RssAnon") }

  /// A `kB` line of /proc/PID/status; throws (never returns 0) when it cannot be read, so a
  /// failed read cannot pass a memory budget.
  private func statusKiB(_ field: String) throws -> Int {
    let path = "/proc/\(process.processIdentifier)/status"
    guard let status = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw Failure(
        description: "could not read \(path): the app is not running (\(process.isRunning ? "running" : "exited"))")
    }
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("\(field):") }),
      let value = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap({ Int($0) })
    else { throw Failure(description: "\(path) has no \(field) line in kB") }
    return value
  }

  /// The `--stats` counters (`frames`, `presses`, …) as last written; throws when the file is
  /// missing or malformed.
  public func stats() throws -> [String: Int] {
    var text = ""
    // The app rewrites the file in place after every frame: a read can catch it mid-write, so
    // a malformed line is read again before it counts as one.
    for attempt in 0..<5 {
      if attempt > 0 { usleep(20_000) }
      text = (try? String(contentsOfFile: statsPath, encoding: .utf8)) ?? ""
      if let counters = Self.counters(text) { return counters }
    }
    throw Failure(
      description: text.isEmpty
        ? "the app wrote no --stats file at \(statsPath)" : "malformed --stats line: \(text.prefix(300))")
  }

  /// `key=value` pairs of integers separated by spaces; nil if any pair is not one.
  static func counters(_ text: String) -> [String: Int]? {
    var counters: [String: Int] = [:]
    for pair in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, let value = Int(parts[1]) else { return nil }
      counters[String(parts[0])] = value
    }
    return counters.isEmpty ? nil : counters
  }

  // MARK: - Helpers

  public static func parse(_ line: Data, sequence: Int) -> Frame? {
    guard let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any],
      let window = object["window"] as? [Double], window.count == 2, let views = object["views"] as? [[String: Any]]
    else { return nil }
    return Frame(
      sequence: sequence, time: object["t"] as? Double ?? .nan, demo: object["demo"] as? String ?? "",
      window: (window[0], window[1]),
      views: views.compactMap { view in
        guard let frame = view["frame"] as? [Double], frame.count == 4 else { return nil }
        let kind = view["kind"] as? String ?? ""
        let label = (view["text"] ?? view["shape"] ?? view["symbol"]) as? String ?? ""
        return Frame.View(
          id: view["id"] as? String ?? "", kind: kind, label: label,
          frame: (frame[0], frame[1], frame[2], frame[3]), opacity: view["opacity"] as? Double ?? .nan)
      })
  }

  private static func readLine(_ handle: FileHandle, timeout: Double) -> String? {
    var buffer = Data()
    let deadline = Date().addingTimeInterval(timeout)
    let descriptor = handle.fileDescriptor
    while Date() < deadline {
      var pollfd = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard Glibc.poll(&pollfd, 1, 100) > 0 else { continue }
      var byte: UInt8 = 0
      guard read(descriptor, &byte, 1) == 1 else { return nil }
      if byte == UInt8(ascii: "\n") { return String(decoding: buffer, as: UTF8.self) }
      buffer.append(byte)
    }
    return nil
  }
}

/// A fake X server on a free display number: a Unix socket that accepts connections and then
/// either closes them at once or holds them without a word (a wedged server).
public final class FakeXServer: @unchecked Sendable {
  public enum Behaviour: Sendable { case closeAtOnce, neverAnswer }

  public let displayNumber: Int
  public var display: String { ":\(displayNumber)" }
  private let listener: Int32
  private let path: String
  private var held: [Int32] = []
  private let lock = NSLock()
  private var stopped = false

  public init(_ behaviour: Behaviour) throws {
    var number = 5000 + Int(getpid() % 1000) * 3
    while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
      || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
    {
      number += 1
    }
    displayNumber = number
    path = "/tmp/.X11-unix/X\(number)"
    listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, byte) in path.utf8.enumerated() { raw[i] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0, listen(listener, 8) == 0 else {
      close(listener)
      throw LiveApp.Failure(description: "could not listen on \(path)")
    }
    let thread = Thread { [self] in
      while true {
        let connection = accept(listener, nil, nil)
        lock.lock()
        let done = stopped
        lock.unlock()
        if connection < 0 || done {
          if connection >= 0 { close(connection) }
          return
        }
        switch behaviour {
        case .closeAtOnce: close(connection)
        case .neverAnswer:
          lock.lock()
          held.append(connection)
          lock.unlock()
        }
      }
    }
    thread.start()
  }

  public func stop() {
    lock.lock()
    guard !stopped else {
      lock.unlock()
      return
    }
    stopped = true
    for descriptor in held { close(descriptor) }
    held.removeAll()
    lock.unlock()
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    unlink(path)
  }

  deinit { stop() }
}
