import Foundation
import Testing

@testable import PlaygroundUI

/// Button styles with SwiftUI's shapes: the built-in looks (ButtonStyles.swift states them),
/// custom `ButtonStyle` with `isPressed`, `PrimitiveButtonStyle` with `trigger()`, and
/// `.disabled`, `.tint`, `.controlSize`.
@MainActor
@Suite struct ButtonStyleTests {
  private let window = CGSize(width: 400, height: 300)

  private func bezel(_ list: DisplayList) -> ShapeDrawing? {
    list.shapes.first { $0.kind.name == "roundedRectangle" }
  }

  @Test func borderedTintsALightBezelAndProminentFillsItWithAWhiteLabel() throws {
    let bordered = ViewGraph.testing(Button("Go") {}.buttonStyle(.bordered)).render(size: window, time: 0)
    #expect(bezel(bordered)?.color == Color.accentColor.opacity(0.12).resolved)
    #expect(bordered.text("Go")?.color == Color.accentColor.resolved)
    let prominent = ViewGraph.testing(Button("Go") {}.buttonStyle(.borderedProminent).tint(.red))
      .render(size: window, time: 0)
    #expect(bezel(prominent)?.color == Color.red.resolved)
    #expect(prominent.text("Go")?.color == Color.white.resolved)
    let label = try #require(prominent.text("Go"))
    #expect(isClose(try #require(bezel(prominent)).rect, label.frame.insetBy(dx: -12, dy: -6)))
  }

  @Test func borderlessDrawsOnlyTheLabelInTheTint() throws {
    let list = ViewGraph.testing(Button("Go") {}.buttonStyle(.borderless)).render(size: window, time: 0)
    #expect(list.shapes.isEmpty)
    #expect(list.text("Go")?.color == Color.accentColor.resolved)
  }

  @Test func aCustomStyleDrawsFromItsConfigurationAndSeesThePress() throws {
    struct Outlined: ButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        configuration.label
          .padding(4)
          .background(Capsule().fill(configuration.isPressed ? Color.red : Color.green))
      }
    }
    let tally = Tally()
    let graph = ViewGraph.testing(Button("Go") { tally.count += 1 }.buttonStyle(Outlined()))
    let idle = graph.render(size: window, time: 0)
    let capsule = try #require(idle.shapes.first)
    #expect(capsule.kind == .capsule && capsule.color == Color.green.resolved)
    #expect(isClose(capsule.rect, try #require(idle.text("Go")).frame.insetBy(dx: -4, dy: -4)))
    graph.pointerDown(at: CGPoint(x: capsule.rect.midX, y: capsule.rect.midY), time: 0)
    #expect(graph.render(size: window, time: 0.1).shapes.first?.color == Color.red.resolved)
    graph.pointerUp(at: CGPoint(x: capsule.rect.midX, y: capsule.rect.midY), time: 0.1)
    #expect(tally.count == 1)
    _ = graph.handleKey(.tab)
    _ = graph.handleKey(.enter)
    #expect(tally.count == 2, "a styled button is focusable and Return presses it")
  }

  @Test func aPrimitiveStyleTriggersTheActionItselfAndCanWrapTheCurrentStyle() throws {
    struct DoubleTap: PrimitiveButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        Button(configuration).onTapGesture {
          configuration.trigger()
          configuration.trigger()
        }
      }
    }
    let tally = Tally()
    let graph = ViewGraph.testing(Button("Go") { tally.count += 1 }.buttonStyle(DoubleTap()))
    let list = graph.render(size: window, time: 0)
    // `Button(configuration)` draws with the style outside: the default bezel.
    let drawn = try #require(bezel(list))
    #expect(drawn.color == Color.accentColor.opacity(0.12).resolved)
    graph.click(drawn.rect, time: 0)
    #expect(tally.count == 2)
  }

  @Test func aDisabledButtonIsGreyAndDoesNothing() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(Button("Go") { tally.count += 1 }.disabled(true))
    let list = graph.render(size: window, time: 0)
    #expect(list.text("Go")?.color == disabledGray.resolved)
    graph.click(try #require(bezel(list)).rect, time: 0)
    #expect(tally.count == 0)
    #expect(!graph.handleKey(.tab))
  }

  @Test func controlSizeScalesTheBezelInsets() throws {
    for (size, scale) in [(ControlSize.mini, 0.7), (.small, 0.85), (.large, 1.2)] {
      let list = ViewGraph.testing(Button("Go") {}.controlSize(size)).render(size: window, time: 0)
      let label = try #require(list.text("Go"))
      #expect(isClose(try #require(bezel(list)).rect, label.frame.insetBy(dx: -12 * scale, dy: -6 * scale)))
    }
  }
}
