import Foundation
import Testing

@testable import PlaygroundUI

/// Keyboard focus: Tab and Shift-Tab visit focusable controls in reading order, Space and
/// Return activate the focused one, disabled controls are skipped, and a focused text field
/// takes keys before any shortcut.
@MainActor
@Suite struct FocusTests {
  private let window = CGSize(width: 500, height: 400)

  @Test func readingOrderIsRowsTopToBottomThenLeadingToTrailing() {
    // Two columns of two (declared column by column) read row by row; a taller control centred
    // in the first row still belongs to it.
    let frames = [
      CGRect(x: 0, y: 0, width: 50, height: 20),  // row 1, left
      CGRect(x: 0, y: 40, width: 50, height: 20),  // row 2, left
      CGRect(x: 100, y: -5, width: 50, height: 30),  // row 1, right (taller)
      CGRect(x: 100, y: 40, width: 50, height: 20),  // row 2, right
    ]
    #expect(ReadingOrder.sorted(frames) == [0, 2, 1, 3])
  }

  @Test func tabVisitsControlsInReadingOrderAndWrapsShiftTabGoesBack() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(
      HStack {
        VStack {
          Button("A") { tally.log.append("A") }
          Button("C") { tally.log.append("C") }
        }
        VStack {
          Button("B") { tally.log.append("B") }
          Button("D") { tally.log.append("D") }
        }
      })
    graph.frame(window)
    var visited: [String] = []
    for _ in 0..<5 {
      #expect(graph.handleKey(.tab))
      graph.frame(window)
      #expect(graph.handleKey(.character(" ")))
      visited = tally.log
    }
    #expect(visited == ["A", "B", "C", "D", "A"])
    #expect(graph.handleKey(.shiftTab))
    #expect(graph.handleKey(.enter))
    #expect(tally.log.last == "D")
  }

  @Test func theFocusedControlHasARingAroundItAndOnlyIt() throws {
    let graph = ViewGraph.testing(
      HStack {
        Button("A") {}
        Button("B") {}
      })
    let list = graph.render(size: window, time: 0)
    #expect(list.shapes.filter { $0.paint == .stroke(lineWidth: 3) }.isEmpty)
    _ = graph.handleKey(.tab)
    #expect(graph.needsFrame)
    let focused = graph.render(size: window, time: 0.1)
    let rings = focused.shapes.filter { $0.paint == .stroke(lineWidth: 3) }
    #expect(rings.count == 1)
    let button = try #require(graph.leaf("A"))
    // The ring surrounds button A's bezel (its label plus 12/6 insets), 3 pt outside it.
    let bezel = button.frame.insetBy(dx: -12, dy: -6)
    #expect(isClose(try #require(rings.first).rect, bezel.insetBy(dx: -3, dy: -3)))
  }

  @Test func disabledControlsAreSkippedAndWithoutControlsTabIsNotUsed() {
    let tally = Tally()
    let graph = ViewGraph.testing(
      HStack {
        Button("A") { tally.count += 1 }.disabled(true)
        Button("B") { tally.count += 10 }
      })
    graph.frame(window)
    #expect(graph.handleKey(.tab))
    graph.frame(window)
    #expect(graph.handleKey(.tab))
    _ = graph.handleKey(.enter)
    #expect(tally.count == 10)
    let empty = ViewGraph.testing(Text("nothing to focus"))
    empty.frame(window)
    #expect(!empty.handleKey(.tab))
    #expect(!empty.handleKey(.character("q")))
  }

  @Test func aFocusedTextFieldTakesTypedKeysEvenShortcutLetters() {
    let model = TextModel()
    let graph = ViewGraph.testing(TextField("Name", text: model.binding))
    graph.frame(window)
    #expect(graph.handleKey(.tab))
    graph.frame(window)
    #expect(graph.handleKey(.character("q")))
    #expect(model.text == "q")
    #expect(!graph.handleKey(.tab) || graph.focusedControl != nil)
    // Escape leaves the field: then letters are shortcuts again (not used by the graph).
    #expect(graph.handleKey(.escape))
    graph.frame(window)
    #expect(graph.focusedControl == nil)
    #expect(!graph.handleKey(.character("q")))
  }
}

/// A string owned outside the views, bound into a text field.
@MainActor
final class TextModel {
  var text = ""
  var binding: Binding<String> { Binding(get: { self.text }, set: { self.text = $0 }) }
}
