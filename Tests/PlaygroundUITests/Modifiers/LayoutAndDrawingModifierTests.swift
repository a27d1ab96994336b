import Foundation
import Testing

@testable import PlaygroundUI

/// border, fixedSize, offset, zIndex, aspectRatio, clipped and contentShape, with frames from
/// SwiftUI's documented semantics.
@MainActor
@Suite struct LayoutAndDrawingModifierTests {
  private let window = CGSize(width: 200, height: 200)

  @Test func aBorderIsDrawnInsideTheFrame() throws {
    let graph = ViewGraph.testing(Color.clear.frame(width: 50, height: 30).border(Color.red, width: 2))
    let list = graph.render(size: window, time: 0)
    // A 2 pt stroke inside the 50 × 30 frame centred at (100, 100): its outline (drawn as a
    // path, a band between two rectangles) reaches the frame's edges and no further, and its
    // inner edge is 2 pt in.
    let border = try #require(list.items.compactMap { if case .path(let path) = $0 { path } else { nil } }.last)
    let points = border.polygons.flatMap { $0 }
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    #expect(isClose(xs.min() ?? 0, 75) && isClose(xs.max() ?? 0, 125))
    #expect(isClose(ys.min() ?? 0, 85) && isClose(ys.max() ?? 0, 115))
    #expect(xs.contains { isClose($0, 77) } && ys.contains { isClose($0, 113) }, "the inner edge is 2 pt in")
  }

  @Test func fixedSizeKeepsTheIdealSize() throws {
    let fixed = ViewGraph.testing(Text("Hello world").fixedSize().frame(width: 30))
    fixed.frame(window)
    let line = try #require(fixed.leaf("Hello world")).frame
    #expect(isClose(line.width, FakeMetrics.width("Hello world", size: 17)))
    #expect(isClose(line.midX, 100), "centred in the 30 pt frame, overflowing it")

    let wrapped = ViewGraph.testing(Text("Hello world").frame(width: 30))
    wrapped.frame(window)
    #expect(try #require(wrapped.leaf("Hello world")).frame.height > 17, "without fixedSize it wraps")

    // Vertically fixed only: wraps at the proposed width, and takes the height that needs
    // even in a 5 pt high frame.
    let vertical = ViewGraph.testing(
      Text("Hello world").fixedSize(horizontal: false, vertical: true).frame(width: 60, height: 5))
    vertical.frame(window)
    let lines = try #require(vertical.leaf("Hello world")).frame
    #expect(isClose(lines.height, 34), "two lines, untruncated by the 5 pt height")
    #expect(isClose(lines.minY, 100 - 17), "two lines, 34 high, centred on the frame")
  }

  @Test func offsetMovesDrawingAndClicksButNotLayout() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(
      HStack(spacing: 0) {
        Color.red.frame(width: 20, height: 20).onTapGesture { tally.log.append("red") }.offset(x: 5, y: 7)
        Color.blue.frame(width: 20, height: 20)
      })
    graph.frame(CGSize(width: 100, height: 100))
    let red = graph.leaves("rectangle")[0].frame
    let blue = graph.leaves("rectangle")[1].frame
    #expect(isClose(red, CGRect(x: 35, y: 47, width: 20, height: 20)))
    #expect(isClose(blue, CGRect(x: 50, y: 40, width: 20, height: 20)), "the neighbour stays put")
    graph.click(at: CGPoint(x: 32, y: 42), time: 0)
    #expect(tally.log.isEmpty, "the old place takes no click")
    graph.click(at: CGPoint(x: 45, y: 62), time: 0)
    #expect(tally.log == ["red"])
  }

  @Test func zIndexOrdersDrawingAndHits() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(
      ZStack {
        Color.red.frame(width: 40, height: 40).onTapGesture { tally.log.append("red") }.zIndex(1)
        Color.blue.frame(width: 40, height: 40).onTapGesture { tally.log.append("blue") }
      })
    let list = graph.render(size: window, time: 0)
    #expect(list.shapes.map(\.color) == [Color.blue.rgba, Color.red.rgba])
    graph.click(at: CGPoint(x: 100, y: 100), time: 0)
    #expect(tally.log == ["red"])
  }

  @Test func aspectRatioFitsAndFills() throws {
    func size<V: View>(_ view: V) -> CGSize {
      let graph = ViewGraph.testing(view)
      graph.frame(window)
      return graph.tracedViews[0].frame.size
    }
    #expect(size(Color.red.aspectRatio(2, contentMode: .fit)) == CGSize(width: 200, height: 100))
    #expect(size(Color.red.aspectRatio(2, contentMode: .fill)) == CGSize(width: 400, height: 200))
    #expect(
      size(Color.red.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit)) == CGSize(width: 100, height: 200))
    #expect(size(Color.red.frame(idealWidth: 40, idealHeight: 20).scaledToFit()) == CGSize(width: 200, height: 100))
    #expect(size(Color.red.frame(idealWidth: 40, idealHeight: 20).scaledToFill()) == CGSize(width: 400, height: 200))
    #expect(size(Color.red.aspectRatio(0.5, contentMode: .fit).frame(width: 60)) == CGSize(width: 60, height: 120))
  }

  @Test func clippedClipsToTheFrame() throws {
    let graph = ViewGraph.testing(Color.red.frame(width: 100, height: 100).frame(width: 50, height: 50).clipped())
    let list = graph.render(size: window, time: 0)
    #expect(list.items.first == .pushClip(CGRect(x: 75, y: 75, width: 50, height: 50)))
    #expect(list.items.last == .popClip)
    #expect(list.items.count == 3)
  }

  @Test func contentShapeMakesEmptySpaceTakeClicks() throws {
    func clicked(shaped: Bool) -> [String] {
      let tally = Tally()
      let graph = ViewGraph.testing(
        ZStack {
          Color.red.frame(width: 60, height: 60).onTapGesture { tally.log.append("red") }
          if shaped {
            Color.clear.frame(width: 60, height: 60).contentShape(Rectangle())
          } else {
            Color.clear.frame(width: 60, height: 60)
          }
        })
      graph.frame(window)
      graph.click(at: CGPoint(x: 100, y: 100), time: 0)
      return tally.log
    }
    #expect(clicked(shaped: false) == ["red"], "clear space lets the click through")
    #expect(clicked(shaped: true) == [], "with a content shape it takes the click")
  }
}
