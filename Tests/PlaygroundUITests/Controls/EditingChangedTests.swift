import Foundation
import Testing

@testable import PlaygroundUI

/// `onEditingChanged:` on Slider and Stepper: told true when a press on the control begins and
/// false when it ends, wherever the pointer is then.
@MainActor
@Suite struct EditingChangedTests {
  private let window = CGSize(width: 400, height: 300)

  @Test func aSliderIsEditedFromPressToRelease() throws {
    let padding = Held<CGFloat>(value: 16)
    let tally = Tally()
    let graph = ViewGraph.testing(
      Slider(value: padding.binding, in: 16...96, step: 8, onEditingChanged: { tally.log.append("\($0)") })
        .frame(width: 222))
    graph.frame(window)
    let track = try #require(graph.leaves("capsule").first)
    graph.pointerDown(at: CGPoint(x: track.frame.minX, y: track.frame.midY), time: 0)
    #expect(tally.log == ["true"])
    graph.frame(window, at: 0.02)
    // Dragged to the end of the 200 pt track, then released well below the slider.
    graph.pointerMoved(to: CGPoint(x: track.frame.minX + 200, y: track.frame.midY), time: 0.04)
    #expect(tally.log == ["true"], "a drag is still the same edit")
    graph.pointerUp(at: CGPoint(x: track.frame.minX + 200, y: track.frame.midY + 100), time: 0.06)
    #expect(tally.log == ["true", "false"])
    #expect(padding.value == 96)
  }

  @Test func aDisabledSliderIsNeverEdited() throws {
    let value = Held<Double>(value: 0)
    let tally = Tally()
    let graph = ViewGraph.testing(
      Slider(value: value.binding, onEditingChanged: { tally.log.append("\($0)") }).frame(width: 222).disabled(true))
    graph.frame(window)
    graph.click(try #require(graph.leaves("capsule").first).frame, time: 0)
    #expect(tally.log.isEmpty)
  }

  @Test func aStepperIsEditedWhileAHalfIsPressed() throws {
    let count = Held(value: 1)
    let tally = Tally()
    let graph = ViewGraph.testing(
      Stepper("Count", value: count.binding, in: 0...5, onEditingChanged: { tally.log.append("\($0)") })
        .frame(width: 300))
    graph.frame(window)
    let plus = try #require(graph.leaf("plus")).frame
    graph.pointerDown(at: CGPoint(x: plus.midX, y: plus.midY), time: 0)
    #expect(tally.log == ["true"])
    graph.pointerUp(at: CGPoint(x: plus.midX, y: plus.midY), time: 0.1)
    #expect(tally.log == ["true", "false"])
    #expect(count.value == 2)
  }
}
