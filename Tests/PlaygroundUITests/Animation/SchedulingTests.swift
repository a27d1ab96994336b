import Foundation
import Testing

@testable import PlaygroundUI

/// What animates, for how long, and when frames stop.
@MainActor
@Suite struct SchedulingTests {
  @Test func nothingAnimatesWithoutWithAnimation() {
    let graph = ViewGraph.testing(Puck(x: 0))
    graph.frame(strip, at: 0)
    graph.setRoot { Puck(x: 120) }
    #expect(graph.puckX(at: 0.01) == 120)
    #expect(!graph.needsFrame)
    withAnimation(nil) { graph.setRoot { Puck(x: 30) } }
    #expect(graph.puckX(at: 0.02) == 30)
    #expect(!graph.needsFrame)
  }

  /// An animated change belongs to the graph whose state it wrote: another graph that updates
  /// for an unrelated reason moves at once.
  @Test func anAnimatedChangeInOneGraphDoesNotAnimateAnother() {
    let animated = ViewGraph.testing(Puck(x: 0))
    let other = ViewGraph.testing(Puck(x: 0))
    animated.frame(strip, at: 0)
    other.frame(strip, at: 0)
    withAnimation(.linear(duration: 1)) { animated.setRoot { Puck(x: 100) } }
    other.setRoot { Puck(x: 200) }
    #expect(other.puckX(at: 0.5) == 200)
    #expect(!other.needsFrame)
    let halfway = animated.puckX(at: 0) ?? .nan
    #expect(halfway == 0, "the animated graph starts where it was")
    #expect(animated.puckX(at: 0.5) == 50)
  }

  @Test func aStateChangeOutsideWithAnimationIsImmediate() throws {
    let graph = ViewGraph.testing(MoodPicker(animation: nil))
    let window = CGSize(width: 300, height: 300)
    graph.frame(window, at: 0)
    graph.click(try #require(graph.leaf("Calm")).frame, time: 0.1)
    graph.frame(window, at: 0.1)
    #expect(graph.leaf("checkmark")?.opacity == 1)
    #expect(!graph.needsFrame)
  }

  @Test func needsFrameLastsExactlyWhileSomethingMoves() {
    let graph = ViewGraph.testing(Puck(x: 0))
    graph.frame(strip, at: 0)
    #expect(!graph.needsFrame)
    withAnimation { graph.setRoot { Puck(x: 120) } }
    #expect(graph.needsFrame, "a change asks for a frame")
    graph.frame(strip, at: 0)
    #expect(graph.needsFrame)
    let settled = graph.settle(from: 0)
    #expect(settled > 0.3 && settled < 3, "settled after \(settled) s")
    #expect(graph.puckX(at: settled) == 120)
    // Idle frames change nothing and ask for nothing.
    #expect(graph.puckX(at: settled + 1) == 120)
    #expect(!graph.needsFrame)
  }

  @Test func aResizeIsNotAnimated() throws {
    let graph = ViewGraph.testing(Color.red.frame(maxWidth: .infinity).frame(height: 10))
    graph.frame(CGSize(width: 200, height: 50), at: 0)
    graph.frame(CGSize(width: 300, height: 50), at: 0.1)
    #expect(try #require(graph.leaf("rectangle")).frame.width == 300)
    #expect(!graph.needsFrame)
  }

  @Test func resizesRetargetWhatMovesAndLaterAnimationsStartFromTheLatestLayout() throws {
    let graph = ViewGraph.testing(Puck(x: 0))
    let wide = CGSize(width: 500, height: 40)
    graph.frame(strip, at: 0)
    withAnimation { graph.setRoot { Puck(x: 120) } }
    graph.frame(strip, at: 0)
    let before = try #require(graph.puckX(at: 0.05))
    // The strip is centred, so a wider window moves it 50 pt right: the running animation
    // retargets there (no jump beyond this frame's progress) and ends at the new place.
    graph.frame(wide, at: 0.06)
    let after = try #require(graph.leaf("rectangle")?.frame.minX)
    #expect(after > before && after < 170, "\(before) → \(after)")
    let settled = graph.settle(from: 0.06, size: wide)
    graph.frame(wide, at: settled)
    #expect(graph.leaf("rectangle")?.frame.minX == 170)
    // Idle resizes snap.
    #expect(graph.puckX(at: settled + 0.1) == 120)
    #expect(!graph.needsFrame)
    // An animated change after those relayouts starts from where the puck is drawn now (120),
    // not from where it was before them (170).
    withAnimation { graph.setRoot { Puck(x: 0) } }
    graph.frame(strip, at: settled + 0.2)
    let start = try #require(graph.puckX(at: settled + 0.21))
    #expect(start < 120 && start > 100, "started from \(start)")
  }

  @Test func slowAnimationsTakeTenTimesAsLong() throws {
    let normal = ViewGraph.testing(Puck(x: 0))
    let slow = ViewGraph.testing(Puck(x: 0))
    slow.slowAnimations = true
    for graph in [normal, slow] {
      graph.frame(strip, at: 0)
      withAnimation(.spring(response: 0.3, dampingFraction: 0.825)) { graph.setRoot { Puck(x: 120) } }
      graph.frame(strip, at: 0)
    }
    // The same path, at a tenth of the speed.
    for sample in [0.02, 0.05, 0.1, 0.2] {
      let fast = try #require(normal.puckX(at: sample))
      let slowed = try #require(slow.puckX(at: 10 * sample))
      #expect(abs(fast - slowed) < 1e-9, "t = \(sample)")
      #expect(fast > 0 && fast != 120)
    }
    let normalEnd = normal.settle(from: 0.2)
    let slowEnd = slow.settle(from: 2)
    let ratio = slowEnd / normalEnd
    #expect(ratio > 9.5 && ratio < 10.5, "\(normalEnd) s vs \(slowEnd) s")
  }
}
