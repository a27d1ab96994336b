import Foundation
import Testing

@testable import PlaygroundUI

private struct Task: Identifiable, Equatable {
  let id: Int
  var title: String
  var done = false
}

/// A checklist edited through `ForEach($tasks) { $task in … }`.
private struct Checklist: View {
  @State private var tasks = [Task(id: 1, title: "Write"), Task(id: 2, title: "Test"), Task(id: 3, title: "Ship")]
  let exposed: BindingHolder<[Task]>

  var body: some View {
    let _ = exposed.keep($tasks)
    VStack {
      ForEach($tasks) { $task in
        Button(task.done ? "\(task.title) ✓" : task.title) { task.done.toggle() }
      }
      ForEach($tasks, id: \.title) { $task in
        Text("[\(task.title)]")
      }
      Text("done \(tasks.filter(\.done).count)")
    }
  }
}

/// The puck, moved through a binding to its x.
private struct BoundPuck: View {
  @State private var x: CGFloat = 0
  let exposed: BindingHolder<CGFloat>

  var body: some View {
    let _ = exposed.keep($x)
    Puck(x: x)
  }
}

@MainActor
private final class BindingHolder<Value> {
  var binding: Binding<Value>?

  func keep(_ binding: Binding<Value>) { self.binding = binding }
}

/// Bindings into collections and properties, and animated bindings.
@MainActor
@Suite struct BindingProjectionTests {
  private let window = CGSize(width: 400, height: 400)

  @Test func forEachOverABindingEditsTheArray() throws {
    let holder = BindingHolder<[Task]>()
    let graph = ViewGraph.testing(Checklist(exposed: holder))
    graph.frame(window)
    graph.click(try #require(graph.leaf("Test")).frame, time: 0)
    graph.frame(window)
    let tasks = try #require(holder.binding).wrappedValue
    #expect(tasks.map(\.done) == [false, true, false])
    #expect(graph.leaf("Test ✓") != nil && graph.leaf("done 1") != nil)
    #expect(graph.leaves("[Write]").count == 1, "the id: form shows each element too")
  }

  @Test func forEachOverABindingIsIdentifiedByTheElementsIDs() throws {
    let holder = BindingHolder<[Task]>()
    let graph = ViewGraph.testing(Checklist(exposed: holder))
    graph.frame(window)
    let test = try #require(graph.leaf("Test"))
    #expect(test.identity.contains(explicitID: 2))
    let bracketed = try #require(graph.leaf("[Ship]"))
    #expect(bracketed.identity.contains(explicitID: "Ship"))
  }

  @Test func aBindingToAnArrayIsACollectionOfElementBindings() throws {
    var storage = [1, 2, 3]
    let binding = Binding(get: { storage }, set: { storage = $0 })
    #expect(binding.count == 3)
    binding[1].wrappedValue = 20
    #expect(storage == [1, 20, 3])
    #expect(binding.map(\.wrappedValue) == [1, 20, 3])
    #expect(binding.last?.wrappedValue == 3)
    var point = CGPoint(x: 1, y: 2)
    let pointBinding = Binding(get: { point }, set: { point = $0 })
    pointBinding.y.wrappedValue = 5
    #expect(point == CGPoint(x: 1, y: 5))
  }

  @Test func aWriteThroughAnAnimatedBindingAnimates() throws {
    let holder = BindingHolder<CGFloat>()
    let graph = ViewGraph.testing(BoundPuck(exposed: holder))
    #expect(graph.puckX(at: 0) == 0)
    try #require(holder.binding).animation(.linear(duration: 1)).wrappedValue = 100
    graph.frame(strip, at: 0)
    #expect(graph.puckX(at: 0.25) == 25)
    #expect(graph.puckX(at: 1) == 100)
    // A plain write through the same binding moves at once.
    try #require(holder.binding).wrappedValue = 300
    #expect(graph.puckX(at: 1.5) == 300)
  }
}
