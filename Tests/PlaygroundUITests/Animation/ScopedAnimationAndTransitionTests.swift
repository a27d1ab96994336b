import Foundation
import Testing

@testable import PlaygroundUI

private struct TwoPucks: View {
  var x: CGFloat

  var body: some View {
    VStack(spacing: 0) {
      Puck(x: x).animation(.linear(duration: 1), value: x)
      Puck(x: x)
    }
  }
}

private struct Mover: View {
  var show: Bool
  var transition: AnyTransition

  var body: some View {
    HStack(spacing: 0) {
      Color.gray.frame(width: 10, height: 10)
      if show { Color.green.frame(width: 30, height: 30).transition(transition) }
    }
  }
}

/// `animation(_:value:)` animates its own subtree only; move, slide, asymmetric and combined
/// transitions move the view by its own size (linear timing, so positions are proportional).
@MainActor
@Suite struct ScopedAnimationAndTransitionTests {
  @Test func animationWithAValueAnimatesOnlyItsSubtree() throws {
    let size = CGSize(width: 400, height: 80)
    let graph = ViewGraph.testing(TwoPucks(x: 0))
    graph.frame(size, at: 0)
    graph.setRoot { TwoPucks(x: 100) }
    graph.frame(size, at: 0)
    graph.frame(size, at: 0.5)
    let pucks = graph.leaves("rectangle")
    #expect(isClose(pucks[0].frame.minX, 50), "the scoped puck is half way")
    #expect(isClose(pucks[1].frame.minX, 100), "the other one jumped")
    graph.setRoot { TwoPucks(x: 100) }
    _ = graph.settle(from: 0.5, size: size)
    #expect(!graph.needsFrame)
  }

  private func green(_ graph: ViewGraph, at time: Double) -> TracedView? {
    graph.frame(CGSize(width: 200, height: 100), at: time)
    return graph.tracedViews.first { $0.identity.contains(role: .some) }
  }

  @Test func moveComesFromItsEdgeBySize() throws {
    let graph = ViewGraph.testing(Mover(show: false, transition: .move(edge: .leading)))
    graph.frame(CGSize(width: 200, height: 100), at: 0)
    withAnimation(.linear(duration: 1)) { graph.setRoot { Mover(show: true, transition: .move(edge: .leading)) } }
    let start = try #require(green(graph, at: 0))
    let mid = try #require(green(graph, at: 0.5))
    let end = try #require(green(graph, at: 1.5))
    #expect(isClose(start.frame.minX, end.frame.minX - 30))
    #expect(isClose(mid.frame.minX, end.frame.minX - 15))
    #expect(start.opacity == 1)
  }

  @Test func slideLeavesTowardsTheTrailingEdge() throws {
    let graph = ViewGraph.testing(Mover(show: true, transition: .slide))
    let shown = try #require(green(graph, at: 0))
    withAnimation(.linear(duration: 1)) { graph.setRoot { Mover(show: false, transition: .slide) } }
    graph.frame(CGSize(width: 200, height: 100), at: 0)
    let mid = try #require(green(graph, at: 0.5))
    #expect(isClose(mid.frame.minX, shown.frame.minX + 15))
  }

  @Test func asymmetricAndCombined() throws {
    let transition = AnyTransition.asymmetric(
      insertion: .move(edge: .top).combined(with: .opacity), removal: .scale)
    let graph = ViewGraph.testing(Mover(show: false, transition: transition))
    graph.frame(CGSize(width: 200, height: 100), at: 0)
    withAnimation(.linear(duration: 1)) { graph.setRoot { Mover(show: true, transition: transition) } }
    graph.frame(CGSize(width: 200, height: 100), at: 0)
    let mid = try #require(green(graph, at: 0.5))
    let end = try #require(green(graph, at: 2))
    #expect(isClose(mid.frame.minY, end.frame.minY - 15))
    #expect(isClose(mid.opacity, 0.5))
    withAnimation(.linear(duration: 1)) { graph.setRoot { Mover(show: false, transition: transition) } }
    graph.frame(CGSize(width: 200, height: 100), at: 2)
    let leaving = try #require(green(graph, at: 2.5))
    #expect(isClose(leaving.frame.width, 15), "removed by scaling, not moving")
    #expect(leaving.opacity == 1)
  }
}
