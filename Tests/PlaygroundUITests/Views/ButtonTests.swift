import Foundation
import Testing

@testable import PlaygroundUI

/// Button styles, the pressed state and when the action fires.
@MainActor
@Suite struct ButtonTests {
  private let window = CGSize(width: 400, height: 300)

  private func bezel(_ list: DisplayList) -> ShapeDrawing? {
    list.shapes.first { $0.kind.name == "roundedRectangle" }
  }

  @Test func defaultStyleDrawsABezelFillingTheButtonBehindItsLabel() throws {
    let graph = ViewGraph.testing(Button("Send") {})
    let list = graph.render(size: window, time: 0)
    #expect(list.items.count == 2)
    let shape = try #require(bezel(list))
    let label = try #require(list.text("Send"))
    guard case .shape = list.items[0] else {
      Issue.record("the bezel must draw before the label")
      return
    }
    // The button's frame is its label plus the bezel's 12/6 insets; the bezel fills it.
    let button = try #require(graph.node(kind: "background"))
    #expect(shape.rect == button.frame)
    #expect(isClose(shape.rect, label.frame.insetBy(dx: -12, dy: -6)))
    #expect(label.color == Color.accentColor.resolved)
  }

  @Test func theBezelIsDarkerWhilePressed() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(Button("Send") { tally.count += 1 })
    let idle = try #require(bezel(graph.render(size: window, time: 0)))
    graph.pointerDown(at: CGPoint(x: idle.rect.midX, y: idle.rect.midY), time: 0.1)
    #expect(graph.needsFrame)
    let pressed = try #require(bezel(graph.render(size: window, time: 0.1)))
    #expect(pressed.color.alpha > idle.color.alpha)
    #expect(pressed.rect == idle.rect)
    #expect(tally.count == 0, "a press alone must not fire")
    graph.pointerUp(at: CGPoint(x: idle.rect.midX, y: idle.rect.midY), time: 0.2)
    #expect(tally.count == 1)
    let released = try #require(bezel(graph.render(size: window, time: 0.2)))
    #expect(released.color == idle.color)
  }

  @Test func releasingOutsideCancels() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(Button("Send") { tally.count += 1 })
    let idle = try #require(bezel(graph.render(size: window, time: 0)))
    graph.pointerDown(at: CGPoint(x: idle.rect.midX, y: idle.rect.midY), time: 0)
    graph.pointerUp(at: CGPoint(x: idle.rect.maxX + 20, y: idle.rect.midY), time: 0)
    #expect(tally.count == 0)
    let after = try #require(bezel(graph.render(size: window, time: 0)))
    #expect(after.color == idle.color)
  }

  @Test func plainStyleDrawsOnlyTheLabel() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(Button("Send") { tally.count += 1 }.buttonStyle(.plain))
    let list = graph.render(size: window, time: 0)
    #expect(list.shapes.isEmpty)
    let label = try #require(list.text("Send"))
    #expect(label.color == Color.primary.resolved)
    #expect(isClose(label.frame.width, FakeMetrics.width("Send", size: 17)))
    graph.click(label.frame, time: 0)
    #expect(tally.count == 1)
  }

  @Test func aCustomLabelIsClickableAnywhereInTheButton() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(
      Button {
        tally.count += 1
      } label: {
        HStack {
          Image(systemName: "plus")
          Text("Add")
        }
      })
    graph.frame(window)
    let symbol = try #require(graph.leaf("plus"))
    graph.click(symbol.frame, time: 0)
    let text = try #require(graph.leaf("Add"))
    graph.click(text.frame, time: 0)
    // Between the symbol and the text: still the button.
    graph.click(at: CGPoint(x: (symbol.frame.maxX + text.frame.minX) / 2, y: text.frame.midY), time: 0)
    #expect(tally.count == 3)
  }

  /// Without a stretching label a button keeps its own size in an equal stack: SwiftUI's
  /// bezel hugs the label; the stack's cells are equal and each button sits centred in one.
  @Test func unstretchedButtonsHugTheirLabelsInEqualCells() throws {
    let graph = ViewGraph.testing(
      EqualHStack(spacing: 10) {
        Button("A") {}
        Button("Longer") {}
      })
    let list = graph.render(size: window, time: 0)
    let bezels = list.shapes
    #expect(bezels.count == 2)
    let cell = FakeMetrics.width("Longer", size: 17) + 24
    #expect(isClose(bezels[0].rect.width, FakeMetrics.width("A", size: 17) + 24))
    #expect(isClose(bezels[1].rect.width, cell))
    #expect(isClose(bezels[1].rect.midX - bezels[0].rect.midX, cell + 10))
  }
}
