import Foundation
import Testing

@testable import PlaygroundUI

/// Picker: options chosen by `.tag` (or ForEach's id); segmented segments share the width; the
/// menu opens a list drawn above everything, closed by a choice, Escape or a click outside.
@MainActor
@Suite struct PickerTests {
  private let window = CGSize(width: 400, height: 300)

  @Test func segmentsShareTheOfferedWidthAndAClickSelectsByTag() throws {
    let size = Held(value: 1)
    let graph = ViewGraph.testing(
      Picker("Size", selection: size.binding) {
        Text("S").tag(0)
        Text("M").tag(1)
        Text("L").tag(2)
      }
      .pickerStyle(.segmented)
      .frame(width: 300))
    graph.frame(window)
    let shapes = graph.leaves("roundedRectangle")
    let background = try #require(shapes.first)
    let highlight = try #require(shapes.dropFirst().first)
    #expect(isClose(background.frame.width, 300) && isClose(background.frame.height, 32))
    // The highlight is the second (selected) 100 pt segment, inset 2 pt.
    #expect(
      isClose(
        highlight.frame, CGRect(x: background.frame.minX + 102, y: background.frame.minY + 2, width: 96, height: 28)))
    #expect(isClose(try #require(graph.leaf("L")).frame.midX, background.frame.minX + 250))
    graph.click(at: CGPoint(x: background.frame.minX + 260, y: background.frame.midY), time: 0)
    #expect(size.value == 2)
    _ = graph.handleKey(.tab)
    _ = graph.handleKey(.left)
    #expect(size.value == 1)
  }

  @Test func forEachIdsTagTheOptions() throws {
    let flavor = Held(value: "Vanilla")
    let graph = ViewGraph.testing(
      Picker("Flavor", selection: flavor.binding) {
        ForEach(["Vanilla", "Mint"], id: \.self) { Text($0) }
      }
      .pickerStyle(.segmented)
      .frame(width: 200))
    graph.frame(window)
    graph.click(try #require(graph.leaf("Mint")).frame, time: 0)
    #expect(flavor.value == "Mint")
  }

  @Test func theMenuShowsTheSelectionAndOpensAListAboveTheContent() throws {
    let flavor = Held(value: "Vanilla")
    let tally = Tally()
    let graph = ViewGraph.testing(
      VStack(spacing: 0) {
        Picker("Flavor", selection: flavor.binding) {
          ForEach(["Vanilla", "Mint", "Lemon"], id: \.self) { Text($0) }
        }
        .pickerStyle(.menu)
        Button("Beneath") { tally.count += 1 }
      }
      .frame(width: 300))
    graph.frame(window)
    #expect(graph.leaves("Vanilla").count == 1 && graph.leaf("Mint") == nil, "closed: only the selection")
    #expect(graph.leaf("chevron.up.chevron.down") != nil)
    let button = try #require(graph.leaf("Vanilla"))
    graph.click(button.frame, time: 0)
    graph.frame(window)
    let mint = try #require(graph.leaf("Mint"), "open: every option is listed")
    #expect(mint.frame.minY > button.frame.maxY, "the list opens below the button")
    // Drawn after everything else: the list's leaves come last in drawing order.
    let last = try #require(graph.tracedViews.last)
    #expect(last.frame.minY >= button.frame.maxY)
    #expect(
      graph.tracedViews.firstIndex { $0.detail == "Beneath" }! < graph.tracedViews.firstIndex { $0.detail == "Mint" }!)
    graph.click(mint.frame, time: 0.1)
    #expect(flavor.value == "Mint")
    graph.frame(window)
    #expect(graph.leaf("Lemon") == nil, "choosing closes the list")
    #expect(graph.leaf("Mint") != nil)
  }

  @Test func escapeOrAClickOutsideClosesTheMenuAndTheClickGoesNoFurther() throws {
    let flavor = Held(value: "Vanilla")
    let tally = Tally()
    let graph = ViewGraph.testing(
      VStack {
        Picker("Flavor", selection: flavor.binding) {
          Text("Vanilla").tag("Vanilla")
          Text("Mint").tag("Mint")
        }
        Button("Beneath") { tally.count += 1 }.frame(maxWidth: .infinity, alignment: .leading)
      }
      .frame(width: 300))
    graph.frame(window)
    let beneath = try #require(graph.leaf("Beneath"))
    graph.click(try #require(graph.leaf("Vanilla")).frame, time: 0)
    graph.frame(window)
    #expect(graph.leaf("Mint") != nil)
    #expect(graph.handleKey(.character("q")), "an open menu takes every key")
    #expect(graph.handleKey(.escape))
    graph.frame(window)
    #expect(graph.leaf("Mint") == nil)
    _ = graph.handleKey(.tab)
    _ = graph.handleKey(.enter)
    graph.frame(window)
    #expect(graph.leaf("Mint") != nil, "Return opens the focused menu")
    #expect(graph.leaves("Mint").allSatisfy { !$0.frame.intersects(beneath.frame) })
    graph.click(beneath.frame, time: 0.2)
    graph.frame(window)
    #expect(graph.leaf("Mint") == nil)
    #expect(tally.count == 0)
  }
}
