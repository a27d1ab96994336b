import Foundation
import Testing

@testable import PlaygroundUI

@MainActor
@Suite struct ContainerRelativeFrameTests {
  /// Apple's example: "each purple rectangle occupy the full size of the screen" — here the
  /// scroll view's visible size, the window's.
  private struct Pages: View {
    var body: some View {
      ScrollView(.horizontal) {
        LazyHStack(spacing: 0.0) {
          ForEach(0..<3, id: \.self) { _ in
            Rectangle().fill(.purple).containerRelativeFrame([.horizontal, .vertical])
          }
        }
      }
    }
  }

  @Test func eachPageFillsTheScrollViewAndFollowsAResize() {
    let graph = ViewGraph.testing(Pages())
    graph.cullsOutsideWindow = false
    graph.frame(CGSize(width: 300, height: 200))
    var pages = graph.leaves("rectangle").map(\.frame)
    #expect(
      pages == [
        CGRect(x: 0, y: 0, width: 300, height: 200), CGRect(x: 300, y: 0, width: 300, height: 200),
        CGRect(x: 600, y: 0, width: 300, height: 200),
      ])
    // The content is proposed the same (no width, the height) at the new width: what it kept
    // from the old container must not be reused.
    graph.frame(CGSize(width: 400, height: 200), at: 1)
    pages = graph.leaves("rectangle").map(\.frame)
    #expect(pages.first == CGRect(x: 0, y: 0, width: 400, height: 200))
  }

  // Apple: availableWidth = containerWidth − spacing × (count − 1); columnWidth = availableWidth
  // ÷ count; itemWidth = columnWidth × span + (span − 1) × spacing. In 320 pt, 3 columns with
  // 10 pt spacing are 100 pt; two of them 210 pt.
  @Test func countSpanAndSpacing() throws {
    let graph = ViewGraph.testing(
      VStack(spacing: 0) {
        Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).frame(height: 20)
        Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 10).frame(height: 20)
      })
    graph.frame(CGSize(width: 320, height: 100))
    let rects = graph.leaves("rectangle").map(\.frame.width)
    #expect(rects == [210, 100])
  }

  // The closure is given the container's length along each axis it sizes.
  @Test func closureForm() throws {
    let received = Received<String>()
    let graph = ViewGraph.testing(
      Color.green.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
        received.values.append("\(axis == .horizontal ? "h" : "v")\(Int(length))")
        return length * 0.5
      })
    graph.frame(CGSize(width: 300, height: 200))
    #expect(try #require(graph.leaf("rectangle")).frame == CGRect(x: 75, y: 50, width: 150, height: 100))
    #expect(received.values.contains("h300") && received.values.contains("v200"))
  }
}
