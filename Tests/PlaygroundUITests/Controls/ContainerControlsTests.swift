import Foundation
import Testing

@testable import PlaygroundUI

/// `LabeledContent` (label leading, value trailing), `Menu` (a click shows its buttons; choosing
/// one runs it and closes the menu), `Link` (text in the tint; a click asks to open its URL),
/// `DisclosureGroup` (content shown only while expanded, bound or its own state), `Gauge`
/// (filled to the value's fraction of the range), `ContentUnavailableView.search(text:)`,
/// `badge` on a list row, and `bold()`/`italic()`/`fontWeight` applied to the text inside a view.
@MainActor
@Suite struct ContainerControlsTests {
  private let window = CGSize(width: 300, height: 400)

  @Test(
    "LabeledContent(_:value:): the title at the leading edge, the value at the trailing edge in the secondary colour")
  func labeledContent() throws {
    let graph = ViewGraph.testing(LabeledContent("Version", value: "1.0").frame(width: 200))
    graph.frame(window)
    let title = try #require(graph.leaf("Version")).frame
    let value = try #require(graph.leaf("1.0")).frame
    #expect(isClose(title.minX, 50))
    #expect(isClose(value.maxX, 250))
    let node = try #require(graph.drawnNodes().first { ($0 as? TextNode)?.string == "1.0" } as? TextNode)
    #expect(node.color.resolved(in: .light) == Color.secondary.resolved(in: .light))
  }

  @Test("Menu: a click on the label opens its buttons; choosing one runs it and closes the menu")
  func menuOpensAndChooses() throws {
    struct Host: View {
      @State var chosen = "none"
      var body: some View {
        VStack {
          Menu("Actions") {
            Button("Copy") { chosen = "copy" }
            Button("Paste") { chosen = "paste" }
          }
          Text("Chose \(chosen)")
        }
      }
    }
    let graph = ViewGraph.testing(Host())
    graph.frame(window)
    #expect(graph.leaf("Copy") == nil)
    graph.click(try #require(graph.leaf("Actions")).frame, time: 0)
    graph.frame(window)
    let paste = try #require(graph.leaf("Paste")).frame
    let label = try #require(graph.leaf("Actions")).frame
    #expect(paste.minY > label.maxY, "below the label")
    graph.click(paste, time: 1)
    graph.frame(window)
    #expect(graph.leaf("Chose paste") != nil)
    #expect(graph.leaf("Copy") == nil, "closed")
  }

  @Test("Link: drawn in the tint; a click asks to open its destination")
  func link() throws {
    var opened: [URL] = []
    let saved = LinkOpener.open
    LinkOpener.open = { opened.append($0) }
    defer { LinkOpener.open = saved }
    let url = try #require(URL(string: "https://example.com"))
    let graph = ViewGraph.testing(Link("Example", destination: url))
    graph.frame(window)
    let node = try #require(graph.drawnNodes().first { ($0 as? TextNode)?.string == "Example" } as? TextNode)
    #expect(node.color.resolved(in: .light) == Color.accentColor.resolved(in: .light))
    graph.click(try #require(graph.leaf("Example")).frame, time: 0)
    #expect(opened == [url])
  }

  @Test("DisclosureGroup: collapsed at first; a click expands it; the bound form follows its binding")
  func disclosureGroup() throws {
    let graph = ViewGraph.testing(DisclosureGroup("More") { Text("Detail") }.frame(width: 200))
    graph.frame(window)
    #expect(graph.leaf("Detail") == nil)
    graph.click(try #require(graph.leaf("More")).frame, time: 0)
    graph.frame(window, at: 0)
    graph.frame(window, at: 1)
    let detail = try #require(graph.leaf("Detail")).frame
    let more = try #require(graph.leaf("More")).frame
    #expect(detail.minY > more.maxY)

    let bound = ViewGraph.testing(DisclosureGroup("Open", isExpanded: .constant(true)) { Text("Shown") })
    bound.frame(window)
    #expect(bound.leaf("Shown") != nil)
  }

  @Test("Gauge(value: 25, in: 0...100): the fill is a quarter of the track")
  func gauge() throws {
    let graph = ViewGraph.testing(Gauge(value: 25.0, in: 0...100) { Text("Level") }.frame(width: 200))
    graph.frame(window)
    let capsules = graph.tracedViews.filter { $0.detail == "capsule" }.map(\.frame)
    #expect(capsules.count == 2)
    #expect(isClose(capsules[1].width, capsules[0].width / 4))
    #expect(isClose(capsules[0].height, 6))
  }

  @Test("ContentUnavailableView.search(text:) says there are no results for the text")
  func searchUnavailable() throws {
    let graph = ViewGraph.testing(ContentUnavailableView.search(text: "kiwi"))
    graph.frame(window)
    #expect(graph.leaf("No Results for “kiwi”") != nil)
    #expect(graph.leaf("magnifyingglass") != nil)
  }

  @Test("badge(_:) on a list row draws the count at the row's trailing edge; zero draws none")
  func listRowBadge() throws {
    let graph = ViewGraph.testing(
      List {
        Text("Inbox").badge(3)
        Text("Sent").badge(0)
      })
    graph.frame(window)
    let badge = try #require(graph.leaf("3")).frame
    #expect(isClose(badge.maxX, window.width - 16))
    #expect(graph.leaf("0") == nil)
  }

  @Test("bold(), italic() and fontWeight(_:) on a view style the text inside; a text's own weight wins")
  func textStyleOnViews() throws {
    let graph = ViewGraph.testing(
      VStack {
        Text("Plain")
        Text("Titled").font(.title)
        Text("Light").fontWeight(.light)
      }
      .bold().italic())
    graph.frame(window)
    func font(_ string: String) throws -> FontDescriptor {
      let node = try #require(graph.drawnNodes().first { ($0 as? TextNode)?.string == string } as? TextNode)
      return node.request.spans[0].font
    }
    #expect(try font("Plain").weight == .bold)
    #expect(try font("Plain").isItalic)
    #expect(try font("Light").weight == .light)
    #expect(try font("Titled").weight == .bold, "over a text's own font")
  }

  @Test("badge(_:) on a tab draws its count on the tab's label")
  func tabBadge() throws {
    let graph = ViewGraph.testing(
      TabView {
        Text("Inbox page").tabItem { Text("Inbox") }.badge(4)
        Text("Sent page").tabItem { Text("Sent") }
      })
    graph.frame(window)
    let badge = try #require(graph.leaf("4")).frame
    let label = try #require(graph.leaf("Inbox")).frame
    #expect(badge.minX > label.midX && badge.midY < label.midY, "at the label's top trailing corner")
  }

  @Test("fontDesign(_:) on a view sets the design of the text inside")
  func fontDesignOnView() throws {
    let graph = ViewGraph.testing(Text("Code").fontDesign(.monospaced))
    graph.frame(window)
    let node = try #require(graph.drawnNodes().first { ($0 as? TextNode)?.string == "Code" } as? TextNode)
    #expect(node.request.spans[0].font.design == .monospaced)
  }

  struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        configuration.icon
        configuration.title
      }
    }
  }

  @Test("A custom LabelStyle's makeBody draws the label: here the icon above the title")
  func customLabelStyle() throws {
    let graph = ViewGraph.testing(Label("Star", systemImage: "star").labelStyle(StackedLabelStyle()))
    graph.frame(window)
    let icon = try #require(graph.leaf("star")).frame
    let title = try #require(graph.leaf("Star")).frame
    #expect(icon.maxY <= title.minY)
  }

  @Test("A Picker inside a Menu lists its options as items, the selected one checked; choosing one selects it")
  func pickerInMenu() throws {
    struct Host: View {
      @State var sort = "name"
      var body: some View {
        VStack {
          Menu("Sort") {
            Picker("Sort by", selection: $sort) {
              Text("Name").tag("name")
              Text("Date").tag("date")
            }
          }
          Text("Sorted by \(sort)")
        }
      }
    }
    let graph = ViewGraph.testing(Host())
    graph.frame(window)
    graph.click(try #require(graph.leaf("Sort")).frame, time: 0)
    graph.frame(window)
    let checks = graph.tracedViews.filter { $0.detail == "checkmark" && $0.opacity > 0.5 }
    let name = try #require(graph.leaf("Name")).frame
    #expect(checks.count == 1 && isClose(checks[0].frame.midY, name.midY, within: 2), "Name is checked")
    graph.click(try #require(graph.leaf("Date")).frame, time: 1)
    graph.frame(window)
    #expect(graph.leaf("Sorted by date") != nil)
    #expect(graph.leaf("Name") == nil, "the menu closed")
  }
}
