import Foundation
import Testing

@testable import PlaygroundUI

/// `frame(minWidth:idealWidth:maxWidth:…)` given values out of order.
///
/// SwiftUI logs “Contradictory frame constraints specified.” and then orders them in its
/// `_FlexFrameLayout` initialiser. The cases below are the ones OpenSwiftUI's dual tests run
/// against SwiftUI's own initialiser (`Tests/OpenSwiftUISymbolDualTests/Layout/Modifier/
/// FrameLayoutTests.swift`, which call the SwiftUI symbol and read back the stored values):
/// a negative minimum becomes 0, an ideal below the minimum becomes the minimum, a maximum
/// below the ideal becomes the ideal. docs/layout-semantics.md, “Frames”.
@MainActor
@Suite struct FlexibleFrameOrderTests {
  private func layout(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil
  ) -> FlexibleFrameLayout {
    FlexibleFrameLayout(
      normalizingMinWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
      idealHeight: idealHeight, maxHeight: maxHeight, alignment: .center)
  }

  @Test(arguments: [(10.0, 20.0, 30.0, 15.0, 25.0, 35.0), (0, 0, 0, 0, 0, 0), (100, 200, 300, 50, 100, 150)])
  func orderedValuesAreKept(values: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)) {
    let frame = layout(
      minWidth: values.0, idealWidth: values.1, maxWidth: values.2, minHeight: values.3, idealHeight: values.4,
      maxHeight: values.5)
    #expect([frame.minWidth, frame.idealWidth, frame.maxWidth] == [values.0, values.1, values.2])
    #expect([frame.minHeight, frame.idealHeight, frame.maxHeight] == [values.3, values.4, values.5])
  }

  @Test(arguments: [(-10.0, -5.0), (-100, -50), (-0.1, -0.001)])
  func aNegativeMinimumBecomesZero(minimums: (CGFloat, CGFloat)) {
    let frame = layout(minWidth: minimums.0, minHeight: minimums.1)
    #expect(frame.minWidth == 0 && frame.minHeight == 0)
    #expect(frame.idealWidth == nil && frame.maxWidth == nil)
  }

  @Test(arguments: [(20.0, 10.0, 30.0, 15.0), (50, 25, 100, 50), (100, 0, 200, 0)])
  func anIdealBelowTheMinimumIsRaisedToIt(values: (CGFloat, CGFloat, CGFloat, CGFloat)) {
    let frame = layout(minWidth: values.0, idealWidth: values.1, minHeight: values.2, idealHeight: values.3)
    #expect(frame.idealWidth == values.0 && frame.idealHeight == values.2)
  }

  @Test(arguments: [(30.0, 20.0, 40.0, 25.0), (100, 50, 200, 100), (50, 25, 75, 50)])
  func aMaximumBelowTheIdealIsRaisedToIt(values: (CGFloat, CGFloat, CGFloat, CGFloat)) {
    let frame = layout(idealWidth: values.0, maxWidth: values.1, idealHeight: values.2, maxHeight: values.3)
    #expect(frame.maxWidth == values.0 && frame.maxHeight == values.2)
  }

  @Test func infiniteMinimumsAreKept() {
    let frame = layout(minWidth: .infinity, minHeight: -.infinity)
    #expect(frame.minWidth == .infinity && frame.minHeight == 0)
  }

  /// What that means on screen: the probe text "abc" is 30.6 × 17 at 17 pt.
  private func width<V: View>(_ content: V, proposal: ProposedViewSize) -> CGFloat? {
    let graph = ViewGraph.testing(Propose(proposal) { content.background(Color.yellow) })
    graph.frame(CGSize(width: 400, height: 300))
    return graph.leaf("rectangle")?.frame.width
  }

  @Test func anIdealAboveTheMaximumIsTheFramesIdealWidth() {
    // Ideal 100 with max 50: the max is raised to 100, so the ideal size is 100 (not 50).
    #expect(width(Text("abc").frame(idealWidth: 100, maxWidth: 50), proposal: .unspecified) == 100)
    #expect(width(Text("abc").frame(minWidth: 100, idealWidth: 50), proposal: .unspecified) == 100)
  }
}
