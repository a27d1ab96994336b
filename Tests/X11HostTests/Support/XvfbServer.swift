import Foundation

/// A private Xvfb for one test: a free display number, 1280×800×24 at 96 dpi, torn down after.
///
/// Tests never skip when Xvfb is missing: starting fails with a sentence saying what to install.
/// Every suite that talks to X is `@MainActor`, so X tests run one at a time: Xft's FreeType and
/// glyph caches are process-wide and unlocked (parallel tests on separate displays corrupted the
/// heap).
/// The server is spawned with `posix_spawn` and an empty signal mask, because test threads block
/// most signals and a child inheriting that mask would ignore the SIGTERM that stops it.
final class XvfbServer: @unchecked Sendable {
  /// Why a server could not be started.
  struct StartError: Error, CustomStringConvertible {
    let description: String
  }

  let displayNumber: Int
  var display: String { ":\(displayNumber)" }
  /// The server's process id.
  let processIdentifier: pid_t
  private var exited = false

  private init(displayNumber: Int, pid: pid_t) {
    self.displayNumber = displayNumber
    processIdentifier = pid
  }

  deinit { stop() }

  /// Starts a server, waiting (≤ 5 s) until its socket exists.
  static func start() throws -> XvfbServer {
    guard let executable = findExecutable("Xvfb") else {
      throw StartError(description: "Xvfb is not installed: apt-get install xvfb")
    }
    for _ in 0..<5 {
      let number = reserveDisplayNumber()
      let pid = try spawn(
        executable,
        [":\(number)", "-screen", "0", "1280x800x24", "-dpi", "96", "-nolisten", "tcp", "-noreset"])
      let server = XvfbServer(displayNumber: number, pid: pid)
      let socket = "/tmp/.X11-unix/X\(number)"
      let deadline = Date().addingTimeInterval(5)
      while Date() < deadline && server.isRunning {
        if FileManager.default.fileExists(atPath: socket) { return server }
        usleep(10_000)
      }
      // Lost a race for that number (or Xvfb failed): try another.
      server.stop()
    }
    throw StartError(description: "Xvfb did not start on any free display number")
  }

  /// True until the process has exited (reaps it when it has).
  var isRunning: Bool {
    guard !exited else { return false }
    var status: Int32 = 0
    if waitpid(processIdentifier, &status, WNOHANG) == processIdentifier { exited = true }
    return !exited
  }

  /// Kills the server abruptly, as a crash would, and reaps it.
  func kill() {
    guard isRunning else { return }
    Foundation.kill(processIdentifier, SIGKILL)
    reap()
    // A killed server leaves its lock and socket behind.
    try? FileManager.default.removeItem(atPath: "/tmp/.X\(displayNumber)-lock")
    try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(displayNumber)")
  }

  /// Stops the server politely and waits for it.
  func stop() {
    guard isRunning else { return }
    Foundation.kill(processIdentifier, SIGTERM)
    reap()
  }

  private func reap() {
    var status: Int32 = 0
    _ = waitpid(processIdentifier, &status, 0)
    exited = true
  }

  private static func spawn(_ path: String, _ arguments: [String]) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGTERM, SIGINT, SIGHUP] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
    guard status == 0 else {
      throw StartError(description: "Could not start Xvfb: \(String(cString: strerror(status)))")
    }
    return pid
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
