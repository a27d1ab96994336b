import Foundation
import Testing

@testable import PlaygroundUI

/// A counter's text at the top-leading corner of a 200 × 100 window, with a content transition.
private struct Counter: View {
  var value: Int
  var transition: ContentTransition?

  var body: some View {
    let text = Text("\(value)").font(.system(size: 20))
    return Group {
      if let transition { text.contentTransition(transition) } else { text }
    }
    .frame(width: 200, height: 100, alignment: .topLeading)
  }
}

/// `contentTransition(_:)`: in an animated change, a text whose string changes cross-fades
/// (`.opacity`, `.interpolate` with another string, `.numericText`, which also slides by half the
/// text's height here); without one, or outside an animation, it changes at once.
@MainActor
@Suite struct ContentTransitionTests {
  private let window = CGSize(width: 200, height: 100)

  private func texts(from old: Int, to new: Int, _ transition: ContentTransition?, at fraction: Double) -> [TracedView]
  {
    let graph = ViewGraph.testing(Counter(value: old, transition: transition))
    graph.frame(window, at: 0)
    withAnimation(.linear(duration: 1)) { graph.setRoot { Counter(value: new, transition: transition) } }
    graph.frame(window, at: 1)
    graph.frame(window, at: 1 + fraction)
    return graph.tracedViews.filter { $0.kind == "text" }
  }

  @Test func opacityCrossFadesTheOldAndNewText() throws {
    let drawn = texts(from: 1, to: 2, .opacity, at: 0.25)
    let old = try #require(drawn.first { $0.detail == "1" })
    let new = try #require(drawn.first { $0.detail == "2" })
    #expect(isClose(old.opacity, 0.75, within: 1e-6))
    #expect(isClose(new.opacity, 0.25, within: 1e-6))
    #expect(old.frame.origin == .zero && new.frame.origin == .zero, "both where the text is")
  }

  @Test func numericTextCountingUpSlidesTheNewTextUpFromBelow() throws {
    let drawn = texts(from: 1, to: 2, .numericText(), at: 0.5)
    let old = try #require(drawn.first { $0.detail == "1" })
    let new = try #require(drawn.first { $0.detail == "2" })
    // The line is 20 pt: the new text starts 10 below, the old one ends 10 above.
    #expect(isClose(new.frame.minY, 5, within: 1e-6), "\(new.frame)")
    #expect(isClose(old.frame.minY, -5, within: 1e-6), "\(old.frame)")
    #expect(isClose(new.opacity, 0.5, within: 1e-6))
  }

  @Test func numericTextOfAValueCountingDownSlidesTheOtherWay() throws {
    let graph = ViewGraph.testing(Counter(value: 5, transition: .numericText(value: 5)))
    graph.frame(window, at: 0)
    withAnimation(.linear(duration: 1)) { graph.setRoot { Counter(value: 4, transition: .numericText(value: 4)) } }
    graph.frame(window, at: 1)
    graph.frame(window, at: 1.5)
    let new = try #require(graph.tracedViews.first { $0.detail == "4" })
    #expect(isClose(new.frame.minY, -5, within: 1e-6), "\(new.frame)")
  }

  @Test func withoutAContentTransitionTheTextChangesAtOnce() throws {
    let drawn = texts(from: 1, to: 2, nil, at: 0.25)
    #expect(drawn.map(\.detail) == ["2"])
    #expect(drawn.first?.opacity == 1)
  }

  @Test func outsideAnAnimationTheTextChangesAtOnce() throws {
    let graph = ViewGraph.testing(Counter(value: 1, transition: .opacity))
    graph.frame(window, at: 0)
    graph.setRoot { Counter(value: 2, transition: .opacity) }
    graph.frame(window, at: 0.1)
    #expect(graph.tracedViews.filter { $0.kind == "text" }.map(\.detail) == ["2"])
    #expect(!graph.needsFrame)
  }

  @Test func aTextThatMovesCrossFadesOnTheWay() throws {
    // The counter moves 40 pt down as its string changes: both texts travel with the view.
    struct Moving: View {
      var value: Int

      var body: some View {
        Text("\(value)").font(.system(size: 20)).contentTransition(.opacity)
          .padding(.top, CGFloat(value) * 40)
          .frame(width: 200, height: 100, alignment: .topLeading)
      }
    }
    let graph = ViewGraph.testing(Moving(value: 0))
    graph.frame(window, at: 0)
    withAnimation(.linear(duration: 1)) { graph.setRoot { Moving(value: 1) } }
    graph.frame(window, at: 1)
    graph.frame(window, at: 1.25)
    let old = try #require(graph.tracedViews.first { $0.detail == "0" })
    let new = try #require(graph.tracedViews.first { $0.detail == "1" })
    #expect(isClose(old.frame.minY, 10, within: 1e-6), "\(old.frame)")
    #expect(isClose(new.frame.minY, 10, within: 1e-6), "\(new.frame)")
  }
}
