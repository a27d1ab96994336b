import Foundation
import Testing

@testable import PlaygroundUI

/// A column of its own: subviews stacked top to bottom at their ideal sizes, leading-aligned.
/// It implements no `explicitAlignment`, so its guides are the default: its subviews' merged.
private struct PlainColumn: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for subview in subviews {
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += subview.sizeThatFits(.unspecified).height
    }
  }
}

private enum MidGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

extension VerticalAlignment {
  fileprivate static let mid = VerticalAlignment(MidGuide.self)
}

/// Containers report their layout's explicit guides, by default their subviews' merged where
/// they place them (the first text baseline is the topmost), and `alignmentGuide` overrides a
/// view's guide. Expected frames come from the fake measurer (ascent 0.8 × size, line = size).
@MainActor
@Suite struct AlignmentGuideTests {
  @Test("A stack, a text and a custom layout share one first baseline")
  func firstBaselineThroughContainers() throws {
    let graph = ViewGraph.testing(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        VStack(spacing: 0) {
          Text("A").font(.system(size: 40))
          Text("b").font(.system(size: 10))
        }
        Text("c").font(.system(size: 20))
        PlainColumn {
          Text("d").font(.system(size: 30))
          Text("e").font(.system(size: 17))
        }
      })
    let list = graph.render(size: CGSize(width: 300, height: 200), time: 0)
    // Above the shared baseline: A's ascent, 32. Below: the column's 30 + 17 − 24 = 23 (the
    // stack's 50 − 32 = 18 and c's 4 are less). Height 55, centred in 200.
    let baseline = (200 - 55) / 2 + FakeMetrics.ascent(size: 40)
    for string in ["A", "c", "d"] {
      let text = try #require(list.text(string))
      #expect(isClose(text.baseline, baseline), "\(string)'s baseline")
    }
    let e = try #require(list.text("e"))
    #expect(isClose(e.frame.minY, baseline - FakeMetrics.ascent(size: 30) + 30))
    #expect(isClose(try #require(graph.node(kind: "HStackLayout")).frame.height, 55))
  }

  @Test("A stack's last text baseline is its lowest text's")
  func lastBaseline() throws {
    let graph = ViewGraph.testing(
      HStack(alignment: .lastTextBaseline, spacing: 0) {
        VStack(spacing: 0) {
          Text("A").font(.system(size: 40))
          Text("b").font(.system(size: 10))
        }
        Text("c").font(.system(size: 20))
      })
    let list = graph.render(size: CGSize(width: 300, height: 200), time: 0)
    let b = try #require(list.text("b"))
    let c = try #require(list.text("c"))
    #expect(isClose(b.baseline, c.baseline))
  }

  @Test("alignmentGuide moves a view's guide on either axis")
  func overrides() throws {
    let graph = ViewGraph.testing(
      HStack(alignment: .top, spacing: 0) {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 20, height: 20).alignmentGuide(.top) { d in d[.bottom] }
      })
    graph.frame(CGSize(width: 200, height: 200))
    let red = graph.leaves("rectangle")[0].frame
    let blue = graph.leaves("rectangle")[1].frame
    // Blue's top guide is its bottom edge, lined up with red's top: blue sits a height above.
    #expect(isClose(blue.minY, red.minY - 20))
    #expect(isClose(red.minY, 100 - 40 / 2 + 20))

    let column = ViewGraph.testing(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 40, height: 10)
        Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { d in d[.leading] - 10 }
      })
    column.frame(CGSize(width: 200, height: 200))
    let top = column.leaves("rectangle")[0].frame
    let bottom = column.leaves("rectangle")[1].frame
    #expect(isClose(bottom.minX, top.minX + 10))
    #expect(isClose(top.minX, 80), "the column stays 40 wide, centred")
  }

  @Test("A custom guide set deep inside a stack aligns it in its parent")
  func customGuideThroughAStack() throws {
    let graph = ViewGraph.testing(
      HStack(alignment: .mid, spacing: 0) {
        Color.red.frame(width: 10, height: 10)
        VStack(spacing: 0) {
          Color.green.frame(width: 10, height: 30)
          Color.blue.frame(width: 10, height: 10).alignmentGuide(.mid) { d in d[VerticalAlignment.center] }
        }
      })
    graph.frame(CGSize(width: 200, height: 200))
    let rects = graph.leaves("rectangle").map(\.frame)
    // Red's centre meets blue's centre, not the column's.
    #expect(isClose(rects[0].midY, rects[2].midY))
  }
}
