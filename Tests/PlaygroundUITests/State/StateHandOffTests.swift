import Foundation
import Testing

@testable import PlaygroundUI

private struct HandOffTally: Codable, Equatable {
  var taps = 0
  var label = "none"
}

private struct HandOffOtherTally: Codable, Equatable {
  var taps = 0
  var label = "none"
}

/// Not `Codable`: it cannot cross to another process.
private final class Model {
  var value = 1
}

/// What a fresh window process takes over from the one it replaces (`open` after many
/// reloads): every `Codable` state value, by identity and property, when the state type has the
/// same name; anything else starts fresh, as a reload's state does.
@MainActor
@Suite struct StateHandOffTests {
  private func key(_ property: String, at position: Int = 0) -> StateKey {
    StateKey(
      identity: ViewIdentity.root.appending(.position(position)).appending(.viewType(.init(HandOffTally.self))),
      property: property)
  }

  /// The old store's values, through JSON as the supervisor passes them.
  private func crossed(_ store: StateStore) throws -> [String: HandedOffState] {
    let data = try JSONEncoder().encode(store.handOff())
    return try JSONDecoder().decode([String: HandedOffState].self, from: data)
  }

  @Test func codableValuesCrossToAFreshStore() throws {
    let old = StateStore()
    old.box(for: key("count"), initial: 0).value = 3
    old.box(for: key("tally"), initial: HandOffTally()).value = HandOffTally(taps: 6, label: "tapped")
    old.box(for: key("name"), initial: String?.none).value = "Ada"
    old.box(for: key("dates"), initial: [Date]()).value = [Date(timeIntervalSince1970: 86400)]
    let fresh = StateStore()
    fresh.receive(try crossed(old))
    #expect(fresh.box(for: key("count"), initial: 0).value == 3)
    #expect(fresh.box(for: key("tally"), initial: HandOffTally()).value == HandOffTally(taps: 6, label: "tapped"))
    #expect(fresh.box(for: key("name"), initial: String?.none).value == "Ada")
    #expect(fresh.box(for: key("dates"), initial: [Date]()).value == [Date(timeIntervalSince1970: 86400)])
  }

  @Test func otherTypesAndOtherViewsStartFresh() throws {
    let old = StateStore()
    old.box(for: key("count"), initial: 0).value = 3
    old.box(for: key("tally"), initial: HandOffTally()).value = HandOffTally(taps: 6, label: "tapped")
    old.box(for: key("model"), initial: Model()).value.value = 9
    let handed = try crossed(old)
    #expect(handed.count == 2, "the class that is not Codable is not handed over")
    let fresh = StateStore()
    fresh.receive(handed)
    #expect(fresh.box(for: key("count"), initial: "zero").value == "zero", "a changed type starts fresh")
    #expect(
      fresh.box(for: key("tally"), initial: HandOffOtherTally()).value == HandOffOtherTally(), "another type's name")
    #expect(fresh.box(for: key("model"), initial: Model()).value.value == 1)
    #expect(fresh.box(for: key("count", at: 1), initial: 0).value == 0, "another view's state")
  }

  @Test func aValueIsTakenOnceAndUnclaimedOnesAreDropped() throws {
    let old = StateStore()
    old.box(for: key("count"), initial: 0).value = 3
    old.box(for: key("count", at: 1), initial: 0).value = 4
    let fresh = StateStore()
    fresh.receive(try crossed(old))
    #expect(fresh.box(for: key("count"), initial: 0).value == 3)
    fresh.forget([key("count")])
    #expect(fresh.box(for: key("count"), initial: 0).value == 0, "a view that leaves and comes back starts fresh")
    fresh.discardUnclaimedHandOff()
    #expect(fresh.box(for: key("count", at: 1), initial: 0).value == 0, "dropped after the first frame")
  }

  @Test func keysNameViewTypesInFull() {
    let generic = StateKey(
      identity: ViewIdentity.root.appending(.viewType(.init([HandOffTally].self as Any.Type))), property: "count")
    let other = StateKey(
      identity: ViewIdentity.root.appending(.viewType(.init([HandOffOtherTally].self as Any.Type))), property: "count")
    #expect(generic.handOffName != other.handOffName, "\(generic.handOffName)")
  }
}
