import Foundation

/// A private Xvfb for one test: a free display number, 1280×800×24 at 96 dpi, torn down after.
///
/// Tests never skip when Xvfb is missing: starting fails with a sentence saying what to install.
/// Every suite that talks to X carries the `.exclusiveX` trait, so X tests run one at a time
/// across all test targets (see `ExclusiveX` for why).
///
/// Xvfb runs under a small `sh` watchdog that holds the read end of a pipe: if the test process
/// dies without tearing down (a crash), the pipe closes and the watchdog kills its Xvfb, so no
/// orphan servers pile up on a shared machine. Both are spawned with an empty signal mask,
/// because test threads block most signals and a child inheriting that mask ignores SIGTERM.
public final class XvfbServer: @unchecked Sendable {
  /// Why a server could not be started.
  public struct StartError: Error, CustomStringConvertible {
    public let description: String
  }

  public let displayNumber: Int
  public var display: String { ":\(displayNumber)" }
  /// The Xvfb process id (tests kill it to simulate a crash).
  public let processIdentifier: pid_t
  private let watchdog: pid_t
  private var lifeline: Int32
  private var exited = false

  private init(displayNumber: Int, pid: pid_t, watchdog: pid_t, lifeline: Int32) {
    self.displayNumber = displayNumber
    processIdentifier = pid
    self.watchdog = watchdog
    self.lifeline = lifeline
  }

  deinit { stop() }

  /// Starts a server, waiting (≤ 5 s) until its socket exists; `arguments` are added to
  /// Xvfb's own (e.g. `-auth FILE` for a server with access control).
  public static func start(arguments extra: [String] = []) throws -> XvfbServer {
    guard let executable = findExecutable("Xvfb") else {
      throw StartError(description: "Xvfb is not installed: apt-get install xvfb")
    }
    for _ in 0..<5 {
      let number = reserveDisplayNumber()
      let server = try spawn(
        executable,
        [":\(number)", "-screen", "0", "1280x800x24", "-dpi", "96", "-nolisten", "tcp", "-noreset"] + extra,
        displayNumber: number)
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

  /// True until Xvfb has exited (a zombie awaiting the watchdog's `wait` counts as exited).
  public var isRunning: Bool {
    guard !exited,
      let stat = try? String(contentsOfFile: "/proc/\(processIdentifier)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return !stat[close...].hasPrefix(") Z")
  }

  /// Kills the server abruptly, as a crash would.
  public func kill() {
    guard !exited else { return }
    Foundation.kill(processIdentifier, SIGKILL)
    finish()
    // A killed server leaves its lock and socket behind.
    try? FileManager.default.removeItem(atPath: "/tmp/.X\(displayNumber)-lock")
    try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(displayNumber)")
  }

  /// Stops the server politely and waits for it.
  public func stop() {
    guard !exited else { return }
    Foundation.kill(processIdentifier, SIGTERM)
    finish()
  }

  /// Lets the watchdog go (it reaps Xvfb) and reaps the watchdog.
  private func finish() {
    exited = true
    if lifeline >= 0 {
      close(lifeline)
      lifeline = -1
    }
    var status: Int32 = 0
    _ = waitpid(watchdog, &status, 0)
  }

  private static func spawn(_ path: String, _ arguments: [String], displayNumber: Int) throws -> XvfbServer {
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
    // stdin: the lifeline (EOF when we die); stdout: where the watchdog reports Xvfb's pid.
    var lifeline: [Int32] = [0, 0]
    var report: [Int32] = [0, 0]
    guard pipe(&lifeline) == 0, pipe(&report) == 0 else {
      throw StartError(description: "Could not create pipes for Xvfb")
    }
    // Close-on-exec, so no other child inherits our ends (X tests spawn one at a time; dup2
    // clears the flag for the watchdog's stdin and stdout).
    for fd in lifeline + report { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, lifeline[0], 0)
    posix_spawn_file_actions_adddup2(&actions, report[1], 1)
    posix_spawn_file_actions_addclose(&actions, lifeline[1])
    posix_spawn_file_actions_addclose(&actions, report[0])
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let script = "\"$0\" \"$@\" </dev/null >/dev/null 2>&1 & echo $!; read _; kill $! 2>/dev/null; wait"
    let argv = (["sh", "-c", script, path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var watchdog: pid_t = 0
    let status = posix_spawn(&watchdog, "/bin/sh", &actions, &attributes, argv, environ)
    close(lifeline[0])
    close(report[1])
    defer { close(report[0]) }
    guard status == 0 else {
      close(lifeline[1])
      throw StartError(description: "Could not start Xvfb: \(String(cString: strerror(status)))")
    }
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while read(report[0], &byte, 1) == 1 && byte != 10 { line.append(byte) }
    guard let pid = pid_t(String(decoding: line, as: UTF8.self)) else {
      close(lifeline[1])
      throw StartError(description: "Could not start Xvfb (no pid reported)")
    }
    return XvfbServer(displayNumber: displayNumber, pid: pid, watchdog: watchdog, lifeline: lifeline[1])
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
