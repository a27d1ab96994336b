import Foundation
import Testing

@testable import PlaygroundUI

/// A square that scales for drawing only.
private struct Scaled: View {
  var body: some View {
    HStack(spacing: 0) {
      Color.red.frame(width: 40, height: 40).scaleEffect(2).onTapGesture {}
      Color.blue.frame(width: 40, height: 40)
    }
  }
}

/// Text that reports the size its GeometryReader was given.
private struct SizeReport: View {
  var body: some View {
    GeometryReader { proxy in
      Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
    }
  }
}

/// A circle that appears with a scale transition.
private struct Popper: View {
  let show: Bool
  var body: some View {
    ZStack {
      Color.clear.frame(width: 100, height: 100)
      if show { Circle().frame(width: 60, height: 60).transition(.scale) }
    }
  }
}

@MainActor
@Suite struct ScaleAndGeometryTests {
  @Test func scaleEffectDrawsLargerAboutTheCentreWithoutChangingLayout() throws {
    let graph = ViewGraph.testing(Scaled())
    graph.frame(CGSize(width: 200, height: 100))
    let rects = graph.leaves("rectangle")
    try #require(rects.count == 2)
    // Layout: two 40 pt squares side by side, centred in 200×100 → x 60 and 100, y 30.
    #expect(isClose(rects[1].frame, CGRect(x: 100, y: 30, width: 40, height: 40)))
    // Drawing: the first doubled about its centre (80, 50).
    #expect(isClose(rects[0].frame, CGRect(x: 40, y: 10, width: 80, height: 80)))
    // Clicks land on what is drawn.
    #expect(graph.hitTest(CGPoint(x: 45, y: 15)) != nil)
  }

  @Test func geometryReaderContentSeesTheCurrentSizeInTheSameFrame() throws {
    let graph = ViewGraph.testing(SizeReport())
    graph.frame(CGSize(width: 300, height: 200))
    #expect(graph.tracedViews.first?.detail == "300x200")
    graph.frame(CGSize(width: 240, height: 180))
    #expect(graph.tracedViews.first?.detail == "240x180")
    #expect(!graph.needsFrame)
  }

  @Test func aScaleTransitionGrowsTheViewFromItsCentre() throws {
    let graph = ViewGraph.testing(Popper(show: false))
    let size = CGSize(width: 100, height: 100)
    graph.frame(size, at: 0)
    withAnimation(.linear(duration: 1)) { graph.setRoot { Popper(show: true) } }
    graph.frame(size, at: 0)
    let half = try #require(graph.frame(size, at: 0.5).first { $0.detail == "circle" })
    #expect(isClose(half.frame, CGRect(x: 35, y: 35, width: 30, height: 30), within: 1e-6))
    let done = try #require(graph.frame(size, at: 1.5).first { $0.detail == "circle" })
    #expect(isClose(done.frame, CGRect(x: 20, y: 20, width: 60, height: 60)))
  }
}
