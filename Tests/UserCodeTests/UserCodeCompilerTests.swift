import Foundation
import Glibc
import Testing

@testable import UserCode

/// Real compiles against the package's own built modules (`swift build` puts them in
/// `.build/debug/Modules`, beside the test binary).
@Suite(.serialized) struct UserCodeCompilerTests {
  static let modules: String? = {
    guard let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
    var directory = URL(fileURLWithPath: exe).deletingLastPathComponent()
    // The test binary may sit inside a bundle folder; walk up to the one holding Modules.
    for _ in 0..<4 {
      let modules = directory.appendingPathComponent("Modules").path
      if FileManager.default.fileExists(atPath: modules + "/PlaygroundUI.swiftmodule") { return modules }
      directory.deleteLastPathComponent()
    }
    return nil
  }()

  /// A compiler over the real `swiftc`; with `stallingOn`, a wrapper that hangs (until killed)
  /// on any build naming that file, so a test can supersede a build that is surely running.
  func makeCompiler(stallingOn stalled: String? = nil) throws -> (UserCodeCompiler, String) {
    let modules = try #require(
      Self.modules, "PlaygroundUI.swiftmodule not found beside the test binary: run swift build first")
    var swiftc = try SwiftToolchain.locateSwiftc(path: ProcessInfo.processInfo.environment["PATH"])
    let root = NSTemporaryDirectory() + "usercode-cache-\(UUID().uuidString)"
    if let stalled {
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
      let wrapper = root + "/swiftc"
      let script = "#!/bin/sh\ncase \"$*\" in *\(stalled)*) exec sleep 600;; esac\nexec \(swiftc) \"$@\"\n"
      try script.write(toFile: wrapper, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper)
      swiftc = wrapper
    }
    return (UserCodeCompiler(swiftc: swiftc, modulesDirectory: modules, cache: try BuildCache(root: root)), root)
  }

  func file(_ name: String) -> OpenedSources.File { .init(path: "/user/project/" + name, displayName: name) }

  let hello = """
    import SwiftUI

    private struct Hello: View {
      var body: some View { Text("Hello") }
    }

    #Preview("Hello") {
      Hello()
    }
    """

  func exportedSymbols(of library: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/nm")
    process.arguments = ["-D", "--defined-only", library]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return output
  }

  @Test func compilesASwiftUIFileIntoALibraryWithTheEntryPoint() throws {
    let (compiler, root) = try makeCompiler()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let plain = "import Foundation\n#Preview { Text(\"no SwiftUI import here\") }\n"
    let result = compiler.build([(file("Hello.swift"), hello), (file("Plain.swift"), plain)])
    guard case .success(let library) = result else {
      Issue.record("expected success, got \(result)")
      return
    }
    #expect(FileManager.default.fileExists(atPath: library.path))
    #expect(library.path == compiler.cache.folder + "/libpreview-1.so")
    #expect(try exportedSymbols(of: library.path).contains(" T layout_playground_register_previews"))
    #expect(
      library.previews == [
        .init(name: "Hello", file: "Hello.swift", line: 7), .init(name: "Preview", file: "Plain.swift", line: 2),
      ])
    print("compile of two tiny files took \(library.duration)")

    // The next build gets a new path and removes the older products.
    guard case .success(let second) = compiler.build([(file("Hello.swift"), hello)]) else {
      Issue.record("second build failed")
      return
    }
    #expect(second.path.hasSuffix("/libpreview-2.so"))
    #expect(!FileManager.default.fileExists(atPath: library.path))
    let left = try FileManager.default.contentsOfDirectory(atPath: compiler.cache.folder).sorted()
    #expect(left == ["build-2", "libpreview-2.so"])
  }

  @Test func aCompileErrorPointsAtTheUsersFileLineAndColumn() throws {
    let (compiler, root) = try makeCompiler()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let broken = """
      import SwiftUI

      #Preview {
        Text("a")
      }

      struct Broken: View {
        var body: some View {
          Text(undefinedName)
        }
      }
      """
    // Hello.swift builds on its own: the broken file is left out of a second build
    // (BrokenFilesTests), its errors kept.
    let result = compiler.build([(file("Hello.swift"), hello), (file("Sub/Broken.swift"), broken)])
    guard case .success(let library) = result, let leftOut = library.leftOut else {
      Issue.record("expected Hello.swift to build without Broken.swift, got \(result)")
      return
    }
    #expect(
      leftOut.diagnostics.first?.formatted == "Sub/Broken.swift:9:10: error: cannot find 'undefinedName' in scope")
    #expect(!FileManager.default.fileExists(atPath: compiler.cache.folder + "/build-1"), "a failed build cleans up")
  }

  /// The second build of the same files skips the driver (DriverPlans): it builds, and its
  /// errors name the same line and column as `swiftc`'s.
  @Test func aReplayedPlanBuildsAndReportsTheSameLinesAndColumns() throws {
    let (compiler, root) = try makeCompiler()
    defer { try? FileManager.default.removeItem(atPath: root) }
    guard case .success = compiler.build([(file("Hello.swift"), hello)]) else {
      Issue.record("the first build failed")
      return
    }
    for _ in 0..<500 where compiler.plans.replayableCount == 0 { usleep(20_000) }
    try #require(compiler.plans.replayableCount == 1, "no plan was learned")
    let broken = hello.replacingOccurrences(of: "#Preview(", with: "let x: Int = \"no\"\n#Preview(")
    try #require(broken != hello)
    let result = compiler.build([(file("Hello.swift"), broken)])
    #expect(compiler.plans.replayCount == 1)
    guard case .failure(let diagnostics, _) = result else {
      Issue.record("expected the error, got \(result)")
      return
    }
    let line = broken.components(separatedBy: "\n").firstIndex { $0.hasPrefix("let x") }.map { $0 + 1 }
    #expect(
      diagnostics.first?.formatted
        == "Hello.swift:\(line ?? 0):14: error: cannot convert value of type 'String' to specified type 'Int'")
    guard case .success(let library) = compiler.build([(file("Hello.swift"), hello)]) else {
      Issue.record("the good version did not build again")
      return
    }
    #expect(compiler.plans.replayCount == 2)
    #expect(FileManager.default.fileExists(atPath: library.path))
  }

  @Test func aNewerBuildKillsTheRunningCompile() async throws {
    // The first build's compiler hangs until it is killed, so it is surely still running when
    // the second starts (a merely slow compile finished first on a fast machine).
    let (compiler, root) = try makeCompiler(stallingOn: "Slow.swift")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let slow = "let slow = 1\n"
    let first = Task.detached {
      compiler.build([(OpenedSources.File(path: "/p/Slow.swift", displayName: "Slow.swift"), slow)])
    }
    // Wait until the compiler is running, then supersede it.
    for _ in 0..<200 where !FileManager.default.fileExists(atPath: compiler.cache.folder + "/build-1/swiftc.log") {
      try await Task.sleep(for: .milliseconds(10))
    }
    try await Task.sleep(for: .milliseconds(100))
    let second = compiler.build([(file("Hello.swift"), hello)])
    let firstResult = await first.value
    guard case .cancelled = firstResult else {
      Issue.record("the superseded build should be cancelled, got \(firstResult)")
      return
    }
    guard case .success(let library) = second else {
      Issue.record("the newer build should succeed, got \(second)")
      return
    }
    #expect(library.number == 2)
  }
}

/// Where the compiler comes from, and the one-sentence errors when it cannot.
@Suite struct CompilerSetupTests {
  @Test func theSwiftcOnPathIsTheVersionThatBuiltUs() throws {
    let swiftc = try SwiftToolchain.locateSwiftc(path: ProcessInfo.processInfo.environment["PATH"])
    try SwiftToolchain.checkVersion(of: swiftc)
    #expect(
      SwiftVersion.builtWith == SwiftVersion(major: 6, minor: 3),
      "this test pins the toolchain the package is developed with")
  }

  @Test func aMismatchNamesBothVersions() throws {
    let swiftc = try SwiftToolchain.locateSwiftc(path: ProcessInfo.processInfo.environment["PATH"])
    #expect(
      throws: CompilerSetupError.versionMismatch(
        found: .builtWith, needed: SwiftVersion(major: 5, minor: 9), swiftc: swiftc)
    ) {
      try SwiftToolchain.checkVersion(of: swiftc, needed: SwiftVersion(major: 5, minor: 9))
    }
    let sentence = CompilerSetupError.versionMismatch(
      found: .init(major: 6, minor: 2), needed: .init(major: 6, minor: 3), swiftc: "/usr/bin/swiftc"
    ).description
    #expect(
      sentence
        == "/usr/bin/swiftc is Swift 6.2 but layout-playground was built with Swift 6.3: put a Swift 6.3 toolchain first on PATH."
    )
  }

  @Test func readsVersionsAsPrinted() {
    #expect(
      SwiftVersion(versionOutput: "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu\n")
        == .init(major: 6, minor: 3))
    #expect(
      SwiftVersion(versionOutput: "Apple Swift version 6.0 (swiftlang-6.0.0.9.10 clang-1600.0.26.2)")
        == .init(major: 6, minor: 0))
    #expect(SwiftVersion(versionOutput: "clang version 17") == nil)
  }

  @Test func noSwiftcOnPathSaysWhatToDo() {
    #expect(throws: CompilerSetupError.swiftcNotFound) {
      try SwiftToolchain.locateSwiftc(path: "/nonexistent:/also/not")
    }
    #expect(throws: CompilerSetupError.swiftcNotFound) { try SwiftToolchain.locateSwiftc(path: nil) }
    #expect(CompilerSetupError.swiftcNotFound.description.hasPrefix("No swiftc on PATH: install"))
  }

  @Test func modulesAreLookedForBesideTheBinary() throws {
    #expect(throws: CompilerSetupError.modulesMissing("/nonexistent/bin/Modules")) {
      try SwiftToolchain.modulesDirectory(executable: "/nonexistent/bin/layout-playground")
    }
    let folder = NSTemporaryDirectory() + "usercode-bin-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder + "/Modules", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try SwiftToolchain.modulesDirectory(executable: folder + "/layout-playground") == folder + "/Modules")
  }
}

/// The per-process cache folder and the cleanup of dead processes' folders.
@Suite struct BuildCacheTests {
  @Test func defaultRootFollowsXDG() {
    #expect(
      BuildCache.defaultRoot(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])
        == "/x/cache/layout-playground")
    #expect(BuildCache.defaultRoot(environment: ["HOME": "/home/u"]) == "/home/u/.cache/layout-playground")
  }

  @Test func removesFoldersOfDeadProcessesOnlyAndItsOwnWhenDone() throws {
    let root = NSTemporaryDirectory() + "usercode-root-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    // A process that has exited: its pid is (for the moment) free.
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let dead = "\(finished.processIdentifier)-12345"
    let reused = "\(getppid())-1"  // a live pid, but not started at tick 1: its pid was reused
    let live = "\(getppid())-\(try #require(BuildCache.startTime(of: getppid())))"
    for name in [dead, reused, live, "notes"] {
      try FileManager.default.createDirectory(atPath: root + "/" + name, withIntermediateDirectories: true)
    }
    let cache = try BuildCache(root: root)
    let names = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
    let own = (cache.folder as NSString).lastPathComponent
    #expect(names == [live, own, "notes"].sorted())
    cache.remove()
    #expect(!FileManager.default.fileExists(atPath: cache.folder))
  }
}
