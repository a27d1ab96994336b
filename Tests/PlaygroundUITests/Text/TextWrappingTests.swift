import Foundation
import Testing

@testable import PlaygroundUI

/// Text keeps its ideal lines unless offered less than its ideal width, then breaks at that
/// width; a proposed height that holds fewer lines truncates (17 pt body text with the fake
/// engine: 10.2 pt a character, 17 pt a line). Where lines break is the engine's business
/// (Pango in the app, tested in X11HostTests); these tests hold the view's side.
@MainActor
@Suite struct TextWrappingTests {
  private let window = CGSize(width: 400, height: 300)
  private let phrase = "one two three"

  private func drawn<V: View>(_ view: V) -> TextDrawing? {
    ViewGraph.testing(view).render(size: window, time: 0).items.compactMap {
      if case .text(let text) = $0 { text } else { nil }
    }.first
  }

  private func text(_ string: String, proposedWidth: CGFloat?) -> TextDrawing? {
    drawn(Propose(width: proposedWidth) { Text(string) })
  }

  @Test func unspecifiedWidthKeepsOneLineAtTheIdealWidth() throws {
    let line = try #require(text(phrase, proposedWidth: nil))
    #expect(line.layout.width == nil, "laid out unwrapped")
    #expect(isClose(line.frame.width, FakeMetrics.width(phrase, size: 17)))
    #expect(isClose(line.frame.height, 17))
  }

  @Test func exactlyTheIdealWidthKeepsOneLine() throws {
    let ideal = FakeMetrics.width(phrase, size: 17)
    for width in [ideal, ideal + 50] {
      let line = try #require(text(phrase, proposedWidth: width))
      #expect(line.layout.width == nil && isClose(line.frame.height, 17))
    }
  }

  @Test func lessThanTheIdealWidthBreaksAtThatWidth() throws {
    let ideal = FakeMetrics.width(phrase, size: 17)
    let two = try #require(text(phrase, proposedWidth: ideal - 0.5))
    #expect(two.layout.width == ideal - 0.5)
    #expect(isClose(two.frame.height, 2 * 17))
    #expect(isClose(two.frame.width, FakeMetrics.width("one two", size: 17)), "the widest line, not the proposal")
    let three = try #require(text(phrase, proposedWidth: 60))
    #expect(isClose(three.frame.height, 3 * 17))
    #expect(isClose(three.frame.width, FakeMetrics.width("three", size: 17)))
  }

  @Test func wrappedTextReportsItsLinesAsItsSize() {
    let graph = ViewGraph.testing(Propose(width: 60) { Text(phrase).background(Color.yellow) })
    graph.frame(window)
    let box = graph.leaf("rectangle")
    #expect(box?.frame.size == CGSize(width: FakeMetrics.width("three", size: 17), height: 3 * 17))
  }

  @Test func aTextIsOneDrawingWithAStableIdentity() {
    let graph = ViewGraph.testing(Propose(width: 60) { Text(phrase) })
    let first = graph.frame(window).map(\.id)
    let second = graph.frame(window, at: 1).map(\.id)
    #expect(first == second)
    #expect(first.count == 1)
  }

  @Test func newlinesStartNewLinesEvenUnconstrained() throws {
    let lines = try #require(text("top\nbottom", proposedWidth: nil))
    #expect(isClose(lines.frame.height, 2 * 17))
    #expect(isClose(lines.frame.width, FakeMetrics.width("bottom", size: 17)))
  }

  @Test func aShortProposedHeightTruncatesToTheLinesThatFitButNeverBelowOne() throws {
    // Three lines at width 60; 40 pt of height holds two.
    let two = try #require(drawn(Text(phrase).frame(width: 60, height: 40)))
    #expect(two.layout.lineLimit == 2)
    #expect(isClose(two.frame.height, 2 * 17))
    let one = try #require(drawn(Text(phrase).frame(width: 60, height: 5)))
    #expect(one.layout.lineLimit == 1 && isClose(one.frame.height, 17))
    let roomy = try #require(drawn(Text(phrase).frame(width: 60, height: 100)))
    #expect(roomy.layout.lineLimit == nil && isClose(roomy.frame.height, 3 * 17))
  }

  @Test func paragraphSettingsReachTheEngine() throws {
    let limited = try #require(
      drawn(
        Text(phrase).lineLimit(1).truncationMode(.middle).multilineTextAlignment(.center)
          .environment(\.layoutDirection, .rightToLeft).frame(width: 60)))
    #expect(limited.layout.lineLimit == 1)
    #expect(limited.layout.truncationMode == .middle)
    #expect(limited.layout.alignment == .center)
    #expect(limited.layout.layoutDirection == .rightToLeft)
    #expect(isClose(limited.frame.height, 17))
  }

  @Test func reservingSpaceKeepsTheLimitsHeightForShorterText() throws {
    let reserved = try #require(drawn(Text("one").lineLimit(3, reservesSpace: true)))
    #expect(isClose(reserved.frame.height, 3 * 17))
    let plain = try #require(drawn(Text("one").lineLimit(3)))
    #expect(isClose(plain.frame.height, 17))
  }

  @Test func baselinesComeFromTheFirstAndLastLines() {
    // Two texts side by side on their last baselines: a three-line text and a one-line one.
    let graph = ViewGraph.testing(
      HStack(alignment: .lastTextBaseline) {
        Text(phrase).frame(width: 60)
        Text("x")
      })
    graph.frame(window)
    let texts = graph.tracedViews.filter { $0.kind == "text" }
    #expect(texts.count == 2)
    #expect(isClose(texts[0].frame.maxY, texts[1].frame.maxY), "the last lines share a baseline")
    let first = ViewGraph.testing(
      HStack(alignment: .firstTextBaseline) {
        Text(phrase).frame(width: 60)
        Text("x")
      })
    first.frame(window)
    let firstTexts = first.tracedViews.filter { $0.kind == "text" }
    #expect(isClose(firstTexts[0].frame.minY, firstTexts[1].frame.minY), "the first lines share a baseline")
  }
}
