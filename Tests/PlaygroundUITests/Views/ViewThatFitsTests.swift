import Foundation
import Testing
@testable import PlaygroundUI

/// Three large-title buttons stretched to their cell, so equal cells mean equal bezels.
private struct StretchedButtons: View {
  var body: some View {
    Button {} label: { Text("Save").font(.largeTitle).frame(maxWidth: .infinity) }
    Button {} label: { Text("Discard").font(.largeTitle).frame(maxWidth: .infinity) }
    Button {} label: { Text("Duplicate").font(.largeTitle).frame(maxWidth: .infinity) }
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
