import Foundation
import Testing

@testable import PlaygroundUI

/// `withAnimation(_:completionCriteria:_:completion:)`, `withTransaction`, `Transaction`,
/// `transaction(_:)` and the one-argument `animation(_:)`, as Apple documents them.
@MainActor
@Suite struct TransactionTests {
  /// A puck whose changes animate as `animation(_:)` says.
  private struct ImplicitPuck: View {
    var x: CGFloat
    var body: some View { Puck(x: x).animation(.linear(duration: 1)) }
  }

  /// A puck whose changes' transaction `transaction(_:)` rewrites to a 2 s linear move.
  private struct SlowedPuck: View {
    var x: CGFloat
    var body: some View { Puck(x: x).transaction { $0.animation = .linear(duration: 2) } }
  }

  /// A puck animated by `animation(_:value:)`.
  private struct ValuePuck: View {
    var x: CGFloat
    var body: some View { Puck(x: x).animation(.linear(duration: 1), value: x) }
  }

  @Test func completionRunsWhenATimingCurveEnds() {
    let graph = ViewGraph.testing(Puck(x: 0))
    graph.frame(strip, at: 0)
    var completed = 0
    withAnimation(.linear(duration: 0.5)) {
      graph.setRoot { Puck(x: 100) }
    } completion: {
      completed += 1
    }
    graph.frame(strip, at: 1)
    graph.frame(strip, at: 1.49)
    #expect(completed == 0)
    #expect(graph.needsFrame)
    graph.frame(strip, at: 1.5)
    #expect(completed == 1)
    graph.frame(strip, at: 3)
    #expect(completed == 1)
  }

  @Test func aSpringCompletesLogicallyBeforeItIsRemoved() {
    func completionTime(_ criteria: AnimationCompletionCriteria) -> Double? {
      let graph = ViewGraph.testing(Puck(x: 0))
      graph.frame(strip, at: 0)
      var at: Double?
      var time = 0.0
      withAnimation(.spring(duration: 0.5, bounce: 0), completionCriteria: criteria) {
        graph.setRoot { Puck(x: 100) }
      } completion: {
        at = time
      }
      while at == nil && time < 5 {
        graph.frame(strip, at: time)
        time += 1.0 / 60
      }
      return at
    }
    let logical = completionTime(.logicallyComplete)
    let removed = completionTime(.removed)
    // A critically damped spring of response 0.5 (ω₀ = 4π) is within 1% of its target when
    // e^(−ω₀t)(1 + ω₀t) = 0.01: t ≈ 0.5296 s.
    #expect(abs((logical ?? 0) - 0.5296) < 1.0 / 60 + 1e-3)
    #expect((removed ?? 0) > (logical ?? 0) + 0.1)
  }

  @Test func aCompletionWithNothingToAnimateRunsAtOnce() {
    var completed = false
    withAnimation(.smooth) {
    } completion: {
      completed = true
    }
    #expect(completed)
  }

  @Test func withTransactionCarriesItsAnimation() throws {
    let graph = ViewGraph.testing(Puck(x: 0))
    graph.frame(strip, at: 0)
    withTransaction(Transaction(animation: .linear(duration: 1))) { graph.setRoot { Puck(x: 100) } }
    graph.frame(strip, at: 0)
    #expect(isClose(try #require(graph.puckX(at: 0.25)), 25))
    withTransaction(\.animation, .linear(duration: 2)) { graph.setRoot { Puck(x: 0) } }
    graph.frame(strip, at: 2)
    #expect(isClose(try #require(graph.puckX(at: 3)), 50))
  }

  @Test func disablesAnimationsSilencesImplicitAnimations() throws {
    let graph = ViewGraph.testing(ValuePuck(x: 0))
    graph.frame(strip, at: 0)
    var transaction = Transaction()
    transaction.disablesAnimations = true
    withTransaction(transaction) { graph.setRoot { ValuePuck(x: 100) } }
    graph.frame(strip, at: 0)
    #expect(graph.puckX(at: 0.5) == 100)
    // Without it, the same change animates.
    graph.setRoot { ValuePuck(x: 0) }
    graph.frame(strip, at: 1)
    #expect(isClose(try #require(graph.puckX(at: 1.5)), 50))
  }

  @Test func theOneArgumentAnimationAnimatesEveryChange() throws {
    let graph = ViewGraph.testing(ImplicitPuck(x: 0))
    graph.frame(strip, at: 0)
    graph.setRoot { ImplicitPuck(x: 100) }
    graph.frame(strip, at: 1)
    #expect(isClose(try #require(graph.puckX(at: 1.5)), 50))
    // It replaces the transaction's animation too.
    withAnimation(.linear(duration: 4)) { graph.setRoot { ImplicitPuck(x: 0) } }
    graph.frame(strip, at: 3)
    #expect(isClose(try #require(graph.puckX(at: 3.5)), 50))
  }

  @Test func transactionModifierRewritesTheAnimation() throws {
    let graph = ViewGraph.testing(SlowedPuck(x: 0))
    graph.frame(strip, at: 0)
    withAnimation(.spring) { graph.setRoot { SlowedPuck(x: 100) } }
    graph.frame(strip, at: 1)
    #expect(isClose(try #require(graph.puckX(at: 1.5)), 25))
    // A change without an animation gets one too: the closure sets it.
    graph.setRoot { SlowedPuck(x: 0) }
    graph.frame(strip, at: 4)
    #expect(isClose(try #require(graph.puckX(at: 5)), 50))
  }
}
