import Foundation
import Testing

@testable import PlaygroundUI

/// `@FocusState` with `focused(_:)` and `focused(_:equals:)`: writing the state moves keyboard
/// focus (and typing goes to the newly focused field); Tab, clicks, Escape and a focused view
/// going away write the state. `focusable(_:)` adds views to Tab's order or takes controls out.
@MainActor
@Suite struct FocusStateTests {
  private let window = CGSize(width: 600, height: 400)

  private enum Field: Hashable { case name, email }

  /// Two fields bound to one optional focus state, buttons that write it, and its value shown.
  private struct Form: View {
    let name: TextModel
    let email: TextModel
    @FocusState private var field: Field?
    @State private var showsEmail = true

    var body: some View {
      VStack {
        TextField("Name", text: name.binding).focused($field, equals: .name)
        if showsEmail {
          TextField("Email", text: email.binding).focused($field, equals: .email)
        }
        Text("field: \(field.map { "\($0)" } ?? "none")")
        HStack {
          Text("to email").onTapGesture { field = .email }
          Text("to none").onTapGesture { field = nil }
          Text("hide email").onTapGesture { showsEmail = false }
        }
      }
    }
  }

  /// Renders enough frames for focus and state to settle (one frame each way).
  private func settle(_ graph: ViewGraph) {
    for _ in 0..<3 { graph.frame(window) }
  }

  private func fields(_ graph: ViewGraph) -> [ViewIdentity] {
    graph.drawnNodes().filter { $0.kindName == "TextField" }.map(\.id)
  }

  private func shownField(_ graph: ViewGraph) -> String? {
    graph.tracedViews.first { $0.detail.hasPrefix("field: ") }?.detail
  }

  private func tap(_ graph: ViewGraph, _ text: String) throws {
    graph.click(try #require(graph.leaf(text)).frame, time: 0)
    settle(graph)
  }

  @Test func writingTheStateMovesFocusAndTypingFollows() throws {
    let name = TextModel()
    let email = TextModel()
    let graph = ViewGraph.testing(Form(name: name, email: email))
    settle(graph)
    #expect(graph.focusedControl == nil && shownField(graph) == "field: none")
    try tap(graph, "to email")
    #expect(graph.focusedControl == fields(graph)[1])
    #expect(shownField(graph) == "field: email")
    for key: Key in [.character("a"), .character("@")] { _ = graph.handleKey(key) }
    #expect(email.text == "a@" && name.text.isEmpty)
    try tap(graph, "to none")
    #expect(graph.focusedControl == nil)
    #expect(graph.handleKey(.character("b")) == false, "with no focus a key is not taken")
    #expect(email.text == "a@")
  }

  @Test func tabClicksAndEscapeWriteTheState() throws {
    let graph = ViewGraph.testing(Form(name: TextModel(), email: TextModel()))
    settle(graph)
    #expect(graph.handleKey(.tab))
    settle(graph)
    #expect(shownField(graph) == "field: name")
    #expect(graph.handleKey(.tab))
    settle(graph)
    #expect(shownField(graph) == "field: email")
    #expect(graph.handleKey(.escape))
    settle(graph)
    #expect(graph.focusedControl == nil && shownField(graph) == "field: none")
    let nameBox = try #require(graph.drawnNodes().first { $0.id == fields(graph)[0] }).frame
    graph.click(nameBox, time: 0)
    settle(graph)
    #expect(shownField(graph) == "field: name")
  }

  @Test func theFocusedViewGoingAwayClearsTheState() throws {
    let graph = ViewGraph.testing(Form(name: TextModel(), email: TextModel()))
    settle(graph)
    try tap(graph, "to email")
    #expect(shownField(graph) == "field: email")
    try tap(graph, "hide email")
    #expect(graph.focusedControl == nil)
    #expect(shownField(graph) == "field: none")
  }

  /// A Boolean focus state, read and written by the view itself.
  private struct Search: View {
    let query: TextModel
    @FocusState private var isFocused: Bool

    var body: some View {
      VStack {
        TextField("Search", text: query.binding).focused($isFocused)
        Button("Other") {}
        Text(isFocused ? "searching" : "idle").onTapGesture { isFocused.toggle() }
      }
    }
  }

  @Test func aBooleanStateIsTrueWhileItsViewHasFocus() throws {
    let query = TextModel()
    let graph = ViewGraph.testing(Search(query: query))
    settle(graph)
    try tap(graph, "idle")
    #expect(graph.leaf("searching") != nil)
    #expect(graph.focusedControl == fields(graph)[0])
    _ = graph.handleKey(.character("q"))
    #expect(query.text == "q")
    // Tab moves on to the button: the field lost focus.
    #expect(graph.handleKey(.tab))
    settle(graph)
    #expect(graph.leaf("idle") != nil && graph.focusedControl != fields(graph)[0])
    try tap(graph, "idle")
    #expect(graph.focusedControl == fields(graph)[0])
    try tap(graph, "searching")
    #expect(graph.focusedControl == nil)
  }

  /// A child view that receives the focus state through `@FocusState.Binding`.
  private struct Child: View {
    @FocusState.Binding var isFocused: Bool
    var body: some View { Text(isFocused ? "child sees focus" : "child sees none") }
  }

  private struct Parent: View {
    @FocusState private var isFocused: Bool
    var body: some View {
      VStack {
        Text("Card").focusable().focused($isFocused)
        Child(isFocused: $isFocused)
      }
    }
  }

  @Test func focusableViewsTakeFocusAndABindingPassesTheStateDown() throws {
    let graph = ViewGraph.testing(Parent())
    settle(graph)
    #expect(graph.leaf("child sees none") != nil)
    #expect(graph.handleKey(.tab), "the focusable text is in Tab's order")
    let list = graph.render(size: window, time: 0)
    settle(graph)
    #expect(graph.leaf("child sees focus") != nil)
    // The ring surrounds the focusable text, 3 pt outside it.
    let card = try #require(graph.leaf("Card")).frame
    let ring = try #require(list.shapes.first { $0.paint == .stroke(lineWidth: 3) })
    #expect(isClose(ring.rect, card.insetBy(dx: -3, dy: -3)))
  }

  @Test func aClickFocusesAFocusableViewAndFocusableFalseLeavesTabOut() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(
      VStack {
        Text("Card").focusable()
        Button("Skipped") { tally.count += 1 }.focusable(false)
        Button("Reached") { tally.count += 10 }
      })
    settle(graph)
    graph.click(try #require(graph.leaf("Card")).frame, time: 0)
    settle(graph)
    let card = try #require(graph.drawnNodes().first { $0.focusTarget != nil })
    #expect(graph.focusedControl == card.id)
    #expect(graph.handleKey(.tab))
    settle(graph)
    #expect(graph.handleKey(.character(" ")))
    #expect(tally.count == 10, "Tab went from the card straight to the button that is focusable")
  }
}
