import Foundation
import TestSupport
import Testing

/// Where baselines live: `Tests/PlaygroundUITests/Snapshots`, found from this file's own path so
/// every test file shares one folder.
private let snapshotDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()
  .deletingLastPathComponent()
  .appendingPathComponent("Snapshots")

/// Compares `text` with the baseline `Snapshots/<name>.txt` (recorded by `Baselines`' rule).
func assertSnapshot(
  _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = snapshotDirectory.appendingPathComponent(name + ".txt")
  let actual = text.hasSuffix("\n") ? text : text + "\n"
  guard let stored = Baselines.existing(at: url, orRecord: Data(actual.utf8), sourceLocation: sourceLocation) else {
    return
  }
  let expected = String(decoding: stored, as: UTF8.self)
  guard expected != actual else { return }
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
