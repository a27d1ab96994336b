import Foundation
import Testing

@testable import PlaygroundUI

/// Three large-title buttons stretched to their cell, so equal cells mean equal bezels.
private struct StretchedButtons: View {
  var body: some View {
    Button {
    } label: {
      Text("Save").font(.largeTitle).frame(maxWidth: .infinity)
    }
    Button {
    } label: {
      Text("Discard").font(.largeTitle).frame(maxWidth: .infinity)
    }
    Button {
    } label: {
      Text("Duplicate").font(.largeTitle).frame(maxWidth: .infinity)
    }
  }
}

/// A row of equal buttons when it fits, otherwise a column of them.
private struct RowOrColumn: View {
  var onChoice: @MainActor (ViewThatFitsRule.Decision) -> Void = { _ in }

  var body: some View {
    ViewThatFits {
      EqualHStack { StretchedButtons() }
      EqualVStack { StretchedButtons() }
    }
    .onChoice(onChoice)
  }
}

@MainActor
@Suite struct ViewThatFitsTests {
  /// Each button: the widest label ("Duplicate", 9 × 20.4 pt at 34 pt) plus 12 pt padding each
  /// side; a 34 pt line plus 6 pt padding above and below.
  static let cell = CGSize(width: 9 * 34 * 0.6 + 24, height: 34 + 12)
  /// The row's ideal width: three cells and two 8 pt gaps.
  static let rowWidth = 3 * cell.width + 16

  @Test func wideFrameTreeSnapshot() {
    let graph = ViewGraph.testing(RowOrColumn())
    graph.frame(CGSize(width: 720, height: 300))
    assertSnapshot(graph.frameTreeDump(), named: "ViewThatFits.wide.frames")
  }

  @Test func wideDisplayListSnapshot() {
    let graph = ViewGraph.testing(RowOrColumn())
    let list = graph.render(size: CGSize(width: 720, height: 300), time: 0)
    assertSnapshot(list.dump(), named: "ViewThatFits.wide.displayList")
  }

  @Test func narrowFrameTreeSnapshot() {
    let graph = ViewGraph.testing(RowOrColumn())
    graph.frame(CGSize(width: 400, height: 300))
    assertSnapshot(graph.frameTreeDump(), named: "ViewThatFits.narrow.frames")
  }

  @Test func narrowDisplayListSnapshot() {
    let graph = ViewGraph.testing(RowOrColumn())
    let list = graph.render(size: CGSize(width: 400, height: 300), time: 0)
    assertSnapshot(list.dump(), named: "ViewThatFits.narrow.displayList")
  }
}

/// The switch point: the row is chosen at exactly its ideal width, the column one point less.
@MainActor
@Suite struct ViewThatFitsSwitchTests {
  private let height: CGFloat = 300

  /// Renders at `width` and returns the decisions reported so far.
  private final class Recorder {
    var decisions: [ViewThatFitsRule.Decision] = []
  }

  private func graph(_ recorder: Recorder) -> ViewGraph {
    ViewGraph.testing(RowOrColumn { recorder.decisions.append($0) })
  }

  @Test func theRowsIdealWidthIsThreeEqualCellsAndTwoGaps() throws {
    let recorder = Recorder()
    graph(recorder).frame(CGSize(width: 1000, height: height))
    let decision = try #require(recorder.decisions.last)
    #expect(decision.candidates.count == 2)
    #expect(isClose(decision.candidates[0].idealSize.width, ViewThatFitsTests.rowWidth, within: 1e-9))
    #expect(isClose(decision.candidates[0].idealSize.height, ViewThatFitsTests.cell.height, within: 1e-9))
    #expect(isClose(decision.candidates[1].idealSize.width, ViewThatFitsTests.cell.width, within: 1e-9))
    #expect(isClose(decision.candidates[1].idealSize.height, 3 * ViewThatFitsTests.cell.height + 16, within: 1e-9))
  }

  @Test func switchesAtExactlyTheRowsIdealWidth() throws {
    let recorder = Recorder()
    let graph = graph(recorder)
    graph.frame(CGSize(width: 1000, height: height))
    // Use the engine's own ideal width, so the comparison is exact to the last bit.
    let ideal = try #require(recorder.decisions.last).candidates[0].idealSize.width

    graph.frame(CGSize(width: ideal, height: height))
    let atIdeal = try #require(recorder.decisions.last)
    #expect(atIdeal.chosen == 0)
    #expect(atIdeal.proposal.width == ideal)
    #expect(atIdeal.candidates[0].fits)
    #expect(graph.node(kind: "EqualHStack") != nil && graph.node(kind: "EqualVStack") == nil)
    let rowBezels = graph.leaves("roundedRectangle")
    #expect(Set(rowBezels.map(\.frame.minY)).count == 1, "one row")

    graph.frame(CGSize(width: ideal - 1, height: height))
    let below = try #require(recorder.decisions.last)
    #expect(below.chosen == 1)
    #expect(!below.candidates[0].fits && below.candidates[1].fits)
    #expect(graph.node(kind: "EqualVStack") != nil && graph.node(kind: "EqualHStack") == nil)
    let columnBezels = graph.leaves("roundedRectangle")
    #expect(Set(columnBezels.map(\.frame.minX)).count == 1, "one column")

    // And back.
    graph.frame(CGSize(width: ideal, height: height))
    #expect(recorder.decisions.last?.chosen == 0)
  }

  @Test func onChoiceReportsOnlyChanges() {
    let recorder = Recorder()
    let graph = graph(recorder)
    graph.frame(CGSize(width: 1000, height: height), at: 0)
    graph.frame(CGSize(width: 1000, height: height), at: 1)
    #expect(recorder.decisions.count == 1)
    graph.frame(CGSize(width: 300, height: height), at: 2)
    #expect(recorder.decisions.map(\.chosen) == [0, 1])
  }

  @Test func everyButtonInTheChosenStackHasTheLargestSize() {
    for width: CGFloat in [1000, 300] {
      let graph = ViewGraph.testing(RowOrColumn())
      graph.frame(CGSize(width: width, height: height))
      let bezels = graph.leaves("roundedRectangle")
      #expect(bezels.count == 3)
      for bezel in bezels {
        #expect(isClose(bezel.frame.width, ViewThatFitsTests.cell.width))
        #expect(isClose(bezel.frame.height, ViewThatFitsTests.cell.height))
      }
    }
  }

  @Test func whenNothingFitsTheLastChildIsShown() {
    let graph = ViewGraph.testing(RowOrColumn())
    graph.frame(CGSize(width: 100, height: 100))
    #expect(graph.node(kind: "EqualVStack") != nil)
  }

  @Test func onlyTheGivenAxesAreConstrained() throws {
    // Constrained horizontally only, the row is chosen however short the window.
    let graph = ViewGraph.testing(
      ViewThatFits(in: .horizontal) {
        Text("a long single line")
        Text("short")
      })
    graph.frame(CGSize(width: 400, height: 5))
    #expect(graph.leaf("a long single line") != nil)
    graph.frame(CGSize(width: 100, height: 5))
    #expect(graph.leaf("short") != nil)
  }
}
