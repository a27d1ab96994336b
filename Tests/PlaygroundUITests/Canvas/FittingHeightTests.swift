import Foundation
import Testing

@testable import PlaygroundUI

/// `qa`'s `width` variants: the preview proposed a width and an unspecified height takes its
/// ideal height there (SwiftUI's `sizeThatFits` with a nil height), wrapped text included.
@MainActor
@Suite struct FittingHeightTests {
  @Test("a padded text is one line plus the padding; narrower, it wraps and grows")
  func fitsContent() {
    let graph = ViewGraph.testing(
      DeviceCanvas(CanvasSettings()) { Text("Hello there").font(.system(size: 10)).padding(10) })
    #expect(graph.fittingHeight(proposedWidth: 200) == nil, "nothing laid out yet")
    graph.frame(CGSize(width: 200, height: 600))
    // One line of 10 pt text (FakeMetrics: a line as tall as the size) and 10 pt above and below.
    #expect(graph.fittingHeight(proposedWidth: 200) == 30)
    // 11 characters × 6 pt = 66 pt: in 50 pt of room ("Hello" and "there", 30 pt each) two lines.
    #expect(graph.fittingHeight(proposedWidth: 70) == 40)
  }
}
