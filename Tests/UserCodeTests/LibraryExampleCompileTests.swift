import Foundation
import Testing

@testable import UserCode

/// Examples/Library.swift is an iPhone screen as an iOS project in Xcode writes it
/// (`NavigationView`, `toolbar` with iOS placements, `searchable`, `sheet`, `alert`, `Menu`,
/// `Link`, `LabeledContent`, `Gauge`, `DisclosureGroup`, `ContentUnavailableView`, `badge`,
/// `@Environment(\.dismiss)`); it must compile cleanly, as it would against SwiftUI, in both
/// language modes.
@Suite(.serialized) struct LibraryExampleCompileTests {
  static let example: String = {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return (try? String(contentsOf: repository.appendingPathComponent("Examples/Library.swift"), encoding: .utf8))
      ?? ""
  }()

  /// Type-checks the example as `open` prepares it in language mode `version`.
  func typecheck(swiftVersion version: String) throws -> (status: Int32, output: String) {
    try #require(!Self.example.isEmpty, "Examples/Library.swift is missing")
    let modules = try #require(
      UserCodeCompilerTests.modules, "PlaygroundUI.swiftmodule not found beside the test binary: run swift build first")
    let swiftc = try SwiftToolchain.locateSwiftc(path: ProcessInfo.processInfo.environment["PATH"])
    let folder = NSTemporaryDirectory() + "library-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let program = PreviewProgram.prepare([
      (OpenedSources.File(path: "/user/Library.swift", displayName: "Library.swift"), Self.example)
    ])
    #expect(program.previews.map(\.name) == ["Library", "Add a book"])
    var paths: [String] = []
    for file in program.files {
      paths.append(folder + "/" + file.relativePath)
      try file.text.write(toFile: paths.last!, atomically: true, encoding: .utf8)
    }
    paths.append(folder + "/" + PreviewProgram.glueFileName)
    try program.glue.write(toFile: paths.last!, atomically: true, encoding: .utf8)
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
    return (process.terminationStatus, output)
  }

  @Test(arguments: ["5", "6"]) func theExampleCompilesCleanly(swiftVersion: String) throws {
    let result = try typecheck(swiftVersion: swiftVersion)
    #expect(result.status == 0, "Swift \(swiftVersion):\n\(result.output)")
    #expect(!result.output.contains("warning:"), "Swift \(swiftVersion):\n\(result.output)")
  }
}
