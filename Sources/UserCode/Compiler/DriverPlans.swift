import Foundation
import Synchronization

/// `swiftc`'s plan for a compile, kept and replayed without the driver.
///
/// `swiftc` is the driver: a process of its own that plans the compile, then starts the
/// frontend, `swift-autolink-extract` and the linker one after the other — about 50 ms of every
/// reload here spent starting the driver and planning, the same plan each time. So after a
/// build succeeds its plan is asked for, off the build's path (`swiftc -###` prints the jobs
/// instead of running them), and kept with the build folder, the library and the driver's
/// temporary folder as placeholders; later builds with the same arguments (the same files) run
/// the jobs directly, the driver's temporary files in a `driver` folder of their own build
/// folder. The first build of a set of files, and any build while its plan is being asked for,
/// runs `swiftc`.
///
/// A plan that is not plain — quoting, or file lists — is not kept, nor is one whose first job
/// is not the frontend: that build and the next run `swiftc` as before. The one file the driver
/// writes for a compile of three files or more, its supplementary output map, it writes while
/// planning too: its text is kept with the plan and written again for each replay.
package final class DriverPlans: Sendable {
  /// One program the driver would have started.
  package struct Job: Equatable, Sendable {
    package var executable: String
    package var arguments: [String]

    package init(executable: String, arguments: [String]) {
      self.executable = executable
      self.arguments = arguments
    }
  }

  private static let buildMark = "\u{1}BUILD"
  private static let libraryMark = "\u{1}LIBRARY"
  private static let temporaryMark = "\u{1}TEMPORARY"
  /// The driver's own temporary folder, inside a build folder.
  package static let temporaryFolderName = "driver"

  private let swiftc: String
  /// Plans by arguments (placeholders in); nil for arguments whose plan cannot be replayed or
  /// is still being asked for.
  private let plans = Mutex<[[String]: [Job]?]>([:])

  /// The files the driver wrote in its temporary folder while planning (name, text with
  /// placeholders), by the same keys as `plans`.
  private let driverFiles = Mutex<[[String]: [(name: String, text: String)]]>([:])

  private let replays = Mutex(0)

  /// How many builds' jobs came from a kept plan (for tests).
  var replayCount: Int { replays.withLock { $0 } }
  /// How many plans are kept and can be replayed (for tests).
  var replayableCount: Int { plans.withLock { $0.values.filter { $0 != nil }.count } }

  package init(swiftc: String) {
    self.swiftc = swiftc
  }

  /// The jobs that do what `swiftc arguments` does for a build in `folder` making `library`:
  /// the kept plan's, or `swiftc` itself when there is none.
  package func jobs(for arguments: [String], folder: String, library: String) -> [Job] {
    let key = arguments.map { Self.abstract($0, folder: folder, library: library) }
    guard let plan = plans.withLock({ $0[key] ?? nil }) else { return [Job(executable: swiftc, arguments: arguments)] }
    replays.withLock { $0 += 1 }
    let temporary = folder + "/" + Self.temporaryFolderName
    try? FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    for file in driverFiles.withLock({ $0[key] ?? [] }) {
      let text = Self.concrete(file.text, folder: folder, library: library, temporary: temporary)
      try? Data(text.utf8).write(to: URL(fileURLWithPath: temporary + "/" + file.name))
    }
    return plan.map { job in
      Job(
        executable: job.executable,
        arguments: job.arguments.map { Self.concrete($0, folder: folder, library: library, temporary: temporary) })
    }
  }

  /// Asks, on a thread of its own, for the plan of `arguments` (a build that just succeeded)
  /// unless it is known or being asked for.
  package func learn(_ arguments: [String], folder: String, library: String) {
    let key = arguments.map { Self.abstract($0, folder: folder, library: library) }
    let asked = plans.withLock { plans in
      guard plans[key] == nil else { return true }
      plans[key] = .some(nil)
      return false
    }
    guard !asked else { return }
    let swiftc = swiftc
    Thread.detachNewThread { [weak self] in
      let printed = Self.printedPlan(swiftc: swiftc, arguments: arguments, in: folder)
      let plan = Self.parse(printed, folder: folder, library: library)
      let files = Self.writtenFiles(printed, folder: folder, library: library)
      self?.driverFiles.withLock { $0[key] = files }
      self?.plans.withLock { $0[key] = .some(plan) }
    }
  }

  /// What `swiftc -###` prints for `arguments`, run in `folder` as the build is; empty if it
  /// fails. (The files need not exist: the driver only plans.)
  static func printedPlan(swiftc: String, arguments: [String], in folder: String) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    // In the build folder (it names itself as the compilation folder), if it is still there.
    if FileManager.default.fileExists(atPath: folder) { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    process.arguments = arguments + ["-###"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return "" }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return process.terminationStatus == 0 ? text : ""
  }

  /// The jobs of a printed plan with placeholders in, or nil when it cannot be replayed.
  static func parse(_ printed: String, folder: String, library: String) -> [Job]? {
    let lines = printed.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    // Quoting (a path with a space) is the shell's syntax: not worth parsing, swiftc does it.
    guard !lines.isEmpty, !lines.contains(where: { $0.contains { "\"'\\".contains($0) } }) else { return nil }
    var jobs = lines.map { line -> Job in
      let words = line.split(separator: " ").map(String.init)
      return Job(executable: words[0], arguments: Array(words.dropFirst()))
    }
    guard jobs[0].executable.hasSuffix("/swift-frontend"), jobs[0].arguments.first == "-frontend" else { return nil }
    let everything = jobs.flatMap(\.arguments)
    guard !everything.contains(where: { $0.hasSuffix("filelist") }) else { return nil }
    let temporary = everything.lazy.compactMap(Self.temporaryFolder).first
    jobs = jobs.map { job in
      var job = job
      job.arguments = job.arguments.map { argument in
        var argument = abstract(argument, folder: folder, library: library)
        if let temporary { argument = argument.replacingOccurrences(of: temporary, with: temporaryMark) }
        return argument
      }
      return job
    }
    return jobs
  }

  /// The files the driver wrote in its temporary folder while planning `printed` (its
  /// supplementary output map), with placeholders in, and the folder removed.
  static func writtenFiles(_ printed: String, folder: String, library: String) -> [(name: String, text: String)] {
    let words = printed.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    guard let temporary = words.lazy.compactMap(Self.temporaryFolder).first else { return [] }
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().compactMap { name in
      guard let text = try? String(contentsOfFile: temporary + "/" + name, encoding: .utf8) else { return nil }
      // JSON writes `/` as `\/`: both spellings of each path get their placeholder.
      let escaped = { (path: String) in path.replacingOccurrences(of: "/", with: "\\/") }
      let abstracted = abstract(text, folder: folder, library: library)
        .replacingOccurrences(of: escaped(library), with: libraryMark + "\u{2}")
        .replacingOccurrences(of: escaped(folder), with: buildMark + "\u{2}")
        .replacingOccurrences(of: temporary, with: temporaryMark)
        .replacingOccurrences(of: escaped(temporary), with: temporaryMark + "\u{2}")
      return (name, abstracted)
    }
  }

  /// The driver's temporary folder named in `argument` (`/tmp/TemporaryDirectory.AbC123`).
  static func temporaryFolder(in argument: String) -> String? {
    guard let range = argument.range(of: "TemporaryDirectory.") else { return nil }
    let start =
      argument[..<range.lowerBound].lastIndex(of: "@").map { argument.index(after: $0) } ?? argument.startIndex
    let end = argument[range.upperBound...].firstIndex(of: "/") ?? argument.endIndex
    return String(argument[start..<end])
  }

  private static func abstract(_ argument: String, folder: String, library: String) -> String {
    argument.replacingOccurrences(of: library, with: libraryMark).replacingOccurrences(of: folder, with: buildMark)
  }

  private static func concrete(_ argument: String, folder: String, library: String, temporary: String) -> String {
    let escaped = { (path: String) in path.replacingOccurrences(of: "/", with: "\\/") }
    return argument.replacingOccurrences(of: temporaryMark + "\u{2}", with: escaped(temporary))
      .replacingOccurrences(of: libraryMark + "\u{2}", with: escaped(library))
      .replacingOccurrences(of: buildMark + "\u{2}", with: escaped(folder))
      .replacingOccurrences(of: temporaryMark, with: temporary).replacingOccurrences(
        of: libraryMark, with: library
      )
      .replacingOccurrences(of: buildMark, with: folder)
  }
}
