import Foundation
import Testing

@testable import PlaygroundUI

/// `TabView` with `tabItem` labels and `TabView(selection:)` with tags: a bar of the tabs'
/// labels, only the selected tab laid out and drawn, a click on a label switching tabs; and
/// `LazyVStack`/`LazyHStack`, which take the whole width (height) offered and align their
/// children in it.
@MainActor
@Suite struct TabViewAndLazyStackTests {
  private let window = CGSize(width: 400, height: 300)

  struct Counter: View {
    @State private var count = 0
    var body: some View {
      Button("Count \(count)") { count += 1 }
    }
  }

  struct Tabs: View {
    var body: some View {
      TabView {
        Counter()
          .tabItem { Label("Home", systemImage: "house") }
        Text("Settings page")
          .tabItem { Label("Settings", systemImage: "gear") }
      }
    }
  }

  @Test(
    "The bar shows every tab's label; only the first tab's content is drawn; a click on a label switches, state kept")
  func tabItems() throws {
    let graph = ViewGraph.testing(Tabs())
    graph.frame(window)
    let home = try #require(graph.leaf("Home")).frame
    let settings = try #require(graph.leaf("Settings")).frame
    #expect(isClose(home.midY, settings.midY) && home.maxX < settings.minX, "labels side by side in one bar")
    let count = try #require(graph.leaf("Count 0")).frame
    #expect(count.minY > home.maxY, "the bar is above the content")
    #expect(graph.leaf("Settings page") == nil)
    graph.click(count, time: 0)
    graph.frame(window)
    graph.click(settings, time: 1)
    graph.frame(window)
    #expect(graph.leaf("Settings page") != nil)
    #expect(graph.leaf("Count 1") == nil)
    graph.click(try #require(graph.leaf("Home")).frame, time: 2)
    graph.frame(window)
    #expect(graph.leaf("Count 1") != nil, "the hidden tab kept its state")
  }

  final class Choice {
    var tab = "b"
  }

  @Test("TabView(selection:) shows the tab tagged with the selection and writes the tag of a clicked label")
  func selection() throws {
    let choice = Choice()
    let graph = ViewGraph.testing(
      TabView(selection: Binding(get: { choice.tab }, set: { choice.tab = $0 })) {
        Text("Alpha page").tabItem { Text("Alpha") }.tag("a")
        Text("Beta page").tabItem { Text("Beta") }.tag("b")
      })
    graph.frame(window)
    #expect(graph.leaf("Beta page") != nil)
    #expect(graph.leaf("Alpha page") == nil)
    graph.click(try #require(graph.leaf("Alpha")).frame, time: 0)
    #expect(choice.tab == "a")
    graph.setNeedsUpdate()
    graph.frame(window)
    #expect(graph.leaf("Alpha page") != nil)
  }

  @Test("LazyVStack(alignment: .leading) in a ScrollView puts its rows at the scroll view's leading edge")
  func lazyVStackFillsWidth() throws {
    let graph = ViewGraph.testing(
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 10) {
          Text("Row 1")
          Text("Row 22")
        }
      })
    graph.frame(window)
    let first = try #require(graph.leaf("Row 1")).frame
    let second = try #require(graph.leaf("Row 22")).frame
    #expect(first.minX == 0 && second.minX == 0)
    #expect(isClose(second.minY - first.maxY, 10))
  }

  @Test("A LazyVStack is as wide as offered, a VStack as its widest child; a LazyHStack is as tall as offered")
  func lazyStackSizes() throws {
    let graph = ViewGraph.testing(
      VStack(spacing: 0) {
        LazyVStack { Text("Lazy") }.background(Color.red)
        VStack { Text("Eager") }.background(Color.blue)
        LazyHStack(alignment: .top, spacing: 4) {
          Text("A")
          Text("B")
        }
        .frame(height: 100)
      }
      .frame(width: 300))
    graph.frame(window)
    let lazy = try #require(graph.tracedViews.first { $0.kind == "shape" && $0.frame.width == 300 }).frame
    #expect(lazy.height == 17)
    let eager = try #require(graph.leaf("Eager")).frame
    #expect(eager.width == FakeMetrics.width("Eager", size: 17))
    let a = try #require(graph.leaf("A")).frame
    let b = try #require(graph.leaf("B")).frame
    #expect(isClose(b.minX - a.maxX, 4))
    // Top-aligned in the full 100 pt the stack is offered, not centred in a 17 pt row.
    #expect(isClose(a.minY, try #require(graph.leaf("Eager")).frame.maxY))
  }
}
