import Foundation
import Testing

@testable import PlaygroundUI

/// `repeatForever(autoreverses:)` and `repeatCount(_:autoreverses:)`: each play runs the whole
/// curve again from the start, every other one backwards when autoreversing; a finite count
/// ends at the new value (jumping there after an even count that autoreverses), and a
/// view that leaves takes its endless animation with it.
@MainActor
@Suite struct RepeatingAnimationTests {
  @Test func repeatForeverAutoreversesEveryOtherPlay() throws {
    let animation = Animation.linear(duration: 1).repeatForever(autoreverses: true)
    let xs = try puckPositions(animation, samples: [0.25, 0.75, 1.25, 1.75, 2.5, 10.25, 11.25])
    let expected: [CGFloat] = [50, 150, 150, 50, 100, 50, 150]
    for (x, e) in zip(xs, expected) { #expect(isClose(x, e, within: 1e-6), "\(x) ≠ \(e)") }
  }

  @Test func repeatForeverWithoutReversingStartsOverEachTime() throws {
    let animation = Animation.linear(duration: 1).repeatForever(autoreverses: false)
    let xs = try puckPositions(animation, samples: [0.25, 1.25, 2.75, 7.5])
    let expected: [CGFloat] = [50, 50, 150, 100]
    for (x, e) in zip(xs, expected) { #expect(isClose(x, e, within: 1e-6), "\(x) ≠ \(e)") }
  }

  @Test func repeatForeverNeverSettles() {
    let graph = ViewGraph.testing(Puck(x: 0))
    graph.frame(strip, at: 0)
    withAnimation(.easeInOut(duration: 0.5).repeatForever()) { graph.setRoot { Puck(x: 200) } }
    graph.frame(strip, at: 0)
    for second in 1...30 { graph.frame(strip, at: Double(second) + 0.1) }
    #expect(graph.needsFrame)
  }

  @Test func aRepeatedSpringPlaysItsWholeSettlingEachTime() throws {
    let spring = Animation.spring(response: 0.3, dampingFraction: 1)
    let period = spring.playDuration()
    let (k, c) = springConstants(response: 0.3, dampingFraction: 1)
    // The first and the third play go forward, the second backward.
    let samples = [0.1, period + 0.1, 2 * period + 0.1]
    let xs = try puckPositions(spring.repeatForever(), samples: samples)
    let forward = 200 + dampedOscillator(k: k, c: c, x0: -200, v0: 0, t: 0.1).x
    #expect(isClose(xs[0], forward, within: 1e-6))
    #expect(isClose(xs[1], 200 - forward, within: 1e-6))
    #expect(isClose(xs[2], forward, within: 1e-6))
    // One play lasts until a unit displacement stays within 0.001 of the target.
    #expect(abs(dampedOscillator(k: k, c: c, x0: 1, v0: 0, t: period).x - 0.001) < 1e-6)
  }

  @Test func repeatCountEndsAtTheNewValue() throws {
    let odd = try puckPositions(.linear(duration: 1).repeatCount(3), samples: [0.5, 1.25, 2.5, 3.5])
    for (x, e) in zip(odd, [100, 150, 100, 200] as [CGFloat]) { #expect(isClose(x, e, within: 1e-6), "\(x) ≠ \(e)") }
    // Two autoreversing plays end back at the start; the view then jumps to its value.
    let even = try puckPositions(.linear(duration: 1).repeatCount(2), samples: [1.5, 2.1])
    #expect(isClose(even[0], 100))
    #expect(isClose(even[1], 200))
    let graph = ViewGraph.testing(Puck(x: 0))
    graph.frame(strip, at: 0)
    withAnimation(.linear(duration: 1).repeatCount(2, autoreverses: false)) { graph.setRoot { Puck(x: 200) } }
    graph.frame(strip, at: 0)
    #expect(isClose(try #require(graph.puckX(at: 1.5)), 100))
    #expect(graph.needsFrame)
    #expect(graph.puckX(at: 2) == 200)
    #expect(!graph.needsFrame)
  }

  @Test func speedAndDelayApplyToEveryPlay() throws {
    let animation = Animation.linear(duration: 1).repeatForever(autoreverses: false).speed(2)
    let xs = try puckPositions(animation, samples: [0.25, 0.75])
    #expect(isClose(xs[0], 100))
    #expect(isClose(xs[1], 100))
    let delayed = try puckPositions(.linear(duration: 1).delay(0.5).repeatForever(), samples: [0.25, 1, 1.75])
    #expect(isClose(delayed[0], 0))
    #expect(isClose(delayed[1], 100))
    #expect(isClose(delayed[2], 150))
  }

  @Test func anEndlessAnimationEndsWithItsView() {
    struct Pulsing: View {
      var shown: Bool
      var grown: Bool
      var body: some View {
        // Only the green square changes: nothing else gets an endless animator.
        ZStack(alignment: .topLeading) {
          Color.gray.frame(width: 100, height: 40)
          if shown { Color.green.frame(width: grown ? 40 : 20, height: 20) }
        }
      }
    }
    let size = CGSize(width: 200, height: 100)
    let graph = ViewGraph.testing(Pulsing(shown: true, grown: false))
    graph.frame(size, at: 0)
    withAnimation(.linear(duration: 1).repeatForever()) { graph.setRoot { Pulsing(shown: true, grown: true) } }
    graph.frame(size, at: 0)
    graph.frame(size, at: 5.5)
    #expect(graph.needsFrame)
    #expect(graph.animations.animatorCount > 0)
    graph.setRoot { Pulsing(shown: false, grown: true) }
    graph.frame(size, at: 5.6)
    #expect(graph.animations.animatorCount == 0)
    #expect(!graph.needsFrame)
  }
}
