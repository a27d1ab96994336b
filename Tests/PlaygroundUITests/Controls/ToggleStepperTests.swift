import Foundation
import Testing

@testable import PlaygroundUI

/// Toggle and Stepper, laid out like iOS rows (label leading, control trailing, the row as wide
/// as offered) with the sizes their files state: a 51 × 31 switch, a 94 × 32 stepper.
@MainActor
@Suite struct ToggleStepperTests {
  private let window = CGSize(width: 400, height: 300)

  /// Toggle.swift's look: on is green (or the tint), off light grey; the thumb is on the right
  /// when on.
  private func trackOf(_ graph: ViewGraph) -> TracedView? { graph.leaves("capsule").first }
  private func thumbOf(_ graph: ViewGraph) -> TracedView? { graph.leaves("circle").first }

  @Test func theSwitchSitsTrailingTheLabelLeadingAcrossTheOfferedWidth() throws {
    let flag = Flag()
    let graph = ViewGraph.testing(Toggle("Wi-Fi", isOn: flag.binding).frame(width: 300))
    graph.frame(window)
    let label = try #require(graph.leaf("Wi-Fi"))
    let track = try #require(trackOf(graph))
    #expect(isClose(track.frame.size.width, 51) && isClose(track.frame.size.height, 31))
    let row = CGRect(x: 50, y: (300 - 31) / 2, width: 300, height: 31)
    #expect(isClose(label.frame.minX, row.minX))
    #expect(isClose(track.frame.maxX, row.maxX))
    // Off: the 27 pt thumb is at the leading end, inset 2 pt.
    let thumb = try #require(thumbOf(graph))
    #expect(isClose(thumb.frame, CGRect(x: track.frame.minX + 2, y: track.frame.minY + 2, width: 27, height: 27)))
  }

  @Test func aClickOnTheSwitchOrSpaceWhileFocusedFlipsIt() throws {
    let flag = Flag()
    let graph = ViewGraph.testing(Toggle("Wi-Fi", isOn: flag.binding))
    graph.frame(window)
    graph.click(try #require(trackOf(graph)).frame, time: 0)
    #expect(flag.value)
    // The flag lives outside the views (not @State): the graph is told it changed.
    graph.setNeedsUpdate()
    graph.frame(window)
    let thumb = try #require(thumbOf(graph))
    let track = try #require(trackOf(graph))
    #expect(isClose(thumb.frame.maxX, track.frame.maxX - 2), "on: the thumb moves to the trailing end")
    #expect(graph.render(size: window, time: 0).shapes.first { $0.kind == .capsule }?.color == Color.green.resolved)
    graph.click(try #require(graph.leaf("Wi-Fi")).frame, time: 0.1)
    #expect(flag.value, "the label is not the switch")
    _ = graph.handleKey(.tab)
    _ = graph.handleKey(.character(" "))
    #expect(!flag.value)
  }

  @Test func tintColoursTheSwitchAndDisabledTakesNoClicks() throws {
    let flag = Flag()
    flag.value = true
    let graph = ViewGraph.testing(
      VStack {
        Toggle("A", isOn: flag.binding).tint(.orange)
        Toggle("B", isOn: flag.binding).disabled(true)
      })
    let list = graph.render(size: window, time: 0)
    #expect(list.shapes.filter { $0.kind == .capsule }.first?.color == Color.orange.resolved)
    graph.click(try #require(graph.leaves("capsule").last).frame, time: 0)
    #expect(flag.value)
    #expect(list.text("B")?.color == disabledGray.resolved)
  }

  @Test func theStepperIs94By32AndItsHalvesStepWithinTheBounds() throws {
    let count = Held(value: 1)
    let graph = ViewGraph.testing(Stepper("Count", value: count.binding, in: 0...2).frame(width: 300))
    graph.frame(window)
    let minus = try #require(graph.leaf("minus"))
    let plus = try #require(graph.leaf("plus"))
    let body = try #require(graph.leaves("roundedRectangle").first)
    #expect(isClose(body.frame.width, 94) && isClose(body.frame.height, 32))
    #expect(isClose(body.frame.maxX, 350))
    #expect(minus.frame.midX < body.frame.midX && plus.frame.midX > body.frame.midX)
    // Each half is a 46.5 pt target around its symbol.
    graph.click(CGRect(x: body.frame.maxX - 46, y: body.frame.minY, width: 46, height: 32), time: 0)
    #expect(count.value == 2)
    graph.setNeedsUpdate()  // the count lives outside the views
    graph.frame(window)
    graph.click(CGRect(x: body.frame.maxX - 46, y: body.frame.minY, width: 46, height: 32), time: 0.1)
    #expect(count.value == 2, "at the upper bound + is disabled")
    graph.setNeedsUpdate()
    let list = graph.render(size: window, time: 0.2)
    #expect(list.symbols.first { $0.name == "plus" }?.color == disabledGray.resolved)
    _ = graph.handleKey(.tab)
    for _ in 0..<3 { _ = graph.handleKey(.down) }
    #expect(count.value == 0, "Down decrements and stops at the lower bound")
    _ = graph.handleKey(.up)
    #expect(count.value == 1)
  }

  @Test func incrementAndDecrementClosuresRunAsTheyAre() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(
      Stepper("Wrap", onIncrement: { tally.log.append("+") }, onDecrement: { tally.log.append("-") }))
    graph.frame(window)
    graph.click(try #require(graph.leaf("minus")).frame, time: 0)
    graph.click(try #require(graph.leaf("plus")).frame, time: 0)
    #expect(tally.log == ["-", "+"])
  }
}

@MainActor
final class Flag {
  var value = false
  var binding: Binding<Bool> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

@MainActor
final class Held<Value> {
  var value: Value
  init(value: Value) { self.value = value }
  var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}
