import Foundation

/// An Xvfb of the command's own, for `qa` run where no display is set (a CI job, an ssh
/// session): headless needs no `xvfb-run`. Started with `-terminate`, so it ends when its last
/// client, this process, disconnects, however this process ends (a hang's `_exit`, a crash).
package final class PrivateXServer {
  /// The display name to connect to (`:N`).
  package let display: String
  private let process: Process

  private init(display: String, process: Process) {
    self.display = display
    self.process = process
  }

  deinit { stop() }

  /// Starts Xvfb on the first free display number from 90, waiting for its socket (≤ 5 s);
  /// throws a sentence saying what to install or what failed.
  package static func start() throws(PrivateXServerError) -> PrivateXServer {
    let executable = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let executable else {
      throw PrivateXServerError(
        description: "no display is set and Xvfb is not installed: set DISPLAY, or apt-get install xvfb")
    }
    for number in 90..<140 where !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      // 96 dpi, as the tests' servers: the same text size as a desktop's.
      process.arguments = [":\(number)", "-screen", "0", "1280x800x24", "-dpi", "96", "-nolisten", "tcp", "-terminate"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      guard (try? process.run()) != nil else { break }
      let socket = "/tmp/.X11-unix/X\(number)"
      let deadline = Date().addingTimeInterval(5)
      while Date() < deadline, process.isRunning {
        if FileManager.default.fileExists(atPath: socket) {
          return PrivateXServer(display: ":\(number)", process: process)
        }
        usleep(10_000)
      }
      // Another server took the number meanwhile (or this one failed): try the next.
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
    }
    throw PrivateXServerError(description: "no display is set and a private Xvfb did not start: set DISPLAY")
  }

  /// Ends the server now (it would end by itself once this process disconnects).
  package func stop() {
    guard process.isRunning else { return }
    process.terminate()
    process.waitUntilExit()
  }
}

/// Why no private X server could be started.
package struct PrivateXServerError: Error, CustomStringConvertible {
  package let description: String
}
