import Foundation
import Testing

@testable import PlaygroundUI

/// Slider over any BinaryFloatingPoint with steps counted from the lower bound; ProgressView's
/// bar fill and its spinner, which asks for frames only while it is drawn.
@MainActor
@Suite struct SliderProgressTests {
  private let window = CGSize(width: 400, height: 300)

  @Test func aFloatSliderSnapsToItsStepAndFollowsKeys() throws {
    let volume = Held<Float>(value: 0)
    let graph = ViewGraph.testing(Slider(value: volume.binding, in: 0...10, step: 2.5).frame(width: 222))
    graph.frame(window)
    let track = try #require(graph.leaves("capsule").first)
    // The track spans the width less the 22 pt thumb: 200 pt for 0…10. 38% along is 3.8,
    // nearer the step 5 than 2.5.
    graph.pointerDown(at: CGPoint(x: track.frame.minX + 0.38 * 200, y: track.frame.midY), time: 0)
    graph.pointerUp(at: CGPoint(x: track.frame.minX + 0.38 * 200, y: track.frame.midY), time: 0)
    #expect(volume.value == 5)
    graph.frame(window)
    _ = graph.handleKey(.tab)
    _ = graph.handleKey(.left)
    #expect(volume.value == 2.5)
    for _ in 0..<9 { _ = graph.handleKey(.right) }
    #expect(volume.value == 10, "keys stop at the upper bound")
  }

  @Test func stepsCountFromTheLowerBound() throws {
    let value = Held<Double>(value: 1)
    let graph = ViewGraph.testing(Slider(value: value.binding, in: 1...4, step: 1.5).frame(width: 122))
    graph.frame(window)
    let track = try #require(graph.leaves("capsule").first)
    // 100 pt for 1…4: x at 60% is 2.8, nearest of 1, 2.5, 4 is 2.5.
    graph.click(at: CGPoint(x: track.frame.minX + 60, y: track.frame.midY), time: 0)
    #expect(value.value == 2.5)
  }

  @Test func theBarFillsValueOverTotalOfItsWidth() throws {
    let graph = ViewGraph.testing(ProgressView(value: 30, total: 120).frame(width: 200))
    let list = graph.render(size: window, time: 0)
    let bars = list.shapes.filter { $0.kind == .capsule }
    #expect(bars.count == 2)
    #expect(isClose(bars[0].rect.width, 200) && isClose(bars[0].rect.height, 4))
    #expect(isClose(bars[1].rect.width, 50))
    #expect(bars[1].color == Color.accentColor.resolved)
    #expect(!graph.needsFrame, "a bar does not animate by itself")
  }

  @Test func theSpinnerTurnsAndAsksForFramesOnlyWhileItIsDrawn() throws {
    let show = Flag()
    show.value = true
    let graph = ViewGraph(measurer: FakeTextMeasurer()) {
      Pages(selected: show.value ? 0 : 1) {
        ProgressView()
        Text("Elsewhere")
      }
    }
    let first = graph.render(size: window, time: 0)
    let spokes = first.symbols
    #expect(spokes.count == 8)
    #expect(isClose(spokes[0].frame.width, 20))
    #expect(graph.needsFrame, "a drawn spinner needs the next frame")
    let later = graph.render(size: window, time: 0.125)
    #expect(later.symbols.map(\.color) != spokes.map(\.color), "an eighth of a second later it has turned")
    show.value = false
    graph.setNeedsUpdate()
    _ = graph.render(size: window, time: 0.2)
    #expect(graph.leaf("Elsewhere") != nil)
    #expect(!graph.needsFrame, "a spinner on a hidden page costs no frames")
  }
}
