import Foundation
import Testing

@testable import PlaygroundUI

private struct Point: Codable, Equatable {
  var x = 1
  var y = 2
}

private struct OtherPoint: Codable, Equatable {
  var x = 1
  var y = 2
}

/// What a reload keeps of a view's `@State`: the same type's value, never a value of another
/// type (it starts fresh, and the store counts it so the status can say so).
@MainActor
@Suite struct StateCarryOverTests {
  private func key(_ property: String) -> StateKey {
    StateKey(identity: ViewIdentity.root.appending(.position(0)), property: property)
  }

  @Test func aValueOfTheSameTypeIsKept() {
    let store = StateStore()
    store.beginPass()
    store.box(for: key("count"), initial: 0).value = 7
    store.beginPass()
    #expect(store.box(for: key("count"), initial: 0).value == 7)
    #expect(store.startedFresh == 0)
  }

  @Test func aValueWhoseTypeChangedStartsFreshAndIsCounted() {
    let store = StateStore()
    store.beginPass()
    store.box(for: key("count"), initial: 0).value = 7
    store.box(for: key("point"), initial: Point()).value = Point(x: 5, y: 6)
    store.beginPass()
    #expect(store.box(for: key("count"), initial: "zero").value == "zero")
    #expect(store.box(for: key("point"), initial: OtherPoint()).value == OtherPoint())
    #expect(store.startedFresh == 2)
    store.beginPass()
    #expect(store.startedFresh == 0, "the count is per pass")
  }

  @Test func carryingOverNeedsTheSameTypeNameEvenForCodableValues() {
    let store = StateStore()
    let box = StateBox(Point(x: 3, y: 4), store: store)
    #expect(box.carried(to: Point.self, store: store)?.value == Point(x: 3, y: 4))
    #expect(box.carried(to: OtherPoint.self, store: store) == nil)
    #expect(StateBox([1, 2], store: store).carried(to: [Int].self, store: store)?.value == [1, 2])
  }
}
