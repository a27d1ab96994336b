import Foundation
import Testing

/// Where baselines live: `Tests/PlaygroundUITests/Snapshots`, found from this file's own path so
/// every test file shares one folder.
private let snapshotDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()
  .deletingLastPathComponent()
  .appendingPathComponent("Snapshots")

/// Whether `RECORD_SNAPSHOTS` asks for every baseline to be rewritten.
private var recordingRequested: Bool {
  guard let value = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] else { return false }
  return !value.isEmpty && value != "0"
}

/// Compares `text` with the baseline `Snapshots/<name>.txt`.
///
/// Record-then-fail (swift-argument-parser's rule): when the baseline is missing, or
/// `RECORD_SNAPSHOTS=1` is set, the text is written as the new baseline and the test fails with
/// "Recorded new baseline", so a baseline is never accepted without someone reading it.
func assertSnapshot(
  _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = snapshotDirectory.appendingPathComponent(name + ".txt")
  let actual = text.hasSuffix("\n") ? text : text + "\n"
  let existing = try? String(contentsOf: url, encoding: .utf8)
  if recordingRequested || existing == nil {
    do {
      try FileManager.default.createDirectory(at: snapshotDirectory, withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      Issue.record(
        "Recorded new baseline \(url.path); read it, then run the tests again",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("Could not record baseline \(url.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected = existing, expected != actual else { return }
  Issue.record(
    "Snapshot \(name) differs from its baseline:\n\(firstDifference(expected, actual))",
    sourceLocation: sourceLocation)
}

/// The first line where two texts part, with its line number.
private func firstDifference(_ expected: String, _ actual: String) -> String {
  let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
  for i in 0..<max(a.count, b.count) {
    let left = i < a.count ? String(a[i]) : "<end>"
    let right = i < b.count ? String(b[i]) : "<end>"
    if left != right {
      return "line \(i + 1)\n  baseline: \(left)\n  actual:   \(right)"
    }
  }
  return "(no line differs; trailing newline?)"
}
