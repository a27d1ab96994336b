import Foundation
import Testing

@testable import PlaygroundUI

/// A grey marker and, when `show` is on, a 40 pt green square at (100, 100) entering and
/// leaving by `transition`.
private struct Entering: View {
  var show: Bool
  var transition: AnyTransition

  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.gray.frame(width: 10, height: 10)
      if show { Color.green.frame(width: 40, height: 40).transition(transition) }
    }
    .padding(.leading, 100).padding(.top, 100)
    .frame(width: 400, height: 400, alignment: .topLeading)
  }
}

/// Moves its content right by `amount` and fades it to `fade` (a transition's modifier, as
/// tutorials write them).
private struct SlideAndFade: ViewModifier {
  var amount: CGFloat
  var fade: Double

  func body(content: Content) -> some View {
    content.offset(x: amount).opacity(fade)
  }
}

/// A `Transition` of one's own: moves by 100 pt per unit of the phase's value, faded off stage.
private struct Glide: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(x: 100 * phase.value).opacity(phase.isIdentity ? 1 : 0)
  }
}

/// `Entering` with a `Transition` value instead of an `AnyTransition`.
private struct EnteringWith<T: Transition>: View {
  var show: Bool
  var transition: T

  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.gray.frame(width: 10, height: 10)
      if show { Color.green.frame(width: 40, height: 40).transition(transition) }
    }
    .padding(.leading, 100).padding(.top, 100)
    .frame(width: 400, height: 400, alignment: .topLeading)
  }
}

/// The transitions Apple documents for `AnyTransition`, checked mid-way through a linear
/// animation: where the view is drawn and at what opacity follow from the transition's
/// definition (`push(from:)`: moves in from the edge while fading in, out towards the opposite
/// edge while fading out; `scale(scale:anchor:)`: scaled about the anchor; `offset`: moved by
/// the offset; `combined(with:)`: both; `asymmetric`: one each way).
@MainActor
@Suite struct TransitionCombinationTests {
  private let window = CGSize(width: 400, height: 400)
  private let square = CGRect(x: 100, y: 100, width: 40, height: 40)

  /// The green square `fraction` of the way through a one-second insertion (or removal).
  private func midway(_ transition: AnyTransition, removing: Bool = false, at fraction: Double) throws -> TracedView {
    let graph = ViewGraph.testing(Entering(show: removing, transition: transition))
    graph.frame(window, at: 0)
    withAnimation(.linear(duration: 1)) { graph.setRoot { Entering(show: !removing, transition: transition) } }
    graph.frame(window, at: 1)
    graph.frame(window, at: 1 + fraction)
    return try #require(graph.tracedViews.first { $0.frame.width > 10 && $0.detail == "rectangle" })
  }

  @Test func pushFromTheBottomComesUpByItsHeightWhileFadingIn() throws {
    let green = try midway(.push(from: .bottom), at: 0.25)
    #expect(isClose(green.frame, square.offsetBy(dx: 0, dy: 40 * 0.75), within: 1e-6), "\(green.frame)")
    #expect(isClose(green.opacity, 0.25, within: 1e-6))
  }

  @Test func pushFromTheBottomLeavesTowardsTheTopWhileFadingOut() throws {
    let green = try midway(.push(from: .bottom), removing: true, at: 0.25)
    #expect(isClose(green.frame, square.offsetBy(dx: 0, dy: -40 * 0.25), within: 1e-6), "\(green.frame)")
    #expect(isClose(green.opacity, 0.75, within: 1e-6))
  }

  @Test func pushFromTheLeadingEdgeComesFromTheLeft() throws {
    let green = try midway(.push(from: .leading), at: 0.5)
    #expect(isClose(green.frame, square.offsetBy(dx: -20, dy: 0), within: 1e-6), "\(green.frame)")
  }

  @Test func scaleAboutTheTopLeadingCornerKeepsThatCorner() throws {
    let green = try midway(.scale(scale: 0.5, anchor: .topLeading), at: 0.5)
    // Halfway from 0.5 to 1: 0.75 of 40 pt, the corner at (100, 100).
    #expect(isClose(green.frame, CGRect(x: 100, y: 100, width: 30, height: 30), within: 1e-6), "\(green.frame)")
    #expect(green.opacity == 1, "scale alone does not fade")
  }

  @Test func scaleAboutTheBottomKeepsTheBottomEdgeMid() throws {
    let green = try midway(.scale(scale: 0, anchor: .bottom), at: 0.5)
    #expect(isClose(green.frame, CGRect(x: 110, y: 120, width: 20, height: 20), within: 1e-6), "\(green.frame)")
  }

  @Test func theDefaultScaleAnchorIsTheCentre() throws {
    let green = try midway(.scale(scale: 0), at: 0.5)
    #expect(isClose(green.frame, CGRect(x: 110, y: 110, width: 20, height: 20), within: 1e-6), "\(green.frame)")
  }

  @Test func offsetMovesByTheOffset() throws {
    let green = try midway(.offset(x: 60, y: -20), at: 0.25)
    #expect(isClose(green.frame, square.offsetBy(dx: 45, dy: -15), within: 1e-6), "\(green.frame)")
    let sized = try midway(.offset(CGSize(width: 0, height: 80)), at: 0.5)
    #expect(isClose(sized.frame, square.offsetBy(dx: 0, dy: 40), within: 1e-6), "\(sized.frame)")
  }

  @Test func combinedTransitionsApplyTogether() throws {
    // As Apple's Food Truck sample writes it: scaled about the bottom, offset, and faded.
    let transition = AnyTransition.scale(scale: 0.5, anchor: .bottom).combined(with: .offset(y: -20))
      .combined(with: .opacity)
    let green = try midway(transition, at: 0.5)
    // Scale 0.75 about the bottom mid (120, 140) → (105, 110, 30, 30); offset −10.
    #expect(isClose(green.frame, CGRect(x: 105, y: 100, width: 30, height: 30), within: 1e-6), "\(green.frame)")
    #expect(isClose(green.opacity, 0.5, within: 1e-6))
  }

  @Test func asymmetricUsesTheRemovalWhenLeaving() throws {
    let transition = AnyTransition.asymmetric(insertion: .move(edge: .trailing), removal: .scale(scale: 0))
    let entering = try midway(transition, at: 0.5)
    #expect(isClose(entering.frame, square.offsetBy(dx: 20, dy: 0), within: 1e-6), "\(entering.frame)")
    let leaving = try midway(transition, removing: true, at: 0.5)
    #expect(isClose(leaving.frame, CGRect(x: 110, y: 110, width: 20, height: 20), within: 1e-6), "\(leaving.frame)")
  }

  @Test func aTransitionsOwnAnimationReplacesTheChanges() throws {
    // The change is linear over a second; the transition's own animation takes two.
    let green = try midway(AnyTransition.opacity.animation(.linear(duration: 2)), at: 0.5)
    #expect(isClose(green.opacity, 0.25, within: 1e-6))
  }

  @Test func aModifierTransitionAnimatesFromTheActiveModifierToTheIdentity() throws {
    let transition = AnyTransition.modifier(
      active: SlideAndFade(amount: 100, fade: 0), identity: SlideAndFade(amount: 0, fade: 1))
    let entering = try midway(transition, at: 0.25)
    #expect(isClose(entering.frame, square.offsetBy(dx: 75, dy: 0), within: 1e-6), "\(entering.frame)")
    #expect(isClose(entering.opacity, 0.25, within: 1e-6))
    let leaving = try midway(transition, removing: true, at: 0.25)
    #expect(isClose(leaving.frame, square.offsetBy(dx: 25, dy: 0), within: 1e-6), "\(leaving.frame)")
    #expect(isClose(leaving.opacity, 0.75, within: 1e-6))
  }

  /// The green square of `EnteringWith` `fraction` of the way through a one-second change.
  private func midway<T: Transition>(_ transition: T, removing: Bool = false, at fraction: Double) throws -> TracedView
  {
    let graph = ViewGraph.testing(EnteringWith(show: removing, transition: transition))
    graph.frame(window, at: 0)
    withAnimation(.linear(duration: 1)) { graph.setRoot { EnteringWith(show: !removing, transition: transition) } }
    graph.frame(window, at: 1)
    graph.frame(window, at: 1 + fraction)
    return try #require(graph.tracedViews.first { $0.frame.width > 10 && $0.detail == "rectangle" })
  }

  @Test func aTransitionOfOnesOwnPlaysItsBodyInEachPhase() throws {
    // willAppear (value −1): 100 pt to the left; didDisappear (value 1): 100 pt to the right.
    let entering = try midway(Glide(), at: 0.25)
    #expect(isClose(entering.frame, square.offsetBy(dx: -75, dy: 0), within: 1e-6), "\(entering.frame)")
    #expect(isClose(entering.opacity, 0.25, within: 1e-6))
    let leaving = try midway(Glide(), removing: true, at: 0.25)
    #expect(isClose(leaving.frame, square.offsetBy(dx: 25, dy: 0), within: 1e-6), "\(leaving.frame)")
    #expect(isClose(leaving.opacity, 0.75, within: 1e-6))
  }

  @Test func builtInTransitionValuesPlayAsTheirAnyTransitions() throws {
    let scaled = try midway(.scale(0.5, anchor: .topLeading), at: 0.5)
    #expect(isClose(scaled.frame, CGRect(x: 100, y: 100, width: 30, height: 30), within: 1e-6), "\(scaled.frame)")
    let faded = try midway(.opacity, at: 0.25)
    #expect(isClose(faded.opacity, 0.25, within: 1e-6))
    // blurReplace: the blur is not drawn; it grows from half size while fading in.
    let replaced = try midway(.blurReplace, at: 0.5)
    #expect(isClose(replaced.frame, CGRect(x: 105, y: 105, width: 30, height: 30), within: 1e-6), "\(replaced.frame)")
    #expect(isClose(replaced.opacity, 0.5, within: 1e-6))
  }
}
