import Foundation
import Testing

@testable import PlaygroundUI

/// `frame(width:height:alignment:)` and `frame(minWidth:…maxHeight:alignment:)`.
///
/// The probe text "abc" at 17 pt is 30.6 × 17.
@MainActor
@Suite struct FrameTests {
  private let window = CGSize(width: 400, height: 300)
  private let probe = CGSize(width: 3 * 10.2, height: 17)

  /// The frame of the yellow background behind `content`'s outermost modifier, and of the text.
  private func geometry<V: View>(_ content: V, proposal: ProposedViewSize) -> (box: CGRect, text: CGRect)? {
    let graph = ViewGraph.testing(Propose(proposal) { content.background(Color.yellow) })
    graph.frame(window)
    guard let box = graph.leaf("rectangle"), let text = graph.leaf("abc") else { return nil }
    return (box.frame, text.frame)
  }

  @Test func fixedFrameIsExactlyItsSizeWithTheChildCentred() throws {
    let g = try #require(geometry(Text("abc").frame(width: 100, height: 50), proposal: .unspecified))
    #expect(g.box.size == CGSize(width: 100, height: 50))
    #expect(isClose(g.text.midX, g.box.midX) && isClose(g.text.midY, g.box.midY))
    // The same whatever the parent proposes.
    let squeezed = try #require(
      geometry(Text("abc").frame(width: 100, height: 50), proposal: ProposedViewSize(width: 10, height: 10)))
    #expect(squeezed.box.size == CGSize(width: 100, height: 50))
  }

  @Test func fixedFrameAlignsTheChild() throws {
    let g = try #require(
      geometry(Text("abc").frame(width: 100, height: 50, alignment: .bottomTrailing), proposal: .unspecified))
    #expect(isClose(g.text.maxX, g.box.maxX) && isClose(g.text.maxY, g.box.maxY))
    let top = try #require(
      geometry(Text("abc").frame(width: 100, height: 50, alignment: .topLeading), proposal: .unspecified))
    #expect(top.text.origin == top.box.origin)
  }

  @Test func aFrameWithOnlyAWidthTakesTheChildsHeight() throws {
    let g = try #require(geometry(Text("abc").frame(width: 80), proposal: .unspecified))
    #expect(g.box.size == CGSize(width: 80, height: probe.height))
  }

  @Test func maxWidthInfinityHasTheIdealSizeUnderAnUnspecifiedProposal() throws {
    let g = try #require(geometry(Text("abc").frame(maxWidth: .infinity), proposal: .unspecified))
    #expect(g.box.size == probe)
  }

  @Test func maxWidthInfinityFillsAConcreteProposal() throws {
    let g = try #require(
      geometry(Text("abc").frame(maxWidth: .infinity), proposal: ProposedViewSize(width: 250, height: 90)))
    #expect(g.box.size == CGSize(width: 250, height: probe.height))
    #expect(isClose(g.text.midX, g.box.midX))
    let leading = try #require(
      geometry(
        Text("abc").frame(maxWidth: .infinity, alignment: .leading), proposal: ProposedViewSize(width: 250, height: 90))
    )
    #expect(leading.text.minX == leading.box.minX)
  }

  @Test func minAndMaxClampTheProposal() throws {
    let view = Text("abc").frame(minWidth: 50, maxWidth: 120)
    let small = try #require(geometry(view, proposal: ProposedViewSize(width: 20, height: 30)))
    #expect(small.box.width == 50)
    let middle = try #require(geometry(view, proposal: ProposedViewSize(width: 90, height: 30)))
    #expect(middle.box.width == 90)
    let large = try #require(geometry(view, proposal: ProposedViewSize(width: 300, height: 30)))
    #expect(large.box.width == 120)
  }

  @Test func aMinimumAloneNeverGrowsPastTheChild() throws {
    // Only a minimum: the child's size, but never less than the minimum.
    let wide = try #require(
      geometry(Text("abc").frame(minWidth: 20), proposal: ProposedViewSize(width: 300, height: 30)))
    #expect(isClose(wide.box.width, probe.width))
    let floor = try #require(
      geometry(Text("abc").frame(minWidth: 50), proposal: ProposedViewSize(width: 300, height: 30)))
    #expect(floor.box.width == 50)
  }

  @Test func idealWidthAnswersAnUnspecifiedProposal() throws {
    let g = try #require(geometry(Text("abc").frame(idealWidth: 70, maxWidth: 200), proposal: .unspecified))
    #expect(g.box.width == 70)
  }

  @Test func minHeightAndMaxHeightWorkVertically() throws {
    let g = try #require(
      geometry(
        Text("abc").frame(minHeight: 40, maxHeight: .infinity), proposal: ProposedViewSize(width: 100, height: 140)))
    #expect(g.box.height == 140)
    #expect(isClose(g.text.midY, g.box.midY))
  }
}
