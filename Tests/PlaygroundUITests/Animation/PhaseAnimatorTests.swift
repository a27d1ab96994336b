import Foundation
import Testing

@testable import PlaygroundUI

/// `phaseAnimator`: Apple documents that the repeating form "cycles through" its phases for as
/// long as the view is shown, the trigger form runs through them once and back to the first
/// when the trigger changes, and each step animates with the animation the closure returns for
/// the phase it moves to; the next step starts when that animation completes.
@MainActor
@Suite struct PhaseAnimatorTests {
  private struct Cycling: View {
    var body: some View {
      Puck(x: 0).phaseAnimator([0.0, 100, 200]) { content, phase in
        content.offset(x: phase)
      } animation: { _ in
        .linear(duration: 1)
      }
    }
  }

  private struct Triggered: View {
    var trigger: Int
    var body: some View {
      Puck(x: 0).phaseAnimator([0.0, 100], trigger: trigger) { content, phase in
        content.offset(x: phase)
      } animation: { _ in
        .linear(duration: 1)
      }
    }
  }

  @Test func theRepeatingFormCyclesThroughItsPhases() throws {
    let graph = ViewGraph.testing(Cycling())
    graph.frame(strip, at: 0)
    // Phase 0 → 100 during the first second, 100 → 200 in the next, then back to 0.
    var positions: [Double: CGFloat] = [:]
    var time = 0.0
    while time < 3.6 {
      time += 1.0 / 60
      graph.frame(strip, at: time)
      for sample in [0.5, 1.5, 2.5, 3.5] where abs(time - sample) < 1e-9 || (time > sample && positions[sample] == nil)
      {
        positions[sample] = graph.leaf("rectangle")?.frame.minX
      }
    }
    // Each step starts on the frame after the last one ends: within three frames of motion.
    let frame: CGFloat = 100.0 / 60 * 3
    #expect(abs((positions[0.5] ?? -1) - 50) <= frame)
    #expect(abs((positions[1.5] ?? -1) - 150) <= frame)
    #expect(abs((positions[2.5] ?? -1) - 100) <= frame)
    #expect(abs((positions[3.5] ?? -1) - 50) <= frame, "the cycle starts again")
    #expect(graph.needsFrame || graph.timelineWakeup.deadline < .infinity)
  }

  @Test func theTriggerFormRunsOnceAndRests() throws {
    let graph = ViewGraph.testing(Triggered(trigger: 0))
    graph.frame(strip, at: 0)
    graph.frame(strip, at: 1)
    #expect(graph.leaf("rectangle")?.frame.minX == 0, "at rest in its first phase")
    #expect(!graph.needsFrame)
    graph.setRoot { Triggered(trigger: 1) }
    var time = 1.0
    var furthest: CGFloat = 0
    while time < 5 {
      time += 1.0 / 60
      graph.frame(strip, at: time)
      furthest = max(furthest, graph.leaf("rectangle")?.frame.minX ?? 0)
    }
    #expect(isClose(furthest, 100, within: 2), "it reached the second phase")
    #expect(graph.leaf("rectangle")?.frame.minX == 0, "and came back to the first")
    #expect(!graph.needsFrame, "then it rests")
  }
}
