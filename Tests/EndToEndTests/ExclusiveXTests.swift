import Foundation
import Testing
import XvfbTestSupport

/// How many test cases are inside the lock right now, and the most there ever were.
private actor Occupancy {
  static let shared = Occupancy()
  private var inside = 0
  private(set) var most = 0
  func enter() {
    inside += 1
    most = max(most, inside)
  }
  func leave() { inside -= 1 }
}

/// The `.exclusiveX` trait really runs X tests one at a time, and every X test carries it.
@Suite("The X lock")
struct ExclusiveXTests {
  /// Swift Testing runs the cases of a parameterized test in parallel unless something stops
  /// it, so without the lock these cases overlap (each waits long enough for the others to
  /// start).
  @Test("Cases under .exclusiveX never overlap", .exclusiveX, arguments: 0..<4)
  func casesNeverOverlap(index: Int) async throws {
    await Occupancy.shared.enter()
    try await Task.sleep(for: .milliseconds(100))
    let most = await Occupancy.shared.most
    await Occupancy.shared.leave()
    #expect(most == 1, "case \(index) saw \(most) cases inside the lock at once")
  }

  /// What a test file calls when it starts an X server, connects to one or runs the app
  /// (spelled in pieces so this file does not match itself).
  static let startsX = [
    "XvfbServer" + ".start(", "LiveApp" + "(", "FakeXServer" + "(", "X11Display" + "(name", "HostApp" + "(",
  ]

  @Test("Every suite in a test file that starts X or the app carries .exclusiveX")
  func everyXSuiteIsExclusive() throws {
    let tests = App.packageRoot.appendingPathComponent("Tests")
    let files = try #require(FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String })
      .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("XvfbTestSupport/") }
    var xFiles = 0
    for file in files {
      let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
      guard Self.startsX.contains(where: text.contains) else { continue }
      xFiles += 1
      // A file that drives X holds only X suites (non-X suites live in their own files).
      let suites = text.split(separator: "\n").filter { $0.hasPrefix("@Suite") }
      #expect(!suites.isEmpty, "\(file) drives X outside any @Suite")
      for suite in suites {
        #expect(suite.contains(".exclusiveX"), "\(file): \(suite) drives X without .exclusiveX")
      }
    }
    // The scan found the X suites it is about (EndToEnd, Reliability and X11Host files).
    #expect(xFiles >= 9, "only \(xFiles) test files drive X")
  }
}
