import Foundation
import Testing

@testable import PlaygroundUI

/// A `TabView` on an iPhone screen, as UIKit's tab bar lays it out: a 49-point bar along the
/// bottom above the home indicator's 34 points, the tabs sharing its width, icon over title,
/// the selected one in the accent colour; a tap on an item shows its tab.
@MainActor
@Suite struct PhoneTabBarTests {
  private struct Tabs: View {
    var body: some View {
      TabView {
        Text("First page").tabItem { Label("Home", systemImage: "house") }
        Text("Second page").tabItem { Label("Settings", systemImage: "gear") }
      }
    }
  }

  private func onPhone() -> ViewGraph {
    let graph = ViewGraph.testing(DeviceCanvas(CanvasSettings(device: .iPhone)) { Tabs() })
    graph.frame(Device.iPhone.size)
    return graph
  }

  @Test func theBarRunsAlongTheBottomAboveTheHomeIndicator() throws {
    let graph = onPhone()
    let home = try #require(graph.leaf("Home"))
    let settings = try #require(graph.leaf("Settings"))
    // The bar spans y 769…818 (852 − 34 − 49); each title sits in its half of the width.
    #expect(home.frame.minY > 769 && home.frame.maxY < 818)
    #expect(home.frame.midX < 393 / 2 && settings.frame.midX > 393 / 2)
    #expect(isClose(home.frame.midX, 393 / 4, within: 0.5) && isClose(settings.frame.midX, 393 * 3 / 4, within: 0.5))
    // The page is laid out above the bar.
    let page = try #require(graph.leaf("First page"))
    #expect(page.frame.maxY < 769)
    #expect(graph.leaf("Second page") == nil)
  }

  @Test func theSelectedItemIsTintedAndATapShowsItsTab() throws {
    let graph = onPhone()
    let list = graph.render(size: Device.iPhone.size, time: 0)
    let texts = list.items.compactMap { if case .text(let text) = $0 { text } else { nil } }
    let home = try #require(texts.first { $0.string == "Home" })
    let settings = try #require(texts.first { $0.string == "Settings" })
    #expect(home.color == Color.accentColor.resolved(in: .light))
    #expect(settings.color == Color.gray.resolved(in: .light))
    #expect(home.font.size == 10)
    graph.click(try #require(graph.leaf("Settings")).frame, time: 0.1)
    graph.frame(Device.iPhone.size, at: 0.2)
    #expect(graph.leaf("Second page") != nil && graph.leaf("First page") == nil)
  }

  @Test func aMacWindowKeepsTheSegmentedBarAboveTheContent() throws {
    let graph = ViewGraph.testing(Tabs())
    graph.frame(CGSize(width: 400, height: 300))
    let home = try #require(graph.leaf("Home"))
    let page = try #require(graph.leaf("First page"))
    #expect(home.frame.maxY < page.frame.minY)
  }
}
