import Foundation
import Testing

@testable import PlaygroundUI

/// `List` rows (at least 44 pt, inset 16 pt, a separator between rows), `Section` headers,
/// `Divider`, `Label`, and `NavigationStack` pushing a link's destination under a title bar and
/// popping back with the root's state kept.
@MainActor
@Suite struct ListAndNavigationTests {
  struct Fruit: Identifiable {
    var id: String { name }
    var name: String
  }

  private let window = CGSize(width: 300, height: 400)

  @Test(
    "List(data): a row per element, 44 pt apart (1 pt separator between), text inset 16 pt; 2 separators for 3 rows")
  func listRows() throws {
    let fruits = ["Apple", "Banana", "Cherry"].map(Fruit.init(name:))
    let graph = ViewGraph.testing(List(fruits) { Text($0.name) })
    graph.frame(window)
    let texts = try ["Apple", "Banana", "Cherry"].map { try #require(graph.leaf($0)).frame }
    // A body line (17 pt) padded 11 pt above and below is under 44 pt: rows are 44 pt.
    #expect(texts.map(\.minX) == [16, 16, 16])
    #expect(isClose(texts[0].minY, CGFloat(44 - 17) / 2))
    #expect(isClose(texts[1].minY - texts[0].minY, 44 + 1))
    #expect(isClose(texts[2].minY - texts[1].minY, 44 + 1))
    let separators = graph.tracedViews.filter { $0.id.contains("separator") }
    #expect(
      separators.map(\.frame) == [
        CGRect(x: 16, y: 44, width: 300 - 16, height: 1), CGRect(x: 16, y: 89, width: 300 - 16, height: 1),
      ])
  }

  @Test("List { Section(\"Fruit\") { ForEach … } }: the header sits above the rows, inset like them")
  func sectionHeader() throws {
    let graph = ViewGraph.testing(
      List {
        Section("Fruit") {
          ForEach(["Apple", "Banana"], id: \.self) { Text($0) }
        }
      })
    graph.frame(window)
    let header = try #require(graph.leaf("Fruit")).frame
    let apple = try #require(graph.leaf("Apple")).frame
    #expect(header.minX == 16 && header.minY == 16)
    #expect(header.height == 13)  // footnote
    #expect(isClose(apple.minY, header.maxY + 6 + CGFloat(44 - 17) / 2))
  }

  @Test("The older Section(header:footer:) form lays out as the builder form")
  func olderSectionForm() throws {
    func frames<V: View>(_ list: V) throws -> [CGRect] {
      let graph = ViewGraph.testing(list)
      graph.frame(window)
      return try ["Fruit", "Apple", "Ripe"].map { try #require(graph.leaf($0)).frame }
    }
    let older = try frames(List { Section(header: Text("Fruit"), footer: Text("Ripe")) { Text("Apple") } })
    let builder = try frames(
      List {
        Section {
          Text("Apple")
        } header: {
          Text("Fruit")
        } footer: {
          Text("Ripe")
        }
      })
    #expect(older == builder)
  }

  @Test("A long list scrolls: the wheel moves its rows")
  func listScrolls() throws {
    let graph = ViewGraph.testing(List(0..<30) { Text("Item \($0)") })
    graph.frame(window)
    let before = try #require(graph.leaf("Item 0")).frame.minY
    graph.scroll(by: CGSize(width: 0, height: 90), at: CGPoint(x: 150, y: 200), time: 0)
    graph.frame(window)
    // Item 0 is now scrolled out of view: not drawn, but laid out there.
    #expect(try #require(graph.laidOutText("Item 0")).minY == before - 90)
  }

  @Test("Divider is a 1 pt line across a VStack and down an HStack; Label puts its symbol before its title")
  func dividerAndLabel() throws {
    let graph = ViewGraph.testing(
      VStack(spacing: 0) {
        Divider()
        HStack(spacing: 0) {
          Divider()
          Label("Inbox", systemImage: "tray")
        }
        .frame(height: 30)
      }
      .frame(width: 200))
    graph.frame(window)
    let lines = graph.tracedViews.filter { $0.kind == "shape" && $0.detail == "rectangle" }.map(\.frame)
    #expect(lines.count == 2)
    #expect(lines[0].size == CGSize(width: 200, height: 1))
    #expect(lines[1].size == CGSize(width: 1, height: 30))
    let icon = try #require(graph.tracedViews.first { $0.kind == "symbol" }).frame
    let title = try #require(graph.leaf("Inbox")).frame
    #expect(icon.maxX + 8 == title.minX)
    #expect(icon.size == CGSize(width: 17, height: 17))
  }

  struct Root: View {
    @State private var taps = 0

    var body: some View {
      VStack {
        Button("Taps \(taps)") { taps += 1 }
        NavigationLink("Details", destination: Text("Detail page").navigationTitle("Details"))
      }
      .navigationTitle("Home")
    }
  }

  @Test("A link pushes its destination under a title bar with a back button naming the root; back pops, state kept")
  func pushAndPop() throws {
    let graph = ViewGraph.testing(NavigationStack { Root() })
    graph.frame(window)
    #expect(graph.leaf("Home") != nil)
    graph.click(try #require(graph.leaf("Taps 0")).frame, time: 0)
    graph.frame(window)
    graph.click(try #require(graph.leaf("Details")).frame, time: 1)
    graph.frame(window)
    #expect(graph.leaf("Detail page") != nil)
    #expect(graph.leaf("Taps 1") == nil, "the root is not drawn while the destination is shown")
    // Apple: `.automatic` "inherit[s] the display mode from the previous navigation item", and
    // a root with a title is large: the pushed page's title is large too, below the 44 pt bar.
    let title = try #require(graph.leaves("Details").last).frame
    #expect(title.minY >= 44, "the destination's large title is below the bar")
    let back = try #require(graph.leaf("Home")).frame
    #expect(back.maxY <= 44, "the back button, naming the page below, is in the bar")
    graph.click(back, time: 2)
    graph.frame(window)
    #expect(graph.leaf("Detail page") == nil)
    #expect(graph.leaf("Taps 1") != nil, "the root kept its state")
  }

  struct Fresh: Identifiable {
    let id = UUID()
    let name: String
  }

  struct UnstableIDs: View {
    var body: some View {
      List([Fresh(name: "Kiwi")]) { fruit in
        NavigationLink(fruit.name, destination: Text("About \(fruit.name)"))
      }
    }
  }

  @Test("A pushed destination stays when its link's identity changes on the next render (ids made afresh)")
  func pushedDestinationOutlivesItsLink() throws {
    let graph = ViewGraph.testing(NavigationStack { UnstableIDs() })
    graph.frame(window)
    graph.click(try #require(graph.leaf("Kiwi")).frame, time: 0)
    graph.frame(window)
    #expect(graph.leaf("About Kiwi") != nil)
    graph.setNeedsUpdate()
    graph.frame(window)
    #expect(graph.leaf("About Kiwi") != nil)
  }
}
