import Foundation
import Testing

@testable import PlaygroundUI

/// `ScrollView` as SwiftUI documents it: content proposed an unspecified length along the
/// scrolled axis, clipped to the scroll view, moved by an offset kept per identity and clamped
/// to the content; wheel, keys and the indicator move it, and clicks reach only what is visible.
@MainActor
@Suite struct ScrollViewTests {
  /// Twenty 50 pt rows 8 pt apart in a vertical scroll view: 20·50 + 19·8 = 1,152 pt of content.
  struct Rows: View {
    var tally: Tally?
    @State private var renders = 0

    var body: some View {
      ScrollView {
        VStack(spacing: 8) {
          ForEach(0..<20) { index in
            Button("Row \(index)") { tally?.log.append("Row \(index)") }
              .buttonStyle(.plain)
              .frame(maxWidth: .infinity, minHeight: 50, maxHeight: 50)
              .background(Color.gray.opacity(0.1))
          }
        }
      }
    }
  }

  private let window = CGSize(width: 200, height: 300)
  private let content: CGFloat = 20 * 50 + 19 * 8

  private func rowTop(_ graph: ViewGraph, _ index: Int) -> CGFloat? {
    graph.laidOutText("Row \(index)").map { $0.midY - 25 }
  }

  @Test("The content is proposed nil height: all 20 rows are laid out, the first at the top, beyond the window")
  func contentTakesItsIdealHeight() throws {
    let graph = ViewGraph.testing(Rows())
    graph.frame(window)
    #expect(try #require(rowTop(graph, 0)) == 0)
    #expect(isClose(try #require(rowTop(graph, 19)), 19 * 58))
    let node = try #require(graph.node(kind: "ScrollView")) as? ScrollViewNode
    #expect(node?.contentSize.height == content)
    #expect(node?.frame == CGRect(origin: .zero, size: window))
  }

  @Test("The display list clips the content to the scroll view's frame: pushClip before it, popClip after")
  func contentIsClipped() throws {
    let graph = ViewGraph.testing(Rows())
    let list = graph.render(size: window, time: 0)
    let push = try #require(list.items.firstIndex(of: .pushClip(CGRect(origin: .zero, size: window))))
    let pop = try #require(list.items.lastIndex(of: .popClip))
    let firstText = try #require(list.items.firstIndex { if case .text = $0 { true } else { false } })
    let lastText = try #require(list.items.lastIndex { if case .text = $0 { true } else { false } })
    #expect(push < firstText && lastText < pop)
  }

  @Test("The wheel moves the content by its delta; the offset clamps at 0 and at content − viewport")
  func wheelScrollsAndClamps() throws {
    let graph = ViewGraph.testing(Rows())
    graph.frame(window)
    graph.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 100, y: 150), time: 0)
    #expect(graph.needsFrame)
    graph.frame(window)
    #expect(try #require(rowTop(graph, 0)) == -100)
    graph.scroll(by: CGSize(width: 0, height: 10_000), at: CGPoint(x: 100, y: 150), time: 0)
    graph.frame(window)
    #expect(try #require(rowTop(graph, 19)) == 19 * 58 - (content - 300))
    graph.scroll(by: CGSize(width: 0, height: -10_000), at: CGPoint(x: 100, y: 150), time: 0)
    graph.frame(window)
    #expect(try #require(rowTop(graph, 0)) == 0)
    // Outside the scroll view the wheel does nothing.
    graph.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 500, y: 500), time: 0)
    #expect(!graph.needsFrame)
  }

  @Test("A taller window clamps a scrolled-to-the-end offset again")
  func resizeClamps() throws {
    let graph = ViewGraph.testing(Rows())
    graph.frame(window)
    graph.scroll(by: CGSize(width: 0, height: 10_000), at: CGPoint(x: 100, y: 150), time: 0)
    graph.frame(window)
    graph.frame(CGSize(width: 200, height: 1000))
    #expect(try #require(rowTop(graph, 0)) == -(content - 1000))
    graph.frame(CGSize(width: 200, height: 2000))
    #expect(try #require(rowTop(graph, 0)) == 0)
  }

  struct Counter: View {
    @State private var count = 0
    var body: some View {
      VStack(spacing: 0) {
        Button("Count \(count)") { count += 1 }.buttonStyle(.plain)
        Rows()
      }
    }
  }

  @Test("The offset belongs to the scroll view's identity: a state change elsewhere re-renders and keeps it")
  func offsetSurvivesReRender() throws {
    let graph = ViewGraph.testing(Counter())
    graph.frame(window)
    let scrollTop = try #require(rowTop(graph, 0))
    graph.scroll(by: CGSize(width: 0, height: 120), at: CGPoint(x: 100, y: 200), time: 0)
    graph.frame(window)
    graph.click(try #require(graph.leaf("Count 0")).frame, time: 1)
    graph.frame(window)
    #expect(graph.leaf("Count 1") != nil)
    #expect(try #require(rowTop(graph, 0)) == scrollTop - 120)
  }

  @Test("Clicks reach only what is visible: a row scrolled above the scroll view is not hit where it would be")
  func hitTestingRespectsTheClip() throws {
    let tally = Tally()
    let view = VStack(spacing: 0) {
      Color.white.frame(height: 100)
      Rows(tally: tally).frame(height: 200)
    }
    let graph = ViewGraph.testing(view)
    graph.frame(window)
    // Rows 0 and 1 sit at y 100…150 and 158…208 in the window; scroll them out of view upwards.
    graph.scroll(by: CGSize(width: 0, height: 116), at: CGPoint(x: 100, y: 200), time: 0)
    graph.frame(window)
    let row1 = try #require(graph.laidOutText("Row 1"))
    #expect(row1.maxY < 100)
    graph.click(at: CGPoint(x: 100, y: row1.midY), time: 1)
    #expect(tally.log.isEmpty)
    // A visible row still takes its click.
    graph.click(try #require(graph.leaf("Row 3")).frame, time: 2)
    #expect(tally.log == ["Row 3"])
  }

  @Test("Page Down scrolls a page less 40 pt, End to the end, Page Up back, Home to the top")
  func keysScroll() throws {
    let graph = ViewGraph.testing(Rows())
    graph.frame(window)
    #expect(graph.scroll(key: .pageDown, time: 0))
    graph.frame(window)
    #expect(try #require(rowTop(graph, 0)) == -(300 - 40))
    graph.scroll(key: .end, time: 0)
    graph.frame(window)
    #expect(try #require(rowTop(graph, 0)) == -(content - 300))
    graph.scroll(key: .pageUp, time: 0)
    graph.frame(window)
    #expect(try #require(rowTop(graph, 0)) == -(content - 300 - 260))
    graph.scroll(key: .home, time: 0)
    graph.frame(window)
    #expect(try #require(rowTop(graph, 0)) == 0)
    #expect(!graph.scroll(key: .home, time: 0))
  }

  @Test("Dragging the indicator to the bottom of its track scrolls to the end")
  func indicatorDrag() throws {
    let graph = ViewGraph.testing(Rows())
    graph.frame(window)
    let thumb = try #require(graph.tracedViews.last { $0.kind == "shape" && $0.detail == "capsule" }).frame
    #expect(thumb.minX >= 190 && thumb.minY < 10)
    graph.pointerDown(at: CGPoint(x: 195, y: 10), time: 0)
    graph.pointerMoved(to: CGPoint(x: 195, y: 299), time: 0.1)
    graph.pointerUp(at: CGPoint(x: 195, y: 299), time: 0.2)
    graph.frame(window)
    #expect(try #require(rowTop(graph, 0)) == -(content - 300))
  }

  @Test("showsIndicators: false draws no indicator; a horizontal scroll view moves sideways, even with the wheel")
  func horizontalWithoutIndicators() throws {
    let view = ScrollView(.horizontal, showsIndicators: false) {
      HStack(spacing: 0) { ForEach(0..<10) { index in Text("Col\(index)").frame(width: 100) } }
    }
    let graph = ViewGraph.testing(view)
    graph.frame(window)
    #expect(graph.tracedViews.allSatisfy { $0.detail != "capsule" })
    #expect(graph.leaf("Col0")?.frame.minX == 50 - FakeMetrics.width("Col0", size: 17) / 2)
    graph.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 100, y: 150), time: 0)
    graph.frame(window)
    #expect(graph.laidOutText("Col0")?.minX == -50 - FakeMetrics.width("Col0", size: 17) / 2)
  }
}
