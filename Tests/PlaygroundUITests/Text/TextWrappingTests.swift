import Foundation
import Testing

@testable import PlaygroundUI

/// Text keeps one line unless offered less than its ideal width, then breaks at spaces
/// (17 pt body text: 10.2 pt a character, 17 pt a line).
@MainActor
@Suite struct TextWrappingTests {
  private let window = CGSize(width: 400, height: 300)
  private let phrase = "one two three"

  private func lines(of text: String, proposedWidth: CGFloat?) -> [TracedView] {
    let graph = ViewGraph.testing(Propose(width: proposedWidth) { Text(text) })
    return graph.frame(window).filter { $0.kind == "text" }
  }

  @Test func unspecifiedWidthKeepsOneLineAtTheIdealWidth() {
    let drawn = lines(of: phrase, proposedWidth: nil)
    #expect(drawn.map(\.detail) == [phrase])
    #expect(isClose(drawn[0].frame.width, FakeMetrics.width(phrase, size: 17)))
    #expect(isClose(drawn[0].frame.height, 17))
  }

  @Test func exactlyTheIdealWidthKeepsOneLine() {
    let ideal = FakeMetrics.width(phrase, size: 17)
    #expect(lines(of: phrase, proposedWidth: ideal).map(\.detail) == [phrase])
    #expect(lines(of: phrase, proposedWidth: ideal + 50).map(\.detail) == [phrase])
  }

  @Test func lessThanTheIdealWidthBreaksAtSpaces() {
    let ideal = FakeMetrics.width(phrase, size: 17)
    let two = lines(of: phrase, proposedWidth: ideal - 0.5)
    #expect(two.map(\.detail) == ["one two", "three"])
    #expect(isClose(two[0].frame.width, FakeMetrics.width("one two", size: 17)))
    #expect(isClose(two[1].frame.minY - two[0].frame.minY, 17))
    #expect(isClose(two[1].frame.minX, two[0].frame.minX))

    let three = lines(of: phrase, proposedWidth: 60)
    #expect(three.map(\.detail) == ["one", "two", "three"])
  }

  @Test func aWordWiderThanTheProposalKeepsItsOwnLine() {
    let drawn = lines(of: phrase, proposedWidth: 40)
    #expect(drawn.map(\.detail) == ["one", "two", "three"])
    #expect(isClose(drawn[2].frame.width, FakeMetrics.width("three", size: 17)))
    #expect(lines(of: "unbreakable", proposedWidth: 30).map(\.detail) == ["unbreakable"])
  }

  @Test func wrappedTextReportsItsLinesAsItsSize() {
    let graph = ViewGraph.testing(Propose(width: 60) { Text(phrase).background(Color.yellow) })
    graph.frame(window)
    let box = graph.leaf("rectangle")
    #expect(box?.frame.size == CGSize(width: FakeMetrics.width("three", size: 17), height: 3 * 17))
  }

  @Test func lineIdentitiesAreStableAcrossFrames() {
    let graph = ViewGraph.testing(Propose(width: 60) { Text(phrase) })
    let first = graph.frame(window).map(\.id)
    let second = graph.frame(window, at: 1).map(\.id)
    #expect(first == second)
    #expect(Set(first).count == 3)
  }

  @Test func newlinesStartNewLinesEvenUnconstrained() {
    #expect(lines(of: "top\nbottom", proposedWidth: nil).map(\.detail) == ["top", "bottom"])
  }
}
