import Foundation
import Testing

/// Baselines (snapshot files) shared by every test target, with one rule for recording them.
///
/// Record-then-fail: when a baseline is missing, or `RECORD_SNAPSHOTS` is set to anything but
/// empty or `0`, the actual output is written as the new baseline and the test fails with
/// "Recorded new baseline", so a baseline is never accepted without someone looking at it.
public enum Baselines {
  /// Whether `RECORD_SNAPSHOTS` asks for every baseline to be rewritten.
  public static var recordingRequested: Bool {
    guard let value = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] else { return false }
    return !value.isEmpty && value != "0"
  }

  /// The stored baseline at `url`, or nil after recording `actual` there (and failing the test)
  /// because it was missing or recording was requested.
  public static func existing(
    at url: URL, orRecord actual: @autoclosure () throws -> Data, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Data? {
    if !recordingRequested, let stored = FileManager.default.contents(atPath: url.path) { return stored }
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual().write(to: url, options: .atomic)
      Issue.record(
        "Recorded new baseline \(url.path); look at it, then run the tests again", sourceLocation: sourceLocation)
    } catch {
      Issue.record("Could not record baseline \(url.path): \(error)", sourceLocation: sourceLocation)
    }
    return nil
  }
}
