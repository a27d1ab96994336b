import Foundation
import XvfbTestSupport

/// A memcheck log, read for what the issue asks: no definite leaks in project code.
///
/// A loss record is the project's when its allocation stack passes through the project's code
/// (a file under `Sources/`, or a symbol of one of its modules) and the allocation was not made
/// inside a C library the project calls (fontconfig parsing its configuration, Xlib's caches):
/// those are the libraries' own, reported but not blamed.
struct ValgrindReport {
  struct LossRecord {
    var header: String
    var frames: [String]
  }

  let text: String
  let definite: [LossRecord]

  static let projectModules = ["LayoutCore", "PlaygroundUI", "X11Host", "Demos", "LayoutCases", "layout_playground"]
  static let cLibraries = [
    "libX11", "libXft", "libfontconfig", "libfreetype", "libexpat", "libxcb", "libXrender", "libXext", "libz.",
    "libpng", "libXau", "libXdmcp", "libdl", "ld-linux", "libc.so",
  ]
  static let allocatorFrames = [
    "malloc", "calloc", "realloc", "memalign", "operator new", "vgpreload", "swift_slowAlloc", "swift_allocObject",
    "swift_allocBox", "swift_allocEmptyBox",
  ]

  /// The basenames of the project's Swift sources.
  static let projectFiles: Set<String> = {
    let sources = App.packageRoot.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
    return Set(files.filter { $0.hasSuffix(".swift") }.map { ($0 as NSString).lastPathComponent })
  }()

  init(log: String) {
    text = log
    var records: [LossRecord] = []
    var current: LossRecord?
    for rawLine in log.split(separator: "\n", omittingEmptySubsequences: false) {
      // "==123== text": drop the pid prefix.
      var line = Substring(rawLine)
      if line.hasPrefix("=="), let end = line.range(of: "== ") { line = line[end.upperBound...] }
      if line.contains("are definitely lost in loss record") {
        if let current { records.append(current) }
        current = LossRecord(header: String(line), frames: [])
      } else if current != nil, line.trimmingCharacters(in: .whitespaces).hasPrefix("at 0x") || line.trimmingCharacters(in: .whitespaces).hasPrefix("by 0x") {
        current?.frames.append(line.trimmingCharacters(in: .whitespaces))
      } else if let finished = current {
        records.append(finished)
        current = nil
      }
    }
    if let current { records.append(current) }
    definite = records
  }

  static func isProjectFrame(_ frame: String) -> Bool {
    if projectModules.contains(where: { frame.contains("$s\($0.count)\($0)") || frame.contains(" \($0).") }) { return true }
    if let open = frame.lastIndex(of: "("), let colon = frame[open...].firstIndex(of: ":") {
      let file = String(frame[frame.index(after: open)..<colon])
      return projectFiles.contains(file)
    }
    return false
  }

  /// Whether a record's allocation happened inside a C library (its first frame past the
  /// allocator).
  static func isCLibraryAllocation(_ record: LossRecord) -> Bool {
    guard let first = record.frames.first(where: { frame in !allocatorFrames.contains { frame.contains($0) } }) else {
      return false
    }
    return cLibraries.contains { first.contains($0) }
  }

  /// Definite leaks blamed on the project.
  var projectLeaks: [LossRecord] {
    definite.filter { record in
      record.frames.contains(where: Self.isProjectFrame) && !Self.isCLibraryAllocation(record)
    }
  }

  /// The LEAK SUMMARY lines and the error summary, for the test's output.
  var summary: String {
    text.split(separator: "\n").filter {
      $0.contains("definitely lost:") || $0.contains("indirectly lost:") || $0.contains("possibly lost:")
        || $0.contains("still reachable:") || $0.contains("ERROR SUMMARY")
    }.map { line in line.split(separator: " ", maxSplits: 1).last.map(String.init) ?? String(line) }
      .joined(separator: "; ")
  }

  /// Whether memcheck finished its leak check (the run was not cut short).
  var isComplete: Bool { text.contains("LEAK SUMMARY") || text.contains("All heap blocks were freed") }
}
