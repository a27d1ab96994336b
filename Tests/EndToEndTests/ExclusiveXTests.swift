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

/// The `.exclusiveX` trait really runs X tests one at a time: Swift Testing runs the cases of a
/// parameterized test in parallel unless something stops it, so without the lock these cases
/// overlap (each waits long enough for the others to start).
@Suite("The X lock")
struct ExclusiveXTests {
  @Test("Cases under .exclusiveX never overlap", .exclusiveX, arguments: 0..<4)
  func casesNeverOverlap(index: Int) async throws {
    await Occupancy.shared.enter()
    try await Task.sleep(for: .milliseconds(100))
    let most = await Occupancy.shared.most
    await Occupancy.shared.leave()
    #expect(most == 1, "case \(index) saw \(most) cases inside the lock at once")
  }
}
