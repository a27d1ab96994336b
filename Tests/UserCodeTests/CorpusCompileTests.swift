import Foundation
import Testing

@testable import UserCode

/// Compiles a corpus of SwiftUI files from public projects (listed in Tests/Corpus/manifest.md)
/// the way `open` does, in both language modes, and prints how many compile.
///
/// The files are not in the repository (their licences are their authors'), so the suite runs
/// only when `LAYOUT_PLAYGROUND_CORPUS` names a folder holding them: each subfolder is one
/// project whose files compile together, and a `.swift` file at the top is a project of its
/// own. `scripts/corpus.sh` sets it. The suite measures rather than asserts: a file that fails
/// is a finding to classify, not a broken build, so it fails only when nothing could be
/// compiled at all (no compiler or no modules). `LAYOUT_PLAYGROUND_CORPUS_REPORT` names a file
/// to write the report to as well.
private let corpusFolder = ProcessInfo.processInfo.environment["LAYOUT_PLAYGROUND_CORPUS"]

@Suite(.serialized, .enabled(if: corpusFolder != nil))
struct CorpusCompileTests {
  static var corpus: String? { corpusFolder }

  /// One project of the corpus: its name and its files' absolute paths.
  struct Project {
    var name: String
    var files: [String]
  }

  static func projects(in folder: String) -> [Project] {
    let manager = FileManager.default
    let names = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    var projects: [Project] = []
    for name in names where !name.hasPrefix(".") {
      let path = folder + "/" + name
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        let files = (manager.subpaths(atPath: path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        if !files.isEmpty { projects.append(Project(name: name, files: files.map { path + "/" + $0 })) }
      } else if name.hasSuffix(".swift") {
        projects.append(Project(name: String(name.dropLast(6)), files: [path]))
      }
    }
    return projects
  }

  /// Type-checks a project as `open` prepares it; returns each of its files' errors (display
  /// name → first errors, formatted) and the errors located nowhere in the user's files.
  static func typecheck(
    _ project: Project, swiftVersion: String, modules: String, swiftc: String, literalLookups: Bool = true
  ) throws -> (perFile: [String: [String]], elsewhere: [String]) {
    var inputs: [(file: OpenedSources.File, text: String)] = []
    for path in project.files {
      let display = project.name + "/" + (path.split(separator: "/").last.map(String.init) ?? path)
      inputs.append(
        (OpenedSources.File(path: path, displayName: display), try String(contentsOfFile: path, encoding: .utf8)))
    }
    let program = PreviewProgram.prepare(inputs, literalLookups: literalLookups)
    let folder = NSTemporaryDirectory() + "corpus-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var paths: [String] = []
    for file in program.files {
      let path = folder + "/" + file.relativePath
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try file.text.write(toFile: path, atomically: true, encoding: .utf8)
      paths.append(path)
    }
    paths.append(folder + "/" + PreviewProgram.glueFileName)
    try program.glue.write(toFile: paths.last!, atomically: true, encoding: .utf8)
    paths.append(folder + "/" + DesignTimeRewrite.fileName)
    try DesignTimeRewrite.lookupSource.write(toFile: paths.last!, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments =
      [
        "-typecheck", "-module-name", "PreviewCode", "-swift-version", swiftVersion, "-DDEBUG",
        "-diagnostic-style=llvm", "-continue-building-after-errors",
      ] + SwiftToolchain.moduleArguments(modulesDirectory: modules) + paths
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let locations = SourceLocationMap(program: program, folder: folder)
    let errors = CompilerDiagnostics.mapped(CompilerDiagnostics.parse(output), through: locations)
      .filter { $0.severity == .error }
    var perFile: [String: [String]] = [:]
    var elsewhere: [String] = []
    for error in errors {
      let text = "\(error.file ?? "?"):\(error.line ?? 0): \(error.message)"
      if let file = error.file, program.files.contains(where: { $0.source.displayName == file }) {
        perFile[file, default: []].append(text)
      } else {
        elsewhere.append(text)
      }
    }
    if process.terminationStatus != 0 && errors.isEmpty {
      elsewhere.append("swiftc failed (status \(process.terminationStatus)) without an error line")
    }
    return (perFile, elsewhere)
  }

  /// The design-time literal lookups change no diagnostic of any project: what compiled still
  /// does, and what did not fails with the same errors at the same lines.
  @Test func theLiteralLookupsChangeNoDiagnostic() throws {
    let folder = try #require(Self.corpus)
    let modules = try #require(
      UserCodeCompilerTests.modules, "PlaygroundUI.swiftmodule not found beside the test binary: run swift build first")
    let swiftc = try SwiftToolchain.locateSwiftc(path: ProcessInfo.processInfo.environment["PATH"])
    var same = 0
    for project in Self.projects(in: folder) {
      let plain = try Self.typecheck(
        project, swiftVersion: "5", modules: modules, swiftc: swiftc, literalLookups: false)
      let looked = try Self.typecheck(project, swiftVersion: "5", modules: modules, swiftc: swiftc)
      #expect(plain.perFile == looked.perFile, "\(project.name)")
      #expect(plain.elsewhere == looked.elsewhere, "\(project.name)")
      if plain.perFile == looked.perFile && plain.elsewhere == looked.elsewhere { same += 1 }
    }
    print("literal lookups: \(same) projects with the same diagnostics with and without them")
  }

  @Test func theCorpusCompiles() throws {
    let folder = try #require(Self.corpus)
    let modules = try #require(
      UserCodeCompilerTests.modules, "PlaygroundUI.swiftmodule not found beside the test binary: run swift build first")
    let swiftc = try SwiftToolchain.locateSwiftc(path: ProcessInfo.processInfo.environment["PATH"])
    let projects = Self.projects(in: folder)
    try #require(!projects.isEmpty, "no Swift files in \(folder)")
    var report: [String] = []
    for version in ["5", "6"] {
      var passed = 0
      var failures: [String] = []
      for project in projects {
        let result = try Self.typecheck(project, swiftVersion: version, modules: modules, swiftc: swiftc)
        for path in project.files {
          let display = project.name + "/" + (path.split(separator: "/").last.map(String.init) ?? path)
          if let errors = result.perFile[display] {
            failures.append("  FAIL \(display) (\(errors.count) errors)")
            failures += errors.prefix(3).map { "    " + $0 }
          } else {
            passed += 1
          }
        }
        if !result.elsewhere.isEmpty {
          failures.append("  FAIL \(project.name) (errors outside its files)")
          failures += result.elsewhere.prefix(3).map { "    " + $0 }
        }
      }
      let total = projects.reduce(0) { $0 + $1.files.count }
      report.append("Swift \(version) mode: \(passed) passed, \(total - passed) failed")
      report += failures
    }
    let text = report.joined(separator: "\n")
    print(text)
    if let path = ProcessInfo.processInfo.environment["LAYOUT_PLAYGROUND_CORPUS_REPORT"] {
      try (text + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
  }
}
