import Foundation
import Testing

@testable import PlaygroundUI

/// A chip whose width grows when it is on, so the chips after it re-wrap. `Equatable` by what it
/// shows, so only the clicked chip's body runs again.
private struct WideningChip: View, Equatable {
  let title: String
  let isOn: Bool
  let toggle: @MainActor () -> Void

  nonisolated static func == (a: Self, b: Self) -> Bool { a.title == b.title && a.isOn == b.isOn }

  var body: some View {
    Button(action: toggle) {
      Text(title)
        .padding(.horizontal, isOn ? 40 : 10)
        .padding(.vertical, 4)
        .background(Capsule().fill(isOn ? Color.blue : Color.gray))
    }
    .buttonStyle(.plain)
  }
}

private struct ChipCloud: View {
  @State private var on: Set<Int> = []

  var body: some View {
    FlowLayout(horizontalSpacing: 8, verticalSpacing: 8) {
      ForEach(0..<60, id: \.self) { index in
        WideningChip(title: "Tag \(index)", isOn: on.contains(index)) {
          withAnimation(.spring(response: 0.3)) {
            if on.contains(index) { on.remove(index) } else { on.insert(index) }
          }
        }
      }
    }
  }
}

/// A red bar and, after it, a square inside a view kept whole across changes that do not
/// touch it: "Fade" fades the square over a second, "Widen" lengthens the bar at once.
private struct FadeThenWiden: View {
  @State private var wide = false
  @State private var faded = false

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Button("Fade") { withAnimation(.linear(duration: 1)) { faded = true } }
        Button("Widen") { wide = true }
      }
      HStack(spacing: 0) {
        Color.red.frame(width: wide ? 100 : 50, height: 20)
        // Proposed nothing, whatever room the bar leaves: the fader is moved, not laid out.
        Fader(isFaded: faded).fixedSize()
      }
    }
  }
}

private struct Fader: View, Equatable {
  let isFaded: Bool

  var body: some View {
    VStack {
      Color.blue.frame(width: 20, height: 20).opacity(isFaded ? 0.2 : 1)
    }
  }
}

/// A chip click re-wraps the chips after it: each moved chip animates as one piece (one
/// animator, its views carried along), which must look exactly like every view animating on
/// its own with the same spring, and must not cost a comparison of every view.
@MainActor
@Suite struct MovedSubtreeTests {
  let window = CGSize(width: 400, height: 600)

  private func labels(_ graph: ViewGraph) -> [String: CGRect] {
    var result: [String: CGRect] = [:]
    for view in graph.tracedViews where view.detail.hasPrefix("Tag ") { result[view.detail] = view.frame }
    return result
  }

  private func capsules(_ graph: ViewGraph) -> [CGRect] {
    graph.tracedViews.filter { $0.detail == "capsule" }.map(\.frame)
  }

  @Test("Moved chips start where they were, follow the spring with their backgrounds, and end in place")
  func movedChipsFollowTheSpring() throws {
    let graph = ViewGraph.testing(ChipCloud())
    graph.frame(window)
    let before = labels(graph)
    let capsulesBefore = capsules(graph)
    graph.click(try #require(before["Tag 0"]), time: 1)
    graph.frame(window, at: 1)
    let atClick = labels(graph)
    _ = graph.frame(window, at: 1.1)
    let mid = labels(graph)
    let capsulesMid = capsules(graph)
    _ = graph.settle(from: 1.1, size: window)
    let after = labels(graph)
    let capsulesAfter = capsules(graph)
    let moved = after.keys.filter { $0 != "Tag 0" && after[$0]?.origin != before[$0]?.origin }
    #expect(moved.count > 20, "the click should re-wrap most chips")
    // The spring's remaining fraction of the way 0.1 s after the click (from rest).
    let spring = try #require(Animation.spring(response: 0.3).springParameters)
    let left = SpringSolver(stiffness: spring.stiffness, damping: spring.damping).state(x0: 1, v0: 0, at: 0.1).x
    #expect(left > 0.05 && left < 0.95)
    for title in moved {
      let old = try #require(before[title])
      let new = try #require(after[title])
      #expect(isClose(try #require(atClick[title]), old, within: 1e-6), "\(title) jumped at the click")
      let expected = CGRect(
        x: new.minX + (old.minX - new.minX) * left, y: new.minY + (old.minY - new.minY) * left,
        width: new.width, height: new.height)
      #expect(isClose(try #require(mid[title]), expected, within: 1e-6), "\(title) off the spring's path")
    }
    // Each chip's capsule moves with its label: the same displacement at every moment.
    #expect(capsulesBefore.count == 60 && capsulesMid.count == 60 && capsulesAfter.count == 60)
    for index in 1..<60 {
      let title = "Tag \(index)"
      let labelMid = try #require(mid[title])
      let labelAfter = try #require(after[title])
      let labelShift = labelMid.minX - labelAfter.minX
      #expect(isClose(capsulesMid[index].minX - capsulesAfter[index].minX, labelShift, within: 1e-6))
    }
  }

  @Test("A view fading inside a subtree that a later change moves as one goes on fading")
  func innerAnimationSurvivesAMoveAsOne() throws {
    let graph = ViewGraph.testing(FadeThenWiden())
    graph.frame(window)
    graph.click(try #require(graph.leaf("Fade")).frame, time: 1)
    graph.frame(window, at: 1)
    let before = try #require(blueSquare(graph.render(size: window, time: 1.5)))
    #expect(isClose(before.color.alpha, 0.6, within: 1e-6))
    // Widening the red bar moves the fader, kept whole, 50 points: it moves at once (no
    // animation) and its square's fade plays on from where it was.
    graph.click(try #require(graph.leaf("Widen")).frame, time: 1.5)
    let moved = try #require(blueSquare(graph.render(size: window, time: 1.5)))
    #expect(isClose(moved.rect.minX, before.rect.minX + 50, within: 1e-6))
    #expect(isClose(moved.color.alpha, 0.6, within: 1e-6))
    let later = try #require(blueSquare(graph.render(size: window, time: 1.75)))
    #expect(isClose(later.color.alpha, 0.4, within: 1e-6))
    _ = graph.settle(from: 1.75, size: window)
    #expect(isClose(try #require(blueSquare(graph.render(size: window, time: 5))).color.alpha, 0.2, within: 1e-6))
  }

  private func blueSquare(_ list: DisplayList) -> ShapeDrawing? {
    list.shapes.first { $0.color.blue > 0.5 && $0.color.red < 0.5 && $0.rect.width == 20 }
  }

  @Test("A click gives each moved chip one animator and compares chips, not every view inside them")
  func oneAnimatorPerMovedChip() throws {
    let graph = ViewGraph.testing(ChipCloud())
    graph.frame(window)
    let before = labels(graph)
    let nodes = graph.drawnNodes().count
    graph.click(try #require(before["Tag 0"]), time: 1)
    graph.frame(window, at: 1)
    let animators = graph.animations.animatorCount
    let compared = graph.animations.lastComparedCount
    _ = graph.settle(from: 1, size: window)
    let after = labels(graph)
    let moved = after.keys.filter { after[$0]?.origin != before[$0]?.origin }.count
    #expect(moved > 20)
    // The clicked chip's views may each animate (its width and colour change); every other
    // moved chip has one animator.
    #expect(animators <= moved + 8)
    #expect(animators >= moved)
    // Sixty chips of at least five views each: the comparison stops at each reused chip.
    #expect(nodes >= 300)
    #expect(compared <= 60 + 20)
  }
}
