import Foundation

/// A private Xvfb for one test: a free display number, 1280×800×24 at 96 dpi, torn down after.
///
/// Tests never skip when Xvfb is missing: starting fails with a sentence saying what to install.
public final class XvfbServer: @unchecked Sendable {
  /// Why a server could not be started.
  public struct StartError: Error, CustomStringConvertible {
    public let description: String
  }

  public let displayNumber: Int
  public var display: String { ":\(displayNumber)" }
  private let process: Process

  private init(displayNumber: Int, process: Process) {
    self.displayNumber = displayNumber
    self.process = process
  }

  deinit { stop() }

  /// Starts a server, waiting (≤ 5 s) until its socket accepts connections.
  public static func start() throws -> XvfbServer {
    guard let executable = findExecutable("Xvfb") else {
      throw StartError(description: "Xvfb is not installed: apt-get install xvfb")
    }
    for _ in 0..<5 {
      let number = reserveDisplayNumber()
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = [
        ":\(number)", "-screen", "0", "1280x800x24", "-dpi", "96", "-nolisten", "tcp", "-noreset",
      ]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      let socket = "/tmp/.X11-unix/X\(number)"
      let deadline = Date().addingTimeInterval(5)
      while Date() < deadline && process.isRunning && !FileManager.default.fileExists(atPath: socket) {
        usleep(20_000)
      }
      if process.isRunning && FileManager.default.fileExists(atPath: socket) {
        return XvfbServer(displayNumber: number, process: process)
      }
      // Lost a race for that number (or Xvfb failed): try another.
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
    }
    throw StartError(description: "Xvfb did not start on any free display number")
  }

  /// The server's process id (tests kill it to simulate a crash).
  public var processIdentifier: Int32 { process.processIdentifier }

  /// Kills the server abruptly, as a crash would.
  public func kill() {
    if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
  }

  public func stop() {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var next = 200 + Int(getpid() % 300) * 3

  /// A display number with no socket or lock file, never handed out twice in this process.
  private static func reserveDisplayNumber() -> Int {
    lock.lock()
    defer { lock.unlock() }
    while true {
      let number = next
      next = next >= 1200 ? 200 : next + 1
      let fm = FileManager.default
      if !fm.fileExists(atPath: "/tmp/.X11-unix/X\(number)") && !fm.fileExists(atPath: "/tmp/.X\(number)-lock") {
        return number
      }
    }
  }

  private static func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let directories = path.split(separator: ":").map(String.init) + ["/usr/bin"]
    return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
