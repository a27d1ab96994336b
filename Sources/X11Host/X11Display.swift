import CX11
import Foundation

/// Makes Xlib lock around its global state (display list, Xrm quarks) once per process, so a
/// second connection on another thread (a test sending WM_DELETE_WINDOW) cannot corrupt it.
private let xlibThreadsInitialized: Bool = XInitThreads() != 0

/// An open connection to an X server plus the screen facts every drawing call needs.
///
/// Resources created on it (fonts, pixmaps, pictures) are freed by their owners only while the
/// connection is open and alive; once it is closed or lost, `XCloseDisplay` releases everything.
///
/// Use a display and everything drawing through it from one thread (the main actor in the app):
/// Xft keeps process-wide FreeType and glyph caches without locks.
package final class X11Display {
  /// The display name actually opened, e.g. ":0".
  package let name: String
  /// The scale `Xft.dpi` asks for (dpi / 96); 1 when the resource is unset.
  package let resourceScale: Double

  let raw: OpaquePointer
  let screen: Int32
  let root: Window
  let visual: UnsafeMutablePointer<Visual>
  let colormap: Colormap
  let depth: Int32
  let fileDescriptor: Int32
  private let connection = ConnectionState()
  private var atoms: [String: Atom] = [:]
  private(set) var isOpen = true

  /// Opens `name`, or `$DISPLAY` when `name` is nil.
  ///
  /// Throws `HostError.noDisplay`, `.cannotOpenDisplay`, `.connectionRefused` (with the
  /// server's reason) or (a server that accepts but does not answer within `connectTimeout`
  /// seconds) `.displayNotResponding`, each a sentence fit for a user.
  package init(name: String? = nil, connectTimeout: Double = X11Display.connectTimeout) throws {
    _ = xlibThreadsInitialized
    guard let resolved = X11Display.resolveName(name, environment: ProcessInfo.processInfo.environment)
    else { throw HostError.noDisplay }
    let raw = try X11Display.open(resolved, timeout: connectTimeout)
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    guard XRenderQueryExtension(raw, &eventBase, &errorBase) != 0 else {
      XCloseDisplay(raw)
      throw HostError.missingRenderExtension(resolved)
    }
    self.name = resolved
    self.raw = raw
    screen = XDefaultScreen(raw)
    root = XRootWindow(raw, screen)
    visual = XDefaultVisual(raw, screen)
    colormap = XDefaultColormap(raw, screen)
    depth = XDefaultDepth(raw, screen)
    fileDescriptor = XConnectionNumber(raw)
    resourceScale = X11Display.readXftScale(raw)
    ConnectionFaults.install(on: raw, state: connection)
  }

  deinit { close() }

  /// How long (seconds) a server may take to answer the connection setup. A server that
  /// accepts the connection and then says nothing (stopped, wedged, a dead tunnel) would
  /// otherwise block `XOpenDisplay` for ever.
  package static let connectTimeout: Double = 5

  /// A connection attempt that may outlive its caller's patience.
  private final class PendingOpen: @unchecked Sendable {
    let lock = NSLock()
    let finished = DispatchSemaphore(value: 0)
    var raw: OpaquePointer?
    var done = false
    var abandoned = false
  }

  /// `XOpenDisplay` on a helper thread, given up after `timeout` seconds. An abandoned attempt
  /// closes its connection itself if the server ever answers.
  private static func open(_ name: String, timeout: Double) throws -> OpaquePointer {
    let pending = PendingOpen()
    let capture = StandardErrorCapture()
    let thread = Thread {
      let raw = XOpenDisplay(name)
      pending.lock.lock()
      defer { pending.lock.unlock() }
      if pending.abandoned {
        if let raw { XCloseDisplay(raw) }
        return
      }
      pending.raw = raw
      pending.done = true
      pending.finished.signal()
    }
    thread.name = "X11Display.open"
    thread.start()
    _ = pending.finished.wait(timeout: .now() + max(0.001, timeout))
    let printed = capture.restore()
    pending.lock.lock()
    defer { pending.lock.unlock() }
    guard pending.done else {
      pending.abandoned = true
      throw HostError.displayNotResponding(name, seconds: timeout)
    }
    guard let raw = pending.raw else {
      // No server listens on a local display's socket: whatever reached standard error
      // meanwhile came from elsewhere in the process (the capture is process-wide), not from a
      // server's refusal; it goes out as it was.
      if !localServerMayListen(name) {
        if !printed.isEmpty { FileHandle.standardError.write(Data(printed.utf8)) }
        throw HostError.cannotOpenDisplay(name)
      }
      // A server that refuses (access control, a wrong cookie) sends a reason, which Xlib
      // prints itself; it belongs in the user's one sentence.
      let reason = printed.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }.joined(separator: "; ")
      throw reason.isEmpty ? HostError.cannotOpenDisplay(name) : HostError.connectionRefused(name, reason: reason)
    }
    if !printed.isEmpty { standardErrorLine(String(printed.dropLast(printed.hasSuffix("\n") ? 1 : 0))) }
    return raw
  }

  /// True once Xlib has reported that the server went away; make no more Xlib calls then.
  package var isConnectionLost: Bool { connection.lost }

  /// True while drawing calls may be made: open and not lost.
  var isUsable: Bool { isOpen && !connection.lost }

  /// Closes the connection; the server frees everything the connection created.
  package func close() {
    guard isOpen else { return }
    isOpen = false
    XCloseDisplay(raw)
  }

  /// Interns (once) and returns an atom.
  func atom(_ atomName: String) -> Atom {
    if let known = atoms[atomName] { return known }
    let value = XInternAtom(raw, atomName, 0)
    atoms[atomName] = value
    return value
  }

  /// Sends queued requests without waiting for the server (a frame's final call).
  func flush() {
    if isUsable { XFlush(raw) }
  }

  /// Waits until the server has processed every request (tests and benchmarks only).
  package func sync() {
    if isUsable { XSync(raw, 0) }
  }

  /// The display to open: an explicit name wins, else a non-empty `DISPLAY`, else nil.
  static func resolveName(_ name: String?, environment: [String: String]) -> String? {
    if let name, !name.isEmpty { return name }
    if let env = environment["DISPLAY"], !env.isEmpty { return env }
    return nil
  }

  /// False when `name` is a local display (`:N`, `unix:N`) whose socket does not exist, so no
  /// server can have answered; true otherwise (a remote display may be there).
  static func localServerMayListen(_ name: String) -> Bool {
    guard let colon = name.lastIndex(of: ":") else { return true }
    let host = name[..<colon]
    guard host.isEmpty || host == "unix" else { return true }
    let number = name[name.index(after: colon)...].prefix { $0.isNumber }
    guard !number.isEmpty else { return true }
    return FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
  }

  /// Reads `Xft.dpi` from the RESOURCE_MANAGER string the way glfw does; nil-safe on bare servers.
  private static func readXftScale(_ raw: OpaquePointer) -> Double {
    XrmInitialize()
    guard let resources = XResourceManagerString(raw) else { return 1 }
    return scale(fromResources: String(cString: resources))
  }

  /// Parses a resource string with Xrm and turns `Xft.dpi` into a scale factor.
  static func scale(fromResources resources: String) -> Double {
    _ = xlibThreadsInitialized
    XrmInitialize()
    guard let database = XrmGetStringDatabase(resources) else { return 1 }
    defer { XrmDestroyDatabase(database) }
    var type: UnsafeMutablePointer<CChar>? = nil
    var value = XrmValue()
    guard XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) != 0,
      let address = value.addr
    else { return 1 }
    let dpi = atof(address)
    return dpi.isFinite && dpi > 0 ? dpi / 96 : 1
  }
}

/// Standard error redirected into a pipe while Xlib connects, so what Xlib prints about a
/// refused connection can be put into one sentence instead of going out raw before it.
private final class StandardErrorCapture {
  private var saved: Int32 = -1
  private var readEnd: Int32 = -1

  init() {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    saved = dup(2)
    guard saved >= 0 else {
      close(ends[0])
      close(ends[1])
      return
    }
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    dup2(ends[1], 2)
    close(ends[1])
    readEnd = ends[0]
  }

  /// Puts standard error back and returns what was written to it meanwhile (once).
  func restore() -> String {
    guard saved >= 0 else { return "" }
    dup2(saved, 2)
    close(saved)
    saved = -1
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count < 65536 {
      let count = read(readEnd, &buffer, buffer.count)
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    close(readEnd)
    readEnd = -1
    return String(decoding: bytes, as: UTF8.self)
  }
}
