import Foundation
import Synchronization
import UserCode

/// `layout-playground open`: the supervising process. It compiles the opened files, starts the
/// window as a child process (`open-viewer`), sends it every good build and every problem,
/// recompiles on save, and when the previews' code traps — which ends the window's process — it
/// starts the window again with the last good build and the trap's message within a second.
/// Code that hangs, overflows the stack, runs out of memory or calls `exit` is survived the same
/// way (OpenSupervisor+Watch.swift, WindowEnding.swift).
/// Running the user's code in a child is what lets a trap be survived, as Xcode's previews do.
package final class OpenSupervisor: Sendable {
  let options: OpenOptions
  private let sources: OpenedSources
  let compiler: UserCodeCompiler
  private let executable: String
  /// When the window's process is replaced by a fresh one (WindowRecycling.swift).
  private let recycling: WindowRecycling

  struct State {
    var viewer: Process?
    var viewerInput: FileHandle?
    /// The last good build: what a restarted window loads.
    var library: BuiltLibrary?
    /// The preview the window shows (the user may pick another).
    var preview: String?
    /// Whether the window shows the variants grid, once the user toggled it (`V`).
    var showsVariants: Bool?
    /// The end of the window's standard error, where a trap's message is.
    var errorTail = Data()
    var finished: Int32?
    /// Heartbeats, hangs and quitting (WindowWatch.swift, OpenSupervisor+Watch.swift).
    var watch = WindowWatch()
    /// The design-time literal table sent since `library` was built (a restarted window gets it).
    var literals: [String: LiteralValue] = [:]
    /// The window has been sent a build to load (one started again after a trap as the preview
    /// appeared has none, and a literal table would change nothing in it).
    var viewerLoaded = false
  }

  let state: Mutex<State>
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
    Thread.detachNewThread { self.watchHeartbeats() }
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
      state.withLock { state in
        state.library = library
        state.literals = [:]
        state.watch.remember(library)
      }
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
      if sendLiterals(noticed: noticed) { continue }
      // A build still running is superseded (the compiler kills it).
      Thread.detachNewThread { self.buildAndSend(reason: noticed) }
    }
  }

  /// When the saved files differ from the last good build only in literal values
  /// (`LiteralEdit`), sends the window their new values instead of building. A build still
  /// running is for an older save: it is stopped.
  private func sendLiterals(noticed: ContinuousClock.Instant) -> Bool {
    guard let library = state.withLock({ $0.viewerLoaded ? $0.library : nil }),
      let current = try? OpenedSources.resolve(
        options.paths, currentDirectory: FileManager.default.currentDirectoryPath),
      let values = LiteralEdit.values(built: library.literals, sources: current)
    else { return false }
    compiler.cancel()
    state.withLock { $0.literals = values }
    send(.literals(values: values, milliseconds: Int(noticed.duration(to: .now).milliseconds)))
    return true
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
    let (preview, showsVariants) = state.withLock { ($0.preview, $0.showsVariants) }
    process.arguments = (options ?? self.options).viewerArguments(preview: preview, showsVariants: showsVariants)
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
      self?.viewerSaid(lines.feed(handle.availableData), by: process)
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
      // Its last lines (QUIT) may still be in the pipe too.
      self?.viewerSaid(lines.feed(output.fileHandleForReading.readDataToEndOfFile() + Data("\n".utf8)), by: process)
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
      state.viewerLoaded = false
      state.errorTail = Data()
      state.watch.restart()
    }
  }

  /// Lines the window prints: `READY <window>` is passed on (scripts wait for it), `PREVIEW
  /// <name>` says which preview a restart should show, `VARIANTS on|off` whether it shows the
  /// variants grid.
  private func viewerSaid(_ data: Data, by window: Process) {
    // A window handing over to a fresh one still talks while the new one starts: what it says
    // of its own health (QUIT, ALIVE, a hang) is not the new window's.
    let current = state.withLock { $0.viewer === window }
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      if current ? watchSaid(line) : WindowWatch.isWatchLine(line) { continue }
      if line.hasPrefix("PREVIEW ") {
        let name = String(line.dropFirst("PREVIEW ".count))
        state.withLock { $0.preview = name }
      } else if line.hasPrefix("VARIANTS ") {
        let shown = line.dropFirst("VARIANTS ".count) == "on"
        state.withLock { $0.showsVariants = shown }
      } else if line.hasPrefix(WindowHandOff.linePrefix) {
        let json = Data(line.dropFirst(WindowHandOff.linePrefix.count).utf8)
        if let handOff = try? JSONDecoder().decode(WindowHandOff.self, from: json) { handedOver(handOff) }
      } else {
        if line.hasPrefix("READY ") { recycling.windowIsUp() }
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
      }
    }
  }

  private func viewerEnded(_ process: Process, lastErrors: Data) {
    // A window replaced by a fresh one ends as asked.
    if recycling.ended(process.processIdentifier) { return }
    recycling.windowRestarted()
    state.withLock { $0.errorTail.append(lastErrors) }
    // A QUIT the window printed just before exiting may still be in a read handler: an exit
    // without it is looked at again a moment later before it is taken for the user's.
    if process.terminationReason == .exit && !state.withLock({ $0.watch.quitSaid }) {
      Thread.sleep(forTimeInterval: 0.2)
    }
    let (ending, library) = state.withLock { state in
      let evidence = WindowEnding.Evidence(
        signalled: process.terminationReason == .uncaughtSignal, status: process.terminationStatus,
        stderr: String(decoding: state.errorTail, as: UTF8.self), watch: state.watch,
        newest: state.library?.path,
        map: state.watch.map(of: state.watch.hang?.library ?? state.watch.loaded) ?? state.library?.locations,
        memoryLimit: options.memoryLimit)
      return (WindowEnding(evidence), state.library)
    }
    switch ending {
    case .quit(let status):
      // Quit (0), or the X server or window went away (1): the session ends with it.
      finish(status)
    case .restart(let title, let lines, let status, let reload):
      startViewer()
      if reload, let library {
        send(.load(library: library.path, milliseconds: nil))
        let literals = state.withLock { $0.literals }
        if !literals.isEmpty { send(.literals(values: literals, milliseconds: 0)) }
      }
      send(.problems(title: title, lines: lines, status: status))
    }
  }

  private func send(_ message: ViewerMessage) {
    state.withLock { state in
      if case .load(let library, _) = message { state.watch.loaded = library }
      // A window that just died has closed its end; the next one gets the news.
      try? state.viewerInput?.write(contentsOf: message.line)
      if case .load = message { state.viewerLoaded = true }
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
