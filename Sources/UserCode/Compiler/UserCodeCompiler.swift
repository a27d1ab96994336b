import Foundation
import Glibc
import Synchronization

/// Compiles the opened files into a shared library the playground can load.
///
/// Each build writes the prepared files and the glue into a fresh `build-N` folder of the
/// process's cache folder and links `libpreview-N.so` beside it (`swiftc` against the modules
/// beside the app, where `SwiftUI` re-exports PlaygroundUI, with `CompileFlags`: line tables so
/// that traps are located in the user's lines, `-DDEBUG` as in an Xcode debug build). A successful build
/// deletes the products of every earlier one; a failed or cancelled build deletes its own.
///
/// `build` blocks (run it off the main thread). A build supersedes any build still running:
/// the older compiler is killed (its whole process group, which Foundation's `Process` gives
/// each child, so the frontend and linker die with the driver) and that `build` returns
/// `.cancelled`. Safe to call from several threads.
package final class UserCodeCompiler: Sendable {
  package let swiftc: String
  package let modulesDirectory: String
  package let cache: BuildCache
  /// What the code is compiled as: its `#if os(…)` branches are that platform's.
  package let platform: TargetPlatform
  package let flags: CompileFlags
  /// The driver's plans, replayed without it (DriverPlans.swift).
  let plans: DriverPlans

  private struct State {
    var latest = 0
    /// The running compiler's process group, and the build it belongs to.
    var running: (build: Int, pid: pid_t)?
    var cancelled: Set<Int> = []
  }

  private let state = Mutex(State())

  package init(swiftc: String, modulesDirectory: String, cache: BuildCache, platform: TargetPlatform = .ios) {
    self.swiftc = swiftc
    self.modulesDirectory = modulesDirectory
    self.cache = cache
    self.platform = platform
    flags = CompileFlags(swiftc: swiftc)
    plans = DriverPlans(swiftc: swiftc)
  }

  /// The compiler for the running app: `swiftc` from PATH at the app's Swift version, the
  /// modules beside the binary, and the per-user cache.
  package static func forRunningApp(
    platform: TargetPlatform = .ios, environment: [String: String] = ProcessInfo.processInfo.environment
  )
    throws(CompilerSetupError)
    -> UserCodeCompiler
  {
    let swiftc = try SwiftToolchain.locateSwiftc(path: environment["PATH"])
    try SwiftToolchain.checkVersion(of: swiftc)
    let modules = try SwiftToolchain.modulesDirectory()
    return UserCodeCompiler(
      swiftc: swiftc, modulesDirectory: modules,
      cache: try BuildCache(root: BuildCache.defaultRoot(environment: environment)), platform: platform)
  }

  /// Stops the running build, if any (it returns `.cancelled`).
  package func cancel() {
    state.withLock { state in
      state.cancelled.insert(state.latest)
      if let running = state.running { kill(-running.pid, SIGKILL) }
    }
  }

  /// Reads the opened files and builds them. A file that cannot be read fails the build with
  /// an error naming it.
  ///
  /// `assets` names the colour and image sets of the code's asset catalogs: Xcode's generated
  /// symbols for them (`Image(.avatar)`) are compiled with it (AssetSymbols.swift).
  package func build(_ sources: OpenedSources, assets: AssetNames = AssetNames()) -> CompileResult {
    var inputs: [(file: OpenedSources.File, text: String)] = []
    for file in sources.files {
      guard let data = FileManager.default.contents(atPath: file.path) else {
        let error = CompilerDiagnostic(
          file: file.displayName, line: nil, column: nil, severity: .error, message: "cannot be read")
        return .failure([error], duration: .zero)
      }
      inputs.append((file, String(decoding: data, as: UTF8.self)))
    }
    return build(inputs, modules: sources.modules, assets: assets)
  }

  /// Builds the files. When some of them have errors, builds once more without those (and the
  /// files that name what they declare, `BrokenFiles`) so that the other files' previews still
  /// show: the result is then a success that lists what was left out and why.
  package func build(
    _ inputs: [(file: OpenedSources.File, text: String)], modules: [SourceModule] = [],
    assets: AssetNames = AssetNames()
  ) -> CompileResult {
    let first = attempt(inputs, modules: modules, assets: assets)
    guard case .failure(let diagnostics, let duration) = first else { return first }
    let names = Set(inputs.map(\.file.displayName))
    let errorFiles = diagnostics.filter { $0.severity == .error }.map { $0.file }
    // Errors that no user file owns (the linker, the generated glue) are not a file to leave out.
    guard !errorFiles.isEmpty, errorFiles.allSatisfy({ $0.map(names.contains) ?? false }) else { return first }
    let broken = Set(errorFiles.compactMap { $0 })
    let excluded = BrokenFiles.excluded(broken: broken, among: inputs.map { ($0.file.displayName, $0.text) })
    let kept = inputs.filter { !excluded.contains($0.file.displayName) }
    guard !PreviewProgram.prepare(kept, platform: platform, literalLookups: false).previews.isEmpty else {
      return first
    }
    switch attempt(kept, modules: modules, assets: assets) {
    case .success(var library):
      library.leftOut = LeftOutFiles(
        files: inputs.map(\.file.displayName).filter(excluded.contains), broken: broken,
        diagnostics: CompilerDiagnostics.summary(diagnostics, limit: .max))
      library.duration += duration
      return .success(library)
    case .failure, .cancelled:
      return first
    }
  }

  private func attempt(
    _ inputs: [(file: OpenedSources.File, text: String)], modules: [SourceModule], assets: AssetNames
  ) -> CompileResult {
    let started = ContinuousClock.now
    let number = state.withLock { state in
      state.latest += 1
      if let running = state.running {
        state.cancelled.insert(running.build)
        kill(-running.pid, SIGKILL)
      }
      return state.latest
    }
    let buildFolder = cache.folder + "/build-\(number)"
    let library = cache.folder + "/libpreview-\(number).so"
    let program = PreviewProgram.prepare(inputs, platform: platform)
    let locations = SourceLocationMap(program: program, folder: buildFolder)
    let discard = { try? FileManager.default.removeItem(atPath: buildFolder) }
    let logPath = buildFolder + "/swiftc.log"
    let steps: [[String]]
    do {
      steps = try writeSteps(
        program: program, modules: modules, assets: assets, folder: buildFolder, library: library)
      _ = FileManager.default.createFile(atPath: logPath, contents: nil)
    } catch {
      discard()
      return .failure(
        [Self.error("cannot write the build folder \(buildFolder): \(error)")], duration: ContinuousClock.now - started)
    }
    // The output goes to a file, not a pipe, so a compiler that prints a lot never blocks.
    guard let log = FileHandle(forWritingAtPath: logPath) else {
      discard()
      return .failure([Self.error("cannot write \(logPath)")], duration: .zero)
    }
    var jobs = steps.flatMap { plans.jobs(for: $0, folder: buildFolder, library: library) }
    var status: Int32 = 0
    while status == 0, !jobs.isEmpty {
      switch run(jobs.removeFirst(), build: number, in: buildFolder, log: log) {
      case .finished(let code): status = code
      case .cancelled:
        try? log.close()
        discard()
        try? FileManager.default.removeItem(atPath: library)
        return .cancelled
      case .notLaunched:
        try? log.close()
        discard()
        return .failure([Self.error("cannot run \(swiftc)")], duration: .zero)
      }
    }
    try? log.close()
    let duration = ContinuousClock.now - started
    let output = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    let diagnostics = CompilerDiagnostics.mapped(CompilerDiagnostics.parse(output), through: locations)
    guard status == 0, FileManager.default.fileExists(atPath: library) else {
      discard()
      var shown = diagnostics
      if !shown.contains(where: { $0.severity == .error }) {
        // Killed from outside, or a linker failure without a parsable line: say something.
        let summary = output.split(separator: "\n").last.map(String.init) ?? "no output"
        shown.insert(Self.error("swiftc failed (status \(status)): \(summary)"), at: 0)
      }
      return .failure(CompilerDiagnostics.summary(shown, limit: .max), duration: duration)
    }
    removeProducts(olderThan: number)
    // The next build of these files can skip the driver.
    for step in steps { plans.learn(step, folder: buildFolder, library: library) }
    return .success(
      BuiltLibrary(
        path: library, number: number, previews: program.previews, locations: locations,
        warnings: diagnostics.filter { $0.severity == .warning }, duration: duration,
        literals: BuiltLiterals(program: program, inputs: inputs)))
  }

  /// How one compiler run ended.
  private enum RunOutcome {
    case finished(Int32)
    /// A newer build (or `cancel()`) superseded this one.
    case cancelled
    case notLaunched
  }

  /// Runs one job (`swiftc`, or a job of its plan) for build `number`, as the build's running process (which
  /// a newer build kills).
  private func run(_ job: DriverPlans.Job, build number: Int, in folder: String, log: FileHandle) -> RunOutcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: job.executable)
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.arguments = job.arguments
    process.standardOutput = log
    process.standardError = log
    process.standardInput = FileHandle.nullDevice
    let launched: Bool = state.withLock { state in
      // A newer build may have started while this one was writing its files.
      guard state.latest == number, !state.cancelled.contains(number), (try? process.run()) != nil else { return false }
      state.running = (number, process.processIdentifier)
      return true
    }
    guard launched else {
      let superseded = state.withLock { $0.cancelled.remove(number) != nil || $0.latest != number }
      return superseded ? .cancelled : .notLaunched
    }
    process.waitUntilExit()
    let wasCancelled = state.withLock { state in
      if state.running?.build == number { state.running = nil }
      return state.cancelled.remove(number) != nil
    }
    return wasCancelled ? .cancelled : .finished(process.terminationStatus)
  }

  /// Writes the prepared files and returns the compiler runs that build them. One module: one
  /// run, as always. Several (a package's targets, or folders named after imported modules):
  /// each module is compiled to an object and a module file in dependency order (so `import
  /// MyLayouts` finds the module, and only its `public` API, as in Swift), with a glue file
  /// of its own whose public function calls its files' registrations; a last run links the
  /// objects and the entry point, which calls each module's registration.
  private func writeSteps(
    program: PreviewProgram, modules: [SourceModule], assets: AssetNames, folder: String, library: String
  ) throws -> [[String]] {
    var pathsByModule: [String: [String]] = [:]
    var registrations: [String: [String]] = [:]
    for file in program.files {
      let path = folder + "/" + file.relativePath
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
      let module = file.source.module ?? ""
      pathsByModule[module, default: []].append(path)
      if let registration = file.registration { registrations[module, default: []].append(registration) }
    }
    let glue = folder + "/" + PreviewProgram.glueFileName
    let present = modules.filter { pathsByModule[$0.name] != nil }
    guard !present.isEmpty, let ordered = SourceModule.buildOrder(present) else {
      try Data(program.glue.utf8).write(to: URL(fileURLWithPath: glue))
      var sources = program.files.map { folder + "/" + $0.relativePath } + [glue]
      if let accessor = ModuleBundleAccessor.source(for: program.files) {
        let path = folder + "/" + ModuleBundleAccessor.fileName
        try Data(accessor.utf8).write(to: URL(fileURLWithPath: path))
        sources.append(path)
      }
      if program.files.contains(where: { !$0.literals.literals.isEmpty }) {
        let path = folder + "/" + DesignTimeRewrite.fileName
        try Data(DesignTimeRewrite.lookupSource.utf8).write(to: URL(fileURLWithPath: path))
        sources.append(path)
      }
      if let symbols = AssetSymbols.source(assets, userTexts: program.files.map(\.text)) {
        let path = folder + "/" + AssetSymbols.fileName
        try Data(symbols.utf8).write(to: URL(fileURLWithPath: path))
        sources.append(path)
      }
      return [arguments(sources: sources, output: library)]
    }
    let moduleFolder = folder + "/__modules"
    try FileManager.default.createDirectory(atPath: moduleFolder, withIntermediateDirectories: true)
    var steps: [[String]] = []
    var objects: [String] = []
    for module in ordered {
      let register = "__playgroundRegisterModule_\(module.name)"
      let calls = registrations[module.name, default: []].map { "  \($0)()" }
      let moduleGlue = moduleFolder + "/__PlaygroundModule_\(module.name).swift"
      let text =
        (["// layout-playground: registers this module's previews.", "@MainActor public func \(register)() {"]
        + calls + ["}"]).joined(separator: "\n") + "\n"
      try Data(text.utf8).write(to: URL(fileURLWithPath: moduleGlue))
      if let accessor = ModuleBundleAccessor.source(
        for: program.files.filter { ($0.source.module ?? "") == module.name })
      {
        let path = moduleFolder + "/__PlaygroundModuleBundle_\(module.name).swift"
        try Data(accessor.utf8).write(to: URL(fileURLWithPath: path))
        pathsByModule[module.name, default: []].append(path)
      }
      // Each module gets its own lookups: they are internal.
      if program.files.contains(where: { ($0.source.module ?? "") == module.name && !$0.literals.literals.isEmpty }) {
        let path = moduleFolder + "/__PlaygroundDesignTimeLiterals_\(module.name).swift"
        try Data(DesignTimeRewrite.lookupSource.utf8).write(to: URL(fileURLWithPath: path))
        pathsByModule[module.name, default: []].append(path)
      }
      // Each module gets the symbols (internal, as Xcode's are): the catalogs are not told apart
      // by target.
      if let symbols = AssetSymbols.source(
        assets, userTexts: program.files.filter { ($0.source.module ?? "") == module.name }.map(\.text))
      {
        let path = moduleFolder + "/__PlaygroundAssetSymbols_\(module.name).swift"
        try Data(symbols.utf8).write(to: URL(fileURLWithPath: path))
        pathsByModule[module.name, default: []].append(path)
      }
      // Not `M.o`: with full debug info (`-g`) the driver writes the module, wrapped for the
      // debugger, there.
      let object = moduleFolder + "/\(module.name)-code.o"
      objects.append(object)
      steps.append(
        [
          "-c", "-parse-as-library", "-emit-module", "-emit-module-path", moduleFolder + "/\(module.name).swiftmodule",
          "-module-name", module.name, "-I", moduleFolder, "-swift-version", "5", "-wmo", "-diagnostic-style=llvm",
        ] + flags.codeGeneration + SwiftToolchain.moduleArguments(modulesDirectory: modulesDirectory)
          + pathsByModule[module.name, default: []]
          + [moduleGlue, "-o", object])
    }
    let entry =
      (ordered.map { "import \($0.name)" } + [
        "// layout-playground: the entry point the playground calls after loading this library.",
        "@_cdecl(\"\(PreviewProgram.entryPoint)\")",
        "public func __playgroundRegisterPreviews() {",
        "  MainActor.assumeIsolated {",
      ] + ordered.map { "    __playgroundRegisterModule_\($0.name)()" } + ["  }", "}"]).joined(separator: "\n") + "\n"
    try Data(entry.utf8).write(to: URL(fileURLWithPath: glue))
    steps.append(
      [
        "-emit-library", "-module-name", "__PlaygroundRegistration", "-I", moduleFolder, "-swift-version", "5",
        "-diagnostic-style=llvm", glue,
      ] + flags.codeGeneration + flags.linking + SwiftToolchain.moduleArguments(modulesDirectory: modulesDirectory)
        + objects + ["-o", library])
    return steps
  }

  static func error(_ message: String) -> CompilerDiagnostic {
    CompilerDiagnostic(file: nil, line: nil, column: nil, severity: .error, message: message)
  }

  func arguments(sources: [String], output: String) -> [String] {
    ["-emit-library", "-module-name", "PreviewCode"]
      + SwiftToolchain.moduleArguments(modulesDirectory: modulesDirectory)
      + ["-swift-version", "5", "-wmo", "-diagnostic-style=llvm"] + flags.codeGeneration + flags.linking
      + sources + ["-o", output]
  }

  /// Deletes the build folders and libraries numbered below `number`.
  func removeProducts(olderThan number: Int) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: cache.folder) else { return }
    for name in names {
      let match = name.wholeMatch(of: #/build-(\d+)/#)?.1 ?? name.wholeMatch(of: #/libpreview-(\d+)\.so/#)?.1
      if let found = match.flatMap({ Int($0) }), found < number {
        try? FileManager.default.removeItem(atPath: cache.folder + "/" + name)
      }
    }
  }
}
