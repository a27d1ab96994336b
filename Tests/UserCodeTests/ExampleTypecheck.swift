import Foundation
import Testing

@testable import UserCode

/// Type-checks a file of `Examples/` as `open` prepares it (previews registered, glue and all)
/// against the modules beside the test binary, in a language mode: what the example-compile
/// suites share.
enum ExampleTypecheck {
  struct Result {
    /// The previews the preparation found, in order.
    let previews: [String]
    let status: Int32
    /// What the compiler printed.
    let output: String
  }

  static func run(_ name: String, swiftVersion version: String) throws -> Result {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let source = try #require(
      try? String(contentsOf: repository.appendingPathComponent("Examples/" + name), encoding: .utf8),
      "Examples/\(name) is missing")
    let modules = try #require(
      UserCodeCompilerTests.modules, "PlaygroundUI.swiftmodule not found beside the test binary: run swift build first")
    let swiftc = try SwiftToolchain.locateSwiftc(path: ProcessInfo.processInfo.environment["PATH"])
    let folder = NSTemporaryDirectory() + "example-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let program = PreviewProgram.prepare([(OpenedSources.File(path: "/user/" + name, displayName: name), source)])
    var paths: [String] = []
    for file in program.files {
      paths.append(folder + "/" + file.relativePath)
      try file.text.write(toFile: paths.last!, atomically: true, encoding: .utf8)
    }
    paths.append(folder + "/" + PreviewProgram.glueFileName)
    try program.glue.write(toFile: paths.last!, atomically: true, encoding: .utf8)
    paths.append(folder + "/" + DesignTimeRewrite.fileName)
    try DesignTimeRewrite.lookupSource.write(toFile: paths.last!, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments =
      ["-typecheck", "-module-name", "PreviewCode", "-swift-version", version, "-DDEBUG"]
      + SwiftToolchain.moduleArguments(modulesDirectory: modules) + paths
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Result(previews: program.previews.map(\.name), status: process.terminationStatus, output: output)
  }

  /// Checks that `name` declares `previews` and compiles with neither error nor warning.
  static func expectClean(_ name: String, previews: [String], swiftVersion: String) throws {
    let result = try run(name, swiftVersion: swiftVersion)
    #expect(result.previews == previews)
    #expect(result.status == 0, "Swift \(swiftVersion):\n\(result.output)")
    #expect(!result.output.contains("warning:"), "Swift \(swiftVersion):\n\(result.output)")
  }
}
