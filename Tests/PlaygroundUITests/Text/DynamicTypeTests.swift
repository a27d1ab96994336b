import Foundation
import Testing

@testable import PlaygroundUI

/// Dynamic Type: the sizes and their order, the environment value (`.large` by default), the
/// modifier with a size and with ranges (a range clamps the size it inherits; a size set inside
/// a range is not limited), and text styles drawn at the size's point sizes while fixed-size
/// fonts stay put.
@MainActor
@Suite struct DynamicTypeTests {
  private let window = CGSize(width: 800, height: 600)

  /// Shows the Dynamic Type size its environment has, as text.
  private struct SizeReader: View {
    @Environment(\.dynamicTypeSize) private var size
    var body: some View { Text("\(size)") }
  }

  /// The single text a graph draws for `view`.
  private func drawnSize(of view: some View) throws -> DynamicTypeSize {
    let graph = ViewGraph.testing(view)
    graph.frame(window)
    let shown = try #require(graph.tracedViews.first { $0.kind == "text" }).detail
    return try #require(DynamicTypeSize.allCases.first { "\($0)" == shown })
  }

  /// The point size the text "Aa" is drawn at.
  private func pointSize(of view: some View) throws -> CGFloat {
    let list = ViewGraph.testing(view).render(size: window, time: 0)
    return try #require(list.text("Aa")).font.size
  }

  @Test func theSizesRunFromExtraSmallToTheFifthAccessibilitySize() {
    #expect(
      DynamicTypeSize.allCases == [
        .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge,
        .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
      ])
    let ordered: [DynamicTypeSize] = [.xSmall, .large, .xxxLarge, .accessibility1]
    #expect(zip(ordered, ordered.dropFirst()).allSatisfy { $0 < $1 })
    #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count == 5)
    #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize && DynamicTypeSize.accessibility1.isAccessibilitySize)
  }

  @Test func theEnvironmentSaysLargeUnlessAViewSetsAnotherSize() throws {
    #expect(EnvironmentValues().dynamicTypeSize == .large)
    #expect(try drawnSize(of: SizeReader()) == .large)
    #expect(try drawnSize(of: SizeReader().dynamicTypeSize(.xxxLarge)) == .xxxLarge)
    #expect(try drawnSize(of: SizeReader().environment(\.dynamicTypeSize, .accessibility2)) == .accessibility2)
    // The innermost setting wins.
    #expect(try drawnSize(of: SizeReader().dynamicTypeSize(.small).dynamicTypeSize(.xLarge)) == .small)
  }

  @Test func aRangeClampsTheSizeItInherits() throws {
    // SwiftUI's documented examples: a range applied inside a size limits it; several ranges
    // intersect; a size set inside a range is not limited.
    #expect(
      try drawnSize(of: SizeReader().dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xLarge)) == .large)
    #expect(
      try drawnSize(of: SizeReader().dynamicTypeSize(.xLarge).dynamicTypeSize(...DynamicTypeSize.large)) == .xLarge)
    let intersection = { (outer: DynamicTypeSize) in
      SizeReader().dynamicTypeSize(.small...).dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(outer)
    }
    #expect(try drawnSize(of: intersection(.xSmall)) == .small)
    #expect(try drawnSize(of: intersection(.medium)) == .medium)
    #expect(try drawnSize(of: intersection(.accessibility5)) == .large)
    // A half-open range excludes its upper bound; a closed one clamps at both ends.
    #expect(
      try drawnSize(of: SizeReader().dynamicTypeSize(..<DynamicTypeSize.xLarge).dynamicTypeSize(.xxLarge)) == .large)
    let closed = { (outer: DynamicTypeSize) in
      SizeReader().dynamicTypeSize(DynamicTypeSize.medium...DynamicTypeSize.xxLarge).dynamicTypeSize(outer)
    }
    #expect(try drawnSize(of: closed(.xSmall)) == .medium)
    #expect(try drawnSize(of: closed(.xLarge)) == .xLarge)
    #expect(try drawnSize(of: closed(.accessibility1)) == .xxLarge)
  }

  @Test func textStylesFollowTheTypeSizeTable() throws {
    // Apple's HIG dynamic type sizes (Typography, "iOS, iPadOS Dynamic Type sizes" and "Larger
    // accessibility type sizes"), in points, per style, from xSmall to accessibility5.
    let table: [(Font, [CGFloat])] = [
      (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
      (.title, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
      (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
      (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
      (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
      (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
      (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
      (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
      (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
      (.caption, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
      (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ]
    for (font, sizes) in table {
      for (size, points) in zip(DynamicTypeSize.allCases, sizes) {
        // Both ways a font reaches text: the environment's, and the text's own.
        #expect(try pointSize(of: Text("Aa").font(font).dynamicTypeSize(size)) == points, "\(font) at \(size)")
        #expect(try pointSize(of: VStack { Text("Aa") }.font(font).dynamicTypeSize(size)) == points)
      }
    }
  }

  @Test func theDefaultFontIsBodyAndScalesLayoutToo() throws {
    let graph = ViewGraph.testing(Text("Aa").dynamicTypeSize(.accessibility3))
    graph.frame(window)
    let leaf = try #require(graph.leaf("Aa"))
    // Body at accessibility3 is 40 pt: the fake measurer's line is one em high.
    #expect(isClose(leaf.frame.height, FakeMetrics.lineHeight(size: 40)))
    #expect(isClose(leaf.frame.width, FakeMetrics.width("Aa", size: 40)))
  }

  @Test func aStyleKeepsItsWeightAndFixedSizesDoNotScale() throws {
    let list = ViewGraph.testing(
      VStack {
        Text("Aa").font(.headline)
        Text("Bb").font(.title.bold())
        Text("Cc").font(.system(size: 20))
        Text("Dd").font(.system(.caption, weight: .heavy))
      }
      .dynamicTypeSize(.xxLarge)
    ).render(size: window, time: 0)
    let headline = try #require(list.text("Aa")).font
    #expect(headline.size == 21 && headline.weight == .semibold)
    let title = try #require(list.text("Bb")).font
    #expect(title.size == 32 && title.weight == .bold)
    #expect(try #require(list.text("Cc")).font.size == 20)
    let caption = try #require(list.text("Dd")).font
    #expect(caption.size == 16 && caption.weight == .heavy)
  }

  /// The corpus's `WidthThresholdReader` compares the environment's size with a threshold.
  @Test func aViewCanCompareTheSizeWithAThreshold() throws {
    struct Compact: View {
      @Environment(\.dynamicTypeSize) private var size
      var body: some View { Text(size >= .xxLarge ? "compact" : "regular") }
    }
    let graph = ViewGraph.testing(
      VStack {
        Compact()
        Compact().dynamicTypeSize(.xxxLarge)
      })
    graph.frame(window)
    #expect(graph.tracedViews.map(\.detail) == ["regular", "compact"])
  }
}
