import Foundation
import Testing

@testable import PlaygroundUI

/// A 40×20 bar with `effect` applied, beside a 40×20 neighbour that shows where layout put it.
private struct Bar<Effected: View>: View {
  let effect: (Color) -> Effected

  var body: some View {
    HStack(spacing: 0) {
      effect(Color.red).onTapGesture {}
      Color.blue.frame(width: 40, height: 20)
    }
  }
}

@MainActor
private func bar<V: View>(_ effect: @escaping (AnyView) -> V) -> some View {
  Bar { color in effect(AnyView(color.frame(width: 40, height: 20))) }
}

/// One square whose rotation, scale and offset are values of the root (set again to animate).
private struct Turner: View {
  var degrees: Double = 0
  var scale: CGFloat = 1
  var dx: CGFloat = 0

  var body: some View {
    Color.red.frame(width: 40, height: 40)
      .rotationEffect(.degrees(degrees))
      .scaleEffect(scale)
      .offset(x: dx)
  }
}

private struct ScopedTurner: View {
  var degrees: Double

  var body: some View {
    Color.red.frame(width: 40, height: 40).rotationEffect(.degrees(degrees))
      .animation(.linear(duration: 1), value: degrees)
  }
}

/// Layout in a 200×100 window: the HStack of two 40×20 bars is centred, so the red bar's frame
/// is (60, 40, 40, 20) and the blue one's (100, 40, 40, 20).
@MainActor
@Suite struct GeometryEffectTests {
  let size = CGSize(width: 200, height: 100)
  let red = CGRect(x: 60, y: 40, width: 40, height: 20)

  private func drawn(_ graph: ViewGraph, at time: Double = 0) -> (red: CGRect, blue: CGRect)? {
    let rects = graph.frame(size, at: time).filter { $0.detail == "rectangle" }
    guard rects.count == 2 else { return nil }
    return (rects[0].frame, rects[1].frame)
  }

  @Test func scaleEffectXYStretchesAboutItsAnchorAndLeavesLayoutAlone() throws {
    let graph = ViewGraph.testing(bar { $0.scaleEffect(x: 2, y: 0.5, anchor: .topTrailing) })
    let frames = try #require(drawn(graph))
    // The top-trailing corner (100, 40) stays put; width doubles, height halves.
    #expect(isClose(frames.red, CGRect(x: 20, y: 40, width: 80, height: 10)))
    #expect(isClose(frames.blue, CGRect(x: 100, y: 40, width: 40, height: 20)), "the neighbour did not move")
    // Clicks follow the drawing: inside the stretched bar, not in the part of the frame it left.
    #expect(graph.hitTest(CGPoint(x: 30, y: 45)) != nil)
    #expect(graph.hitTest(CGPoint(x: 80, y: 55)) == nil)
  }

  @Test func theSizeFormAndTheUniformFormAreTheSameScale() throws {
    let sized = try #require(
      drawn(ViewGraph.testing(bar { $0.scaleEffect(CGSize(width: 0.5, height: 3), anchor: .bottom) })))
    // About the bottom centre (80, 60): x 80 ± 10, y from 60 − 60 to 60.
    #expect(isClose(sized.red, CGRect(x: 70, y: 0, width: 20, height: 60)))
    let uniform = try #require(drawn(ViewGraph.testing(bar { $0.scaleEffect(2, anchor: .trailing) })))
    // About the trailing centre (100, 50).
    #expect(isClose(uniform.red, CGRect(x: 20, y: 30, width: 80, height: 40)))
  }

  @Test func aNegativeScaleMirrorsAboutTheAnchor() throws {
    let frames = try #require(drawn(ViewGraph.testing(bar { $0.scaleEffect(x: -1, y: 1, anchor: .leading) })))
    #expect(isClose(frames.red, CGRect(x: 20, y: 40, width: 40, height: 20)))
  }

  @Test func aStretchedCircleIsAnEllipse() throws {
    let graph = ViewGraph.testing(Circle().frame(width: 20, height: 20).scaleEffect(x: 3, y: 1))
    let list = graph.render(size: size, time: 0)
    let paths = list.items.compactMap { if case .path(let p) = $0 { p } else { nil } }
    let points = try #require(paths.first).polygons.flatMap { $0 }
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    // The 20 pt circle at (90, 40) stretched ×3 about x = 100: 60 wide, still 20 high.
    #expect(isClose(xs.max()! - xs.min()!, 60, within: 0.5))
    #expect(isClose(ys.max()! - ys.min()!, 20, within: 0.5))
  }

  @Test func rotationAndScaleComposeInModifierOrder() throws {
    // Rotated a quarter turn first (now 20 wide, 40 high), then stretched ×2 horizontally.
    let rotateThenScale = try #require(
      drawn(ViewGraph.testing(bar { $0.rotationEffect(.degrees(90)).scaleEffect(x: 2, y: 1) })))
    #expect(isClose(rotateThenScale.red, CGRect(x: 60, y: 30, width: 40, height: 40), within: 1e-6))
    // Stretched first (80 wide, 20 high), then turned upright: 20 wide, 80 high.
    let scaleThenRotate = try #require(
      drawn(ViewGraph.testing(bar { $0.scaleEffect(x: 2, y: 1).rotationEffect(.degrees(90)) })))
    #expect(isClose(scaleThenRotate.red, CGRect(x: 70, y: 10, width: 20, height: 80), within: 1e-6))
  }

  @Test func anOffsetInsideAScaleIsScaledAndOneOutsideIsNot() throws {
    let inside = try #require(drawn(ViewGraph.testing(bar { $0.offset(x: 10).scaleEffect(2) })))
    // The scale acts on the moved drawing about the frame's centre (80, 50): moved by 20.
    #expect(isClose(inside.red, CGRect(x: 60, y: 30, width: 80, height: 40)))
    let outside = try #require(drawn(ViewGraph.testing(bar { $0.scaleEffect(2).offset(x: 10) })))
    #expect(isClose(outside.red, CGRect(x: 50, y: 30, width: 80, height: 40)))
  }

  @Test func nestedScalesKeepTheirOwnAnchors() throws {
    let frames = try #require(
      drawn(ViewGraph.testing(bar { $0.scaleEffect(2, anchor: .topLeading).scaleEffect(0.5, anchor: .bottomTrailing) }))
    )
    // Doubled about (60, 40) to (60, 40, 80, 40), then halved about (100, 60).
    #expect(isClose(frames.red, CGRect(x: 80, y: 50, width: 40, height: 20)))
  }

  @Test func rotationScaleAndOffsetAnimateInsideWithAnimation() throws {
    let square = CGSize(width: 100, height: 100)
    let graph = ViewGraph.testing(Turner())
    graph.frame(square, at: 0)
    withAnimation(.linear(duration: 1)) { graph.setRoot { Turner(degrees: 90, scale: 3, dx: 100) } }
    graph.frame(square, at: 0)
    let mid = try #require(graph.frame(square, at: 0.5).first)
    // Half way: turned 45°, scaled 2, moved 50. A 40 pt square turned 45° spans 40·√2; doubled.
    let span = 80 * 2.0.squareRoot()
    #expect(isClose(mid.frame, CGRect(x: 100 - span / 2, y: 50 - span / 2, width: span, height: span), within: 1e-6))
    let end = try #require(graph.frame(square, at: 1.5).first)
    #expect(isClose(end.frame, CGRect(x: 90, y: -10, width: 120, height: 120), within: 1e-6))
    #expect(!graph.needsFrame)
  }

  @Test func aRotationAnimatesUnderAnimationWithAValue() throws {
    let square = CGSize(width: 100, height: 100)
    let graph = ViewGraph.testing(ScopedTurner(degrees: 0))
    graph.frame(square, at: 0)
    graph.setRoot { ScopedTurner(degrees: 90) }
    graph.frame(square, at: 0)
    let mid = try #require(graph.frame(square, at: 0.5).first)
    let span = 40 * 2.0.squareRoot()
    #expect(isClose(mid.frame.width, span, within: 1e-6), "turned 45° half way")
  }

  @Test func withoutAnAnimationTheEffectsJump() throws {
    let square = CGSize(width: 100, height: 100)
    let graph = ViewGraph.testing(Turner())
    graph.frame(square, at: 0)
    graph.setRoot { Turner(degrees: 0, scale: 2, dx: 10) }
    let now = try #require(graph.frame(square, at: 0).first)
    #expect(isClose(now.frame, CGRect(x: 20, y: 10, width: 80, height: 80)))
    #expect(!graph.needsFrame)
  }
}
