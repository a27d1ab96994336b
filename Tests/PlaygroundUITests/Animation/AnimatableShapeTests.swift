import Foundation
import Testing

@testable import PlaygroundUI

/// A bar whose filled share is its animatable data, as a custom shape declares one on iOS
/// (`var animatableData: Double`): "SwiftUI … interpolates the animatable data between the
/// start and end values" (Animatable).
private struct Bar: Shape {
  var share: Double

  nonisolated var animatableData: Double {
    get { share }
    set { share = newValue }
  }

  func path(in rect: CGRect) -> Path {
    Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * share, height: rect.height))
  }
}

/// A shape animating two numbers through an `AnimatablePair`.
private struct Notch: Shape {
  var left: CGFloat
  var right: CGFloat

  nonisolated var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(left, right) }
    set {
      left = newValue.first
      right = newValue.second
    }
  }

  func path(in rect: CGRect) -> Path {
    Path(CGRect(x: rect.minX + left, y: rect.minY, width: rect.width - left - right, height: rect.height))
  }
}

@Suite("Shapes interpolate their animatable data")
@MainActor
struct AnimatableShapeTests {
  private let size = CGSize(width: 100, height: 10)

  private func pathBounds(_ graph: ViewGraph, at time: Double) -> CGRect? {
    let paths = graph.render(size: size, time: time).items.compactMap { item -> PathDrawing? in
      if case .path(let path) = item { path } else { nil }
    }
    guard let path = paths.first else { return nil }
    return Path { p in for polygon in path.polygons { p.addLines(polygon) } }.boundingRect
  }

  @Test("A custom shape's animatableData moves linearly through a linear animation")
  func customShapeData() throws {
    let graph = ViewGraph.testing(Bar(share: 0.2).frame(width: 100, height: 10))
    _ = graph.render(size: size, time: 0)
    withAnimation(.linear(duration: 1)) { graph.setRoot { Bar(share: 0.8).frame(width: 100, height: 10) } }
    #expect(try #require(pathBounds(graph, at: 0)).width.isApproximately(20))
    // A quarter of the way: 0.2 + 0.6 / 4 = 0.35 of the width.
    #expect(try #require(pathBounds(graph, at: 0.25)).width.isApproximately(35))
    #expect(try #require(pathBounds(graph, at: 0.5)).width.isApproximately(50))
    #expect(try #require(pathBounds(graph, at: 1)).width.isApproximately(80))
    #expect(!graph.needsFrame)
  }

  @Test("Without an animation the new data is drawn at once")
  func noAnimation() throws {
    let graph = ViewGraph.testing(Bar(share: 0.2).frame(width: 100, height: 10))
    _ = graph.render(size: size, time: 0)
    graph.setRoot { Bar(share: 0.8).frame(width: 100, height: 10) }
    #expect(try #require(pathBounds(graph, at: 0)).width.isApproximately(80))
  }

  @Test("An AnimatablePair animates both numbers; a stroked shape animates as the shape does")
  func pairAndStroke() throws {
    let graph = ViewGraph.testing(Notch(left: 0, right: 0).frame(width: 100, height: 10))
    _ = graph.render(size: size, time: 0)
    withAnimation(.linear(duration: 1)) {
      graph.setRoot { Notch(left: 40, right: 20).frame(width: 100, height: 10) }
    }
    // The change is taken up by the next frame, at 0: the animation runs from there.
    _ = graph.render(size: size, time: 0)
    let half = try #require(pathBounds(graph, at: 0.5))
    #expect(half.minX.isApproximately(20) && half.maxX.isApproximately(90))

    let stroked = ViewGraph.testing(Bar(share: 0.2).stroke(lineWidth: 2).frame(width: 100, height: 10))
    _ = stroked.render(size: size, time: 0)
    withAnimation(.linear(duration: 1)) {
      stroked.setRoot { Bar(share: 0.8).stroke(lineWidth: 2).frame(width: 100, height: 10) }
    }
    _ = stroked.render(size: size, time: 0)
    // The outline's right edge at half-way is at 50 (its stroke reaches 1 pt beyond).
    #expect(try #require(pathBounds(stroked, at: 0.5)).maxX.isApproximately(51))
  }

  @Test("A trimmed ring's end fraction animates: half-way through, half the change is drawn")
  func trimAnimates() throws {
    func ring(_ end: CGFloat) -> some View {
      Rectangle().trim(from: 0, to: end).stroke(Color.blue, lineWidth: 2).frame(width: 100, height: 10)
    }
    let graph = ViewGraph.testing(ring(0))
    _ = graph.render(size: size, time: 0)
    withAnimation(.linear(duration: 1)) { graph.setRoot { ring(1.0 / 3) } }
    _ = graph.render(size: size, time: 0)
    // The outline is 220 pt long; a sixth of it (36.7 pt) runs along the top edge, ending in
    // a butt cap (the default) and reaching 1 pt above and below it.
    let bounds = try #require(pathBounds(graph, at: 0.5))
    #expect(bounds.maxX.isApproximately(220.0 / 6, tolerance: 0.01))
    #expect(bounds.maxY.isApproximately(1, tolerance: 0.01))
  }
}

extension CGFloat {
  fileprivate func isApproximately(_ other: CGFloat, tolerance: CGFloat = 1e-6) -> Bool {
    (self - other).magnitude <= tolerance
  }
}
