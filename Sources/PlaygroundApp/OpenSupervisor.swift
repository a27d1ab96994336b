import Foundation
import Synchronization
import UserCode

/// `layout-playground open`: the supervising process. It compiles the opened files, starts the
/// window as a child process (`open-viewer`), sends it every good build and every problem,
/// recompiles on save, and when the previews' code traps — which ends the window's process — it
/// starts the window again with the last good build and the trap's message within a second.
/// Running the user's code in a child is what lets a trap be survived, as Xcode's previews do.
package final class OpenSupervisor: Sendable {
  private let options: OpenOptions
  private let sources: OpenedSources
  private let compiler: UserCodeCompiler
  private let executable: String
  /// When the window's process is replaced by a fresh one (WindowRecycling.swift).
  private let recycling: WindowRecycling

  private struct State {
    var viewer: Process?
    var viewerInput: FileHandle?
    /// The window has presented its first frame (printed READY). A trap before that is a
    /// trap as the preview appears: loading the same build again would only loop.
    var viewerReady = false
    /// The last good build: what a restarted window loads.
    var library: BuiltLibrary?
    /// The preview the window shows (the user may pick another).
    var preview: String?
    /// The end of the window's standard error, where a trap's message is.
    var errorTail = Data()
    var finished: Int32?
  }

  private let state: Mutex<State>
  private let done = DispatchSemaphore(value: 0)

  private init(options: OpenOptions, sources: OpenedSources, compiler: UserCodeCompiler, preview: String?) {
    self.options = options
    self.sources = sources
    self.compiler = compiler
    // The window process is this very binary, even if it was rebuilt (replaced) meanwhile.
    executable = "/proc/self/exe"
    recycling = WindowRecycling(policy: options.freshWindow)
    state = Mutex(State(preview: preview))
  }

  /// Checks the request, then supervises until the window is closed. Returns the exit status:
  /// 2 for a request that cannot be met (nothing to open, no preview, an unknown preview), 1 for
  /// a missing or mismatched compiler or a lost X server, 0 when the user quits.
  package static func run(_ options: OpenOptions) -> Int32 {
    do {
      let request = try OpenRequest(paths: options.paths, preview: options.preview, platform: options.platform)
      let supervisor = OpenSupervisor(
        options: options, sources: request.sources, compiler: request.compiler, preview: request.preview)
      return supervisor.supervise()
    } catch {
      report("layout-playground: \(error)")
      return error.status
    }
  }

  private func supervise() -> Int32 {
    // A user who presses Ctrl-C in the terminal ends the window too (it reads our pipe).
    signal(SIGPIPE, SIG_IGN)
    startViewer()
    Thread.detachNewThread { self.buildAndSend(reason: nil) }
    Thread.detachNewThread { self.watch() }
    done.wait()
    compiler.cancel()
    compiler.cache.remove()
    return state.withLock { $0.finished ?? 0 }
  }

  // MARK: - Building

  /// Builds the opened files and sends the result to the window. `reason` is when the save
  /// was noticed (nil for the first build).
  private func buildAndSend(reason: ContinuousClock.Instant?) {
    send(.compiling)
    let current =
      (try? OpenedSources.resolve(options.paths, currentDirectory: FileManager.default.currentDirectoryPath)) ?? sources
    switch compiler.build(current, assets: assetNames(ofCodeAt: options.paths)) {
    case .success(let library):
      let milliseconds = reason.map { Int(($0.duration(to: .now)).milliseconds) }
      for warning in library.warnings { Self.report(warning.formatted) }
      state.withLock { $0.library = library }
      deliver(library.path, milliseconds: milliseconds)
      if let leftOut = library.leftOut {
        for diagnostic in leftOut.diagnostics { Self.report(diagnostic.formatted) }
        let missing = MissingAPI.sentences(for: leftOut.diagnostics)
        for sentence in missing { Self.report(sentence) }
        send(
          .problems(
            title: leftOut.title, lines: CompilerDiagnostics.summary(leftOut.diagnostics).map(\.formatted) + missing,
            status: "Built without \(leftOut.files.count) file\(leftOut.files.count == 1 ? "" : "s")"))
      }
    case .failure(let diagnostics, _):
      let shown = CompilerDiagnostics.summary(diagnostics)
      for diagnostic in diagnostics { Self.report(diagnostic.formatted) }
      // What SwiftUI has and the playground lacks is said so, not left to look like a typo.
      let missing = MissingAPI.sentences(for: diagnostics)
      for sentence in missing { Self.report(sentence) }
      let hasBuild = state.withLock { $0.library != nil }
      send(
        .problems(
          title: "The latest save does not build" + (hasBuild ? " — the last good version is still running" : ""),
          lines: shown.map(\.formatted) + missing, status: "Build failed"))
    case .cancelled:
      break  // A newer save is building.
    }
  }

  /// Rebuilds after every (debounced) save, until the window goes.
  private func watch() {
    guard let watcher = try? SourceWatcher(roots: sources.roots) else {
      Self.report("layout-playground: cannot watch the opened files for changes; reloading on save is off.")
      return
    }
    while state.withLock({ $0.finished == nil }) {
      guard let changed = watcher.next(timeout: .milliseconds(500)), !changed.isEmpty else { continue }
      let noticed = ContinuousClock.now
      // A build still running is superseded (the compiler kills it).
      Thread.detachNewThread { self.buildAndSend(reason: noticed) }
    }
  }

  // MARK: - The window process

  /// Sends a good build to the window, or, when the window has loaded enough builds, asks it
  /// to hand over to a fresh process that will load this one (`handedOver`).
  private func deliver(_ library: String, milliseconds: Int?) {
    let window = state.withLock { $0.viewer?.processIdentifier }
    switch recycling.deliver(library: library, milliseconds: milliseconds, window: window) {
    case .load: send(.load(library: library, milliseconds: milliseconds))
    case .handOff: send(.handOff)
    case .held: break
    }
  }

  /// The window handed over (`HANDOFF` line): a fresh window starts with its size, canvas and
  /// state and loads the held build; the old one is closed once the new one is on screen.
  private func handedOver(_ handOff: WindowHandOff) {
    let (old, input) = state.withLock { ($0.viewer?.processIdentifier, $0.viewerInput) }
    guard let held = recycling.takeOver(from: old, input: input) else { return }
    startViewer(options: options.continuing(handOff))
    send(.receive(handOff))
    send(.load(library: held.library, milliseconds: held.milliseconds))
  }

  private func startViewer(options: OpenOptions? = nil) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    let preview = state.withLock { $0.preview }
    process.arguments = (options ?? self.options).viewerArguments(preview: preview)
    // A trap's backtrace stays short: the crashed thread's frames (where the user's file and
    // line are), no registers or loaded images.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] =
      "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=48,top=48"
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    // Whole lines only: a `HANDOFF` line with much state arrives in several reads.
    let lines = CompleteLines()
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      self?.viewerSaid(lines.feed(handle.availableData))
    }
    errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      FileHandle.standardError.write(data)
      self?.state.withLock { state in
        state.errorTail.append(data)
        if state.errorTail.count > 65536 { state.errorTail.removeFirst(state.errorTail.count - 65536) }
      }
    }
    process.terminationHandler = { [weak self] process in
      output.fileHandleForReading.readabilityHandler = nil
      errors.fileHandleForReading.readabilityHandler = nil
      // What the window wrote last (the trap) may still be in the pipe.
      let rest = errors.fileHandleForReading.readDataToEndOfFile()
      FileHandle.standardError.write(rest)
      // Closed now, not whenever the handles go: every window started would keep two.
      try? output.fileHandleForReading.close()
      try? errors.fileHandleForReading.close()
      self?.viewerEnded(process, lastErrors: rest)
    }
    do {
      try process.run()
    } catch {
      Self.report("layout-playground: cannot start the window process \(executable): \(error.localizedDescription)")
      finish(1)
      return
    }
    state.withLock { state in
      state.viewer = process
      state.viewerInput = input.fileHandleForWriting
      state.viewerReady = false
      state.errorTail = Data()
    }
  }

  /// Lines the window prints: `READY <window>` is passed on (scripts wait for it), `PREVIEW
  /// <name>` says which preview a restart should show.
  private func viewerSaid(_ data: Data) {
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      if line.hasPrefix("PREVIEW ") {
        let name = String(line.dropFirst("PREVIEW ".count))
        state.withLock { $0.preview = name }
      } else if line.hasPrefix(WindowHandOff.linePrefix) {
        let json = Data(line.dropFirst(WindowHandOff.linePrefix.count).utf8)
        if let handOff = try? JSONDecoder().decode(WindowHandOff.self, from: json) { handedOver(handOff) }
      } else {
        if line.hasPrefix("READY ") {
          state.withLock { $0.viewerReady = true }
          recycling.windowIsUp()
        }
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
      }
    }
  }

  private func viewerEnded(_ process: Process, lastErrors: Data) {
    // A window replaced by a fresh one ends as asked.
    if recycling.ended(process.processIdentifier) { return }
    recycling.windowRestarted()
    guard process.terminationReason == .uncaughtSignal else {
      // Quit (0), or the X server or window went away (1): the session ends with it.
      finish(process.terminationStatus)
      return
    }
    let (library, tail, trappedAtOnce) = state.withLock { state in
      state.errorTail.append(lastErrors)
      return (state.library, String(decoding: state.errorTail, as: UTF8.self), !state.viewerReady)
    }
    let trap = library.flatMap { RuntimeTrap.parse(tail, map: $0.locations) }
    var lines: [String] = []
    if let trap {
      let place = trap.file.map { "\($0)\(trap.line.map { ":\($0)" } ?? ""): " } ?? ""
      lines.append(place + trap.message)
    } else {
      lines.append("The preview process ended with signal \(process.terminationStatus).")
    }
    let title: String
    let reload: BuiltLibrary?
    if trappedAtOnce {
      title = "Your code stopped as soon as it started"
      lines.append("Fix it and save to try again.")
      reload = nil
    } else {
      title = "Your code stopped"
      lines.append("The last good version is back, with fresh state; save a fix to reload.")
      reload = library
    }
    startViewer()
    if let reload { send(.load(library: reload.path, milliseconds: nil)) }
    send(.problems(title: title, lines: lines, status: "Trapped"))
  }

  private func send(_ message: ViewerMessage) {
    state.withLock { state in
      // A window that just died has closed its end; the next one gets the news.
      try? state.viewerInput?.write(contentsOf: message.line)
    }
  }

  private func finish(_ status: Int32) {
    let first = state.withLock { state -> Bool in
      guard state.finished == nil else { return false }
      state.finished = status
      return true
    }
    if first { done.signal() }
  }

  static func report(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

extension Duration {
  /// Whole milliseconds.
  fileprivate var milliseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }
}
