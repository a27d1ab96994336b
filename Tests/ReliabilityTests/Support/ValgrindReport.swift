import Foundation
import XvfbTestSupport

/// A memcheck log, read for the test's failure message: the errors memcheck reported (invalid
/// reads and writes, invalid frees, definite leaks not named in `valgrind.supp`) and its
/// summary. The verdict itself is memcheck's exit status (`--error-exitcode`).
struct ValgrindReport {
  /// One reported error: its first line and its stack.
  struct Record {
    var header: String
    var frames: [String]
  }

  let text: String
  let errors: [Record]

  init(log: String) {
    text = log
    var records: [Record] = []
    var current: Record?
    var previous: Substring = ""
    for rawLine in log.split(separator: "\n", omittingEmptySubsequences: false) {
      // "==123== text": drop the pid prefix.
      var line = Substring(rawLine)
      if line.hasPrefix("=="), let end = line.range(of: "== ") { line = line[end.upperBound...] }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("at 0x") {
        // A stack starts: the line before it names the error.
        if let current { records.append(current) }
        current = Record(header: String(previous), frames: [trimmed])
      } else if trimmed.hasPrefix("by 0x"), current != nil {
        current?.frames.append(trimmed)
      } else if let finished = current {
        records.append(finished)
        current = nil
      }
      if !trimmed.isEmpty { previous = line }
    }
    if let current { records.append(current) }
    // Allocation stacks ("Address … is 0 bytes after a block alloc'd") belong to the error above.
    errors = records.filter {
      !$0.header.hasPrefix(" ") && !$0.header.contains("alloc'd") && !$0.header.contains("free'd")
    }
  }

  /// `ERROR SUMMARY: N errors`: errors memcheck counted after suppressions; nil if the log has
  /// no summary (memcheck did not finish).
  var errorCount: Int? {
    guard let line = text.split(separator: "\n").last(where: { $0.contains("ERROR SUMMARY:") }),
      let range = line.range(of: "ERROR SUMMARY: ")
    else { return nil }
    return Int(line[range.upperBound...].prefix { $0.isNumber })
  }

  /// The LEAK SUMMARY lines and the error summary, for the test's output.
  var summary: String {
    text.split(separator: "\n").filter {
      $0.contains("definitely lost:") || $0.contains("indirectly lost:") || $0.contains("possibly lost:")
        || $0.contains("still reachable:") || $0.contains("suppressed:") || $0.contains("ERROR SUMMARY")
    }.map { line in line.split(separator: " ", maxSplits: 1).last.map(String.init) ?? String(line) }
      .joined(separator: "; ")
  }

  /// Whether memcheck finished its leak check (the run was not cut short).
  var isComplete: Bool { text.contains("LEAK SUMMARY") || text.contains("All heap blocks were freed") }

  /// The first few errors, each with the top of its stack, for a failure message.
  var firstErrors: String {
    errors.prefix(3).map { ([$0.header] + $0.frames.prefix(20)).joined(separator: "\n  ") }.joined(separator: "\n\n")
  }
}
