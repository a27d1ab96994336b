import Foundation
import Testing

@testable import PlaygroundUI

/// An id whose description is the same for every value: distinct ids must still be distinct
/// identities (keying by a described path merged them).
private struct Opaque: Hashable, CustomStringConvertible {
  let value: Int
  var description: String { "same" }
}

/// A counter whose state must stay its own.
private struct OwnCounter: View {
  let label: String
  @State private var count = 0

  var body: some View {
    Button("\(label):\(count)") { count += 1 }
  }
}

private struct OpaqueList: View {
  var body: some View {
    VStack {
      ForEach([Opaque(value: 1), Opaque(value: 2)], id: \.self) { id in OwnCounter(label: "t\(id.value)") }
    }
  }
}

/// Two view types that describe alike ("Row") but are different types.
private enum First { struct Row: View { var body: some View { EmptyView() } } }
private enum Second { struct Row: View { var body: some View { EmptyView() } } }

@MainActor
@Suite struct ViewIdentityTests {
  @Test func typesAreComparedByTheirFullNameNotTheirDescription() {
    let first = ViewIdentity.ViewType(First.Row.self)
    let second = ViewIdentity.ViewType(Second.Row.self)
    #expect(first.name == second.name)
    #expect(first != second)
    #expect(first == ViewIdentity.ViewType(First.Row.self))
  }

  private let window = CGSize(width: 300, height: 200)

  @Test func chainsBuiltSeparatelyAreEqualAndHashAlike() {
    let a = ViewIdentity.root.appending(.position(0)).appending(.explicit(ExplicitID("x")))
    let b = ViewIdentity.root.appending(.position(0)).appending(.explicit(ExplicitID("x")))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(Set([a, b]).count == 1)
  }

  @Test func differentPositionsOrIdsDiffer() {
    let base = ViewIdentity.root.appending(.position(0))
    #expect(base.appending(.position(1)) != base.appending(.position(2)))
    #expect(base.appending(.explicit(ExplicitID(1))) != base.appending(.explicit(ExplicitID("1"))))
    #expect(base != base.appending(.position(0)))
    #expect(base.appending(.role(.trueBranch)) != base.appending(.role(.falseBranch)))
  }

  @Test func equalDescriptionsDoNotMakeEqualIdentities() {
    let base = ViewIdentity.root
    let one = base.appending(.explicit(ExplicitID(Opaque(value: 1))))
    let two = base.appending(.explicit(ExplicitID(Opaque(value: 2))))
    #expect(one.description == two.description)
    #expect(one != two)
  }

  @Test func descriptionSpellsTheChain() {
    let id = ViewIdentity.root.appending(.position(0)).appending(.viewType(.init(OwnCounter.self)))
      .appending(.explicit(ExplicitID("Exercise 💪"))).appending(.role(.label)).appending(.line(1))
    #expect(id.description == "root/0/OwnCounter/[Exercise 💪]/label#1")
  }

  @Test func queriesFindTypesIdsRolesAndAncestors() {
    let parent = ViewIdentity.root.appending(.viewType(.init(OwnCounter.self)))
    let child = parent.appending(.explicit(ExplicitID("a"))).appending(.role(.some))
    #expect(child.contains(viewType: OwnCounter.self))
    #expect(!child.contains(viewType: OpaqueList.self))
    #expect(child.contains(explicitID: "a") && !child.contains(explicitID: "b"))
    #expect(child.contains(role: .some) && !child.contains(role: .label))
    #expect(child.isDescendant(of: parent) && child.isDescendant(of: .root))
    #expect(!parent.isDescendant(of: child))
  }

  /// Two `ForEach` elements whose ids describe alike keep separate state.
  @Test func stateOfElementsWithAlikeDescriptionsStaysSeparate() throws {
    let graph = ViewGraph.testing(OpaqueList())
    graph.frame(window)
    let first = try #require(graph.leaf("t1:0"))
    graph.click(first.frame, time: 0)
    graph.frame(window)
    #expect(graph.leaf("t1:1") != nil)
    #expect(graph.leaf("t2:0") != nil, "the second element's state changed with the first's")
    #expect(graph.stateCount == 2)
  }
}
