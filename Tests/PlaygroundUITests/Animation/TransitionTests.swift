import Foundation
import Testing

@testable import PlaygroundUI

/// Inserted views fade in, removed ones fade out, `.identity` is immediate.
@MainActor
@Suite struct TransitionTests {
  @Test func anInsertedViewFadesIn() throws {
    let graph = ViewGraph.testing(Blinker(show: false))
    #expect(graph.green(at: 0) == nil)
    withAnimation { graph.setRoot { Blinker(show: true) } }
    let first = graph.green(at: 1)
    #expect((first?.opacity ?? 0) < 0.01, "starts transparent")
    var last = first?.opacity ?? 0
    var time = 1.0
    var steps = 0
    while graph.needsFrame && time < 5 {
      time += 1.0 / 60
      let green = try #require(graph.green(at: time))
      #expect(green.opacity >= last, "opacity never falls while fading in")
      last = green.opacity
      steps += 1
    }
    #expect(steps > 10, "the fade takes many frames")
    #expect(try #require(graph.green(at: time + 1)).opacity == 1)
  }

  @Test func aLinearFadeInIsProportionalToTime() throws {
    let graph = ViewGraph.testing(Blinker(show: false))
    graph.frame(CGSize(width: 200, height: 100), at: 0)
    withAnimation(.linear(duration: 0.5)) { graph.setRoot { Blinker(show: true) } }
    graph.frame(CGSize(width: 200, height: 100), at: 0)
    for sample in [0.1, 0.25, 0.4] {
      let green = try #require(graph.green(at: sample))
      #expect(abs(green.opacity - sample / 0.5) < 1e-9)
    }
  }

  @Test func aRemovedViewFadesOutThenIsGone() throws {
    let graph = ViewGraph.testing(Blinker(show: true))
    let shown = try #require(graph.green(at: 0))
    withAnimation { graph.setRoot { Blinker(show: false) } }
    let leaving = try #require(graph.green(at: 1), "still drawn when the removal starts")
    #expect(leaving.opacity == 1)
    #expect(leaving.identity == shown.identity && leaving.frame == shown.frame)
    var last = leaving.opacity
    var time = 1.0
    var drawnFrames = 0
    while let green = graph.green(at: time + 1.0 / 60) {
      time += 1.0 / 60
      #expect(green.opacity <= last, "opacity never rises while fading out")
      #expect(green.opacity > 0)
      last = green.opacity
      drawnFrames += 1
      if time > 5 { break }
    }
    #expect(drawnFrames > 10)
    #expect(graph.green(at: time + 1) == nil)
    #expect(!graph.needsFrame)
  }

  @Test func theIdentityTransitionAppearsAndLeavesAtOnce() throws {
    let graph = ViewGraph.testing(AbruptBlinker(show: false))
    graph.frame(CGSize(width: 200, height: 100), at: 0)
    withAnimation { graph.setRoot { AbruptBlinker(show: true) } }
    #expect(try #require(graph.green(at: 1)).opacity == 1)
    _ = graph.settle(from: 1, size: CGSize(width: 200, height: 100))
    withAnimation { graph.setRoot { AbruptBlinker(show: false) } }
    #expect(graph.green(at: 10) == nil)
  }

  @Test func withoutAnAnimationInsertionAndRemovalAreImmediate() throws {
    let graph = ViewGraph.testing(Blinker(show: false))
    graph.frame(CGSize(width: 200, height: 100), at: 0)
    graph.setRoot { Blinker(show: true) }
    #expect(try #require(graph.green(at: 0.1)).opacity == 1)
    graph.setRoot { Blinker(show: false) }
    #expect(graph.green(at: 0.2) == nil)
    #expect(!graph.needsFrame)
  }

  @Test func siblingsGlideWhileTheInsertedViewFades() throws {
    let graph = ViewGraph.testing(Blinker(show: false))
    let size = CGSize(width: 200, height: 100)
    graph.frame(size, at: 0)
    let greyBefore = try #require(graph.leaf("rectangle")).frame
    withAnimation(.linear(duration: 1)) { graph.setRoot { Blinker(show: true) } }
    graph.frame(size, at: 0)
    graph.frame(size, at: 0.5)
    let greyMid = try #require(graph.tracedViews.first { !$0.identity.contains(role: .some) }).frame
    graph.frame(size, at: 1)
    let greyAfter = try #require(graph.tracedViews.first { !$0.identity.contains(role: .some) }).frame
    #expect(greyAfter.minX < greyBefore.minX, "the row widened, so the grey square moved left")
    #expect(abs(greyMid.minX - (greyBefore.minX + greyAfter.minX) / 2) < 1e-9)
  }
}
