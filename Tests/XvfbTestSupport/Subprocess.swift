import Foundation

/// The built `layout-playground` binary and a way to run it with a time limit.
public enum App {
  /// The package's root directory, found from this file's path.
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The binary next to the test bundle (the build products directory), else `.build/debug`.
  public static let binary: String? = {
    var candidates: [URL] = []
    if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
    }
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    candidates.append(packageRoot.appendingPathComponent(".build/debug"))
    return candidates.map { $0.appendingPathComponent("layout-playground").path }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  public struct MissingBinary: Error, CustomStringConvertible {
    public var description: String { "layout-playground is not built: run `swift build --build-tests` first" }
  }

  public struct MissingTool: Error, CustomStringConvertible {
    public let description: String
    public init(description: String) { self.description = description }
  }

  public static func requireBinary() throws -> String {
    guard let binary else { throw MissingBinary() }
    return binary
  }

  /// `PATH` lookup.
  public static func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return (path.split(separator: ":").map(String.init) + ["/usr/bin"]).map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}

/// A finished (or killed) child process.
public struct Finished {
  public var status: Int32
  /// True when the process ended by a signal (a crash, or our kill after the time limit).
  public var signalled: Bool
  public var timedOut: Bool
  public var stdout: [UInt8]
  public var stderr: String
  public var seconds: Double

  public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
  public var summary: String {
    "status \(status)\(signalled ? " (signal)" : "")\(timedOut ? " (timed out)" : ""), \(String(format: "%.2f", seconds)) s, stderr: \(stderr.prefix(400))"
  }
}

/// Runs `executable` with `arguments`, standard input from `stdin`, outputs to temporary files
/// (no pipe can fill up), killing it with SIGKILL after `timeout` seconds.
public func runProcess(
  _ executable: String, _ arguments: [String], stdin: [UInt8] = [], environment: [String: String]? = nil,
  timeout: Double = 30
) throws -> Finished {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rel-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let input = directory.appendingPathComponent("stdin")
  let output = directory.appendingPathComponent("stdout")
  let errors = directory.appendingPathComponent("stderr")
  try Data(stdin).write(to: input)
  _ = FileManager.default.createFile(atPath: output.path, contents: nil)
  _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  if let environment { process.environment = environment }
  let stdinHandle = try FileHandle(forReadingFrom: input)
  let stdoutHandle = try FileHandle(forWritingTo: output)
  let stderrHandle = try FileHandle(forWritingTo: errors)
  defer {
    try? stdinHandle.close()
    try? stdoutHandle.close()
    try? stderrHandle.close()
  }
  process.standardInput = stdinHandle
  process.standardOutput = stdoutHandle
  process.standardError = stderrHandle
  let started = Date()
  try process.run()
  var timedOut = false
  while process.isRunning {
    if Date().timeIntervalSince(started) > timeout {
      timedOut = true
      kill(process.processIdentifier, SIGKILL)
      break
    }
    usleep(5_000)
  }
  process.waitUntilExit()
  let seconds = Date().timeIntervalSince(started)
  return Finished(
    status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
    timedOut: timedOut, stdout: Array((try? Data(contentsOf: output)) ?? Data()),
    stderr: (try? String(contentsOf: errors, encoding: .utf8)) ?? "", seconds: seconds)
}

/// The environment of this process with some variables set (nil removes one).
public func environment(_ changes: [String: String?]) -> [String: String] {
  var result = ProcessInfo.processInfo.environment
  for (key, value) in changes { result[key] = value }
  return result
}

/// A long soak or storm's scale: the short form in CI, the full one with `LONG_SOAK=1`.
public enum Soak {
  public static let isLong = ProcessInfo.processInfo.environment["LONG_SOAK"] == "1"
  public static func scale(short: Int, long: Int) -> Int { isLong ? long : short }
}
