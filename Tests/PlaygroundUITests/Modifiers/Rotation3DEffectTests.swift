import Foundation
import Testing

@testable import PlaygroundUI

/// `rotation3DEffect` seen straight on: a rotation about the y-axis narrows the view by the
/// angle's cosine, about the x-axis it flattens it, about the z-axis it is `rotationEffect`;
/// layout never moves.
@Suite("rotation3DEffect")
@MainActor
struct Rotation3DEffectTests {
  private let window = CGSize(width: 200, height: 200)

  private func tracedFrame<V: View>(_ view: V) throws -> CGRect {
    let graph = ViewGraph.testing(view)
    graph.frame(window)
    return try #require(graph.tracedViews.first { $0.kind == "shape" }).frame
  }

  private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
      && abs(a.height - b.height) < 1e-6
  }

  @Test("About the y-axis: cos 60° = ½ of the width, about the centre")
  func aboutY() throws {
    let frame = try tracedFrame(Color.red.frame(width: 100, height: 40).rotation3DEffect(.degrees(60), axis: (0, 1, 0)))
    #expect(close(frame, CGRect(x: 75, y: 80, width: 50, height: 40)))
  }

  @Test("About the x-axis at the top edge: the height shrinks toward the anchor")
  func aboutXAtTop() throws {
    let frame = try tracedFrame(
      Color.red.frame(width: 100, height: 40).rotation3DEffect(.degrees(60), axis: (1, 0, 0), anchor: .top))
    #expect(close(frame, CGRect(x: 50, y: 80, width: 100, height: 20)))
  }

  @Test("About the z-axis it is rotationEffect; past a quarter turn about y the view is mirrored")
  func aboutZAndMirrored() throws {
    func outline<V: View>(_ view: V) -> [[CGPoint]] {
      ViewGraph.testing(view).render(size: window, time: 0).items.compactMap { item -> [[CGPoint]]? in
        if case .path(let path) = item { path.polygons } else { nil }
      }.first ?? []
    }
    let turned = outline(Color.red.frame(width: 100, height: 40).rotation3DEffect(.degrees(30), axis: (0, 0, 1)))
    let rotated = outline(Color.red.frame(width: 100, height: 40).rotationEffect(.degrees(30)))
    #expect(!turned.isEmpty && turned.count == rotated.count)
    for (a, b) in zip(turned.joined(), rotated.joined()) { #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9) }
    let graph = ViewGraph.testing(
      Color.red.frame(width: 100, height: 40).rotation3DEffect(.degrees(180), axis: (0, 1, 0)))
    let list = graph.render(size: window, time: 0)
    // Mirrored in x: the drawn rectangle covers the same frame (a path, since it is flipped).
    guard case .path(let path) = list.items.first else {
      Issue.record("expected the flipped rectangle as a path: \(list.items)")
      return
    }
    #expect(close(path.frame, CGRect(x: 50, y: 80, width: 100, height: 40)))
  }
}
