import Foundation
import Testing

@testable import UserCode

/// Examples/iOSApp.swift uses Combine (`Timer.publish`, `debounce` on `RunLoop.main`,
/// `receive(on: DispatchQueue.main)`, `assign(to: &$…)`, `NotificationCenter` publishers,
/// `AnyCancellable`) and UIKit (`UIColor`, `UIFont`, `UIScreen`, `UIDevice`, haptics,
/// `UIViewRepresentable`, `#selector`) as an iOS project writes them; prepared as `open`
/// prepares it, it must compile cleanly in both language modes. It also catches OpenCombine's
/// Foundation schedulers going missing (they hide `#if canImport(Combine)`).
@Suite(.serialized) struct CombineAndUIKitCompileTests {
  static let example: String = {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return (try? String(contentsOf: repository.appendingPathComponent("Examples/iOSApp.swift"), encoding: .utf8))
      ?? ""
  }()

  @Test(arguments: ["5", "6"]) func theExampleCompilesCleanly(swiftVersion: String) throws {
    try #require(!Self.example.isEmpty, "Examples/iOSApp.swift is missing")
    let modules = try #require(
      UserCodeCompilerTests.modules, "PlaygroundUI.swiftmodule not found beside the test binary: run swift build first")
    let swiftc = try SwiftToolchain.locateSwiftc(path: ProcessInfo.processInfo.environment["PATH"])
    let folder = NSTemporaryDirectory() + "iosapp-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let program = PreviewProgram.prepare([
      (OpenedSources.File(path: "/user/iOSApp.swift", displayName: "iOSApp.swift"), Self.example)
    ])
    #expect(program.previews.map(\.name) == ["Search"])
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
      ["-typecheck", "-module-name", "PreviewCode", "-swift-version", swiftVersion, "-DDEBUG"]
      + SwiftToolchain.moduleArguments(modulesDirectory: modules) + paths
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "Swift \(swiftVersion):\n\(output)")
    #expect(!output.contains("warning:"), "Swift \(swiftVersion):\n\(output)")
  }
}
