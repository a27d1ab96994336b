import Foundation
import Testing

@testable import PlaygroundUI

/// `List(selection:)` with an optional and a set, `List($data, editActions:selection:)` and
/// `ForEach.onDelete`: a click selects a row, Control-click toggles one in a set (macOS's
/// Command-click), the Delete key deletes the selected rows, Up and Down move the selection.
@MainActor
@Suite struct ListSelectionTests {
  private let window = CGSize(width: 300, height: 400)

  final class Model {
    var names = ["John", "Jane", "Alice", "Bob"]
    var single: String?
    var many: Set<String> = []
    var deleted: [IndexSet] = []
  }

  struct SingleList: View {
    let model: Model
    var body: some View {
      List(
        Binding(get: { model.names }, set: { model.names = $0 }), id: \.self, editActions: .all,
        selection: Binding(get: { model.single }, set: { model.single = $0 })
      ) { name in
        Text(name.wrappedValue)
      }
    }
  }

  private func row(_ graph: ViewGraph, _ name: String) throws -> CGRect {
    let text = try #require(graph.leaf(name)).frame
    // Anywhere in the row selects it, not only its text.
    return CGRect(x: 250, y: text.midY, width: 0, height: 0)
  }

  @Test("A click selects a row (drawn highlighted); a click on another moves the selection")
  func clickSelects() throws {
    let model = Model()
    let graph = ViewGraph.testing(SingleList(model: model))
    graph.frame(window)
    #expect(graph.tracedViews.allSatisfy { !$0.id.contains("highlight") })
    graph.click(try row(graph, "Jane"), time: 0)
    #expect(model.single == "Jane")
    graph.setNeedsUpdate()
    graph.frame(window)
    let highlights = graph.tracedViews.filter { $0.id.contains("highlight") }
    #expect(highlights.count == 1)
    let jane = try #require(graph.leaf("Jane")).frame
    #expect(highlights.first.map { $0.frame.minY < jane.minY && $0.frame.maxY > jane.maxY } == true)
    graph.click(try row(graph, "Bob"), time: 1)
    #expect(model.single == "Bob")
    // Control-click on the selected row clears an optional selection.
    graph.frame(window)
    graph.togglingClick(at: try row(graph, "Bob").origin, time: 2)
    #expect(model.single == nil)
  }

  @Test("editActions .all: Delete (and Backspace) on the selected row removes it from the bound array")
  func deleteKey() throws {
    let model = Model()
    let graph = ViewGraph.testing(SingleList(model: model))
    graph.frame(window)
    graph.click(try row(graph, "Alice"), time: 0)
    graph.setNeedsUpdate()
    graph.frame(window)
    #expect(graph.handleKey(.deleteForward))
    #expect(model.names == ["John", "Jane", "Bob"])
    #expect(model.single == nil, "the deleted row is no longer selected")
    graph.setNeedsUpdate()
    graph.frame(window)
    #expect(graph.leaf("Alice") == nil)
    graph.click(try row(graph, "John"), time: 1)
    graph.setNeedsUpdate()
    graph.frame(window)
    #expect(graph.handleKey(.backspace))
    #expect(model.names == ["Jane", "Bob"])
  }

  @Test("Down and Up move the selection to the next and previous row")
  func arrowKeys() throws {
    let model = Model()
    let graph = ViewGraph.testing(SingleList(model: model))
    graph.frame(window)
    graph.click(try row(graph, "John"), time: 0)
    graph.setNeedsUpdate()
    graph.frame(window)
    #expect(graph.handleKey(.down))
    #expect(model.single == "Jane")
    graph.setNeedsUpdate()
    graph.frame(window)
    #expect(graph.handleKey(.up))
    #expect(model.single == "John")
  }

  struct Fruit: Identifiable {
    var id: String { name }
    var name: String
  }

  struct MultiList: View {
    let model: Model
    var body: some View {
      List(selection: Binding(get: { model.many }, set: { model.many = $0 })) {
        ForEach(model.names, id: \.self) { Text($0) }
          .onDelete { model.deleted.append($0) }
      }
    }
  }

  @Test(
    "Set selection: a click selects only that row, Control-click adds and removes; Delete gives onDelete every selected offset at once"
  )
  func multipleSelection() throws {
    let model = Model()
    let graph = ViewGraph.testing(MultiList(model: model))
    graph.frame(window)
    graph.click(try row(graph, "John"), time: 0)
    #expect(model.many == ["John"])
    graph.togglingClick(at: try row(graph, "Alice").origin, time: 1)
    #expect(model.many == ["John", "Alice"])
    graph.togglingClick(at: try row(graph, "Bob").origin, time: 2)
    graph.togglingClick(at: try row(graph, "John").origin, time: 3)
    #expect(model.many == ["Alice", "Bob"])
    graph.setNeedsUpdate()
    graph.frame(window)
    #expect(graph.tracedViews.filter { $0.id.contains("highlight") }.count == 2)
    graph.click(try row(graph, "Jane"), time: 4)
    #expect(model.many == ["Jane"])
    graph.togglingClick(at: try row(graph, "Bob").origin, time: 5)
    graph.setNeedsUpdate()
    graph.frame(window)
    #expect(graph.handleKey(.deleteForward))
    #expect(model.deleted == [IndexSet([1, 3])])
  }

  @Test("List(data, selection:) over identifiable elements selects by id; a list without onDelete ignores Delete")
  func identifiableSelection() throws {
    final class Box { var id: String? }
    let box = Box()
    let fruits = ["Apple", "Banana"].map(Fruit.init(name:))
    let graph = ViewGraph.testing(
      List(fruits, selection: Binding(get: { box.id }, set: { box.id = $0 })) { Text($0.name) })
    graph.frame(window)
    graph.click(try row(graph, "Banana"), time: 0)
    #expect(box.id == "Banana")
    graph.setNeedsUpdate()
    graph.frame(window)
    _ = graph.handleKey(.deleteForward)
    #expect(box.id == "Banana")
    #expect(graph.leaf("Banana") != nil)
  }

  @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) edit as SwiftUI documents")
  func collectionEdits() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.remove(atOffsets: IndexSet([1, 3]))
    #expect(letters == ["a", "c", "e"])
    var moving = ["a", "b", "c", "d", "e"]
    // Moving "b" and "d" before the element at offset 0.
    moving.move(fromOffsets: IndexSet([1, 3]), toOffset: 0)
    #expect(moving == ["b", "d", "a", "c", "e"])
    var toEnd = ["a", "b", "c"]
    toEnd.move(fromOffsets: IndexSet([0]), toOffset: 3)
    #expect(toEnd == ["b", "c", "a"])
  }
}
