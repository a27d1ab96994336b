import Foundation
import Testing

/// The built `layout-playground` binary, run as a subprocess (`swift test` builds it beside the
/// test bundle).
@Suite struct CommandLine_ {
  /// The binary: next to this test process's executable (the build products directory), else in
  /// `.build/debug` under the package root.
  static let binary: URL? = {
    var candidates: [URL] = []
    if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
    }
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    candidates.append(packageRoot.appendingPathComponent(".build/debug"))
    return candidates.map { $0.appendingPathComponent("layout-playground") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  func run(_ arguments: [String], stdin: String = "") throws -> Run {
    let binary = try #require(Self.binary, "layout-playground is not built next to the tests")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layout-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("stdin")
    let output = directory.appendingPathComponent("stdout")
    let errors = directory.appendingPathComponent("stderr")
    try Data(stdin.utf8).write(to: input)
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.standardInput = try FileHandle(forReadingFrom: input)
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      stdout: try String(contentsOf: output, encoding: .utf8),
      stderr: try String(contentsOf: errors, encoding: .utf8))
  }

  let example =
    #"[{"layout": "flow", "width": 300, "height": null, "hspacing": 8, "vspacing": 8, "alignment": "leading", "items": [[50, 20], [120, 30]]}]"#

  @Test func layoutFromStdinSucceeds() throws {
    let result = try run(["layout"], stdin: example)
    #expect(result.status == 0)
    #expect(result.stdout == "[{\"size\": [178, 30], \"frames\": [[0, 0, 50, 20], [58, 0, 120, 30]]}]\n")
    #expect(result.stderr == "")
    let dash = try run(["layout", "--input", "-", "--strict"], stdin: example)
    #expect(dash.status == 0 && dash.stdout == result.stdout)
  }

  @Test func layoutFromAFile() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("layout-case-\(UUID().uuidString).json")
    try Data(example.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try run(["layout", "--input", file.path])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("[{\"size\": [178, 30]"))
  }

  @Test func malformedInputExitsTwoWithNothingOnStdout() throws {
    let result = try run(["layout"], stdin: #"[{"layout": "flow", "width": 1, "height": null, "items": [[1, -2]]}]"#)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "case 0: field \"items[0][1]\": expected a finite non-negative number, got -2\n")
    let garbage = try run(["layout"], stdin: "[{")
    #expect(garbage.status == 2 && garbage.stdout == "" && garbage.stderr.contains("invalid JSON at line 1, column 3"))
  }

  @Test func unreadableInputFileExitsTwo() throws {
    let result = try run(["layout", "--input", "/nonexistent/cases.json"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("/nonexistent/cases.json"))
  }

  @Test func badFlagsPrintUsageAndExitTwo() throws {
    for arguments in [["layout", "--bogus"], ["layout", "--input"], ["frobnicate"]] {
      let result = try run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stdout == "")
      #expect(result.stderr.contains("Usage:"), "\(arguments): \(result.stderr)")
    }
  }

  @Test func helpExitsZero() throws {
    let result = try run(["layout", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("--strict"))
  }
}
