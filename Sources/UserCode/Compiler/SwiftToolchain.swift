import Foundation

/// Finding the `swiftc` to compile user code with, and the modules it compiles against.
package enum SwiftToolchain {
  /// The first executable `swiftc` in `PATH`.
  package static func locateSwiftc(path: String?) throws(CompilerSetupError) -> String {
    for directory in (path ?? "").split(separator: ":") where !directory.isEmpty {
      let candidate = String(directory) + "/swiftc"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw .swiftcNotFound
  }

  /// Checks that `swiftc` is the major.minor version that built the app.
  package static func checkVersion(of swiftc: String, needed: SwiftVersion = .builtWith) throws(CompilerSetupError) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments = ["--version"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { throw .versionUnknown(swiftc: swiftc) }
    // `--version` prints two short lines, far below a pipe's buffer: reading after exit is safe.
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard let found = SwiftVersion(versionOutput: output) else { throw .versionUnknown(swiftc: swiftc) }
    guard found == needed else { throw .versionMismatch(found: found, needed: needed, swiftc: swiftc) }
  }

  /// `Modules` beside the running binary, where SwiftPM puts PlaygroundUI.swiftmodule and the
  /// modules it re-exports (`.build/debug/Modules` next to `.build/debug/layout-playground`).
  package static func modulesDirectory(executable: String? = nil) throws(CompilerSetupError) -> String {
    let binary =
      executable ?? (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    let modules = URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("Modules").path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: modules, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .modulesMissing(modules)
    }
    return modules
  }

  /// The module arguments opened code compiles with: the search paths — the Swift modules, and
  /// the folders of the C modules those import (OpenCombine imports its C helpers,
  /// `COpenCombineHelpers`, whose module map SwiftPM writes in the target's build folder beside
  /// `Modules`, not in it) — and `import Combine` aliased to the PlaygroundCombine module.
  package static func moduleArguments(modulesDirectory: String) -> [String] {
    let products = URL(fileURLWithPath: modulesDirectory).deletingLastPathComponent()
    let clangModules = ["COpenCombineHelpers"].map { products.appendingPathComponent("\($0).build").path }
      .filter { FileManager.default.fileExists(atPath: $0 + "/module.modulemap") }
    return ([modulesDirectory] + clangModules).flatMap { ["-I", $0] } + ["-module-alias", "Combine=PlaygroundCombine"]
  }
}
