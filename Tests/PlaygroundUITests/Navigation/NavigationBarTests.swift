import Foundation
import Testing

@testable import PlaygroundUI

/// The navigation bar as Apple documents it: `ToolbarItemPlacement`s (navigationBarLeading /
/// cancellationAction "on the leading edge of the navigation bar", navigationBarTrailing /
/// primaryAction / confirmationAction at "the trailing edge", principal "in the center of the
/// navigation bar … precedent over a title", bottomBar at the bottom), title display modes
/// (`.automatic` large on a root with a title, "inline … within the standard bounds of the
/// navigation bar", "large … within an expanded navigation bar"), `navigationBarHidden`,
/// `navigationBarBackButtonHidden`, `NavigationView` as a stack, and `searchable`.
@MainActor
@Suite struct NavigationBarTests {
  private let window = CGSize(width: 320, height: 480)
  /// UIKit's navigation bar is 44 pt high; bar items sit 16 pt from the screen's edges.
  private let bar: CGFloat = 44
  private let margin: CGFloat = 16

  @Test(
    "navigationBarLeading / cancellationAction at the bar's leading edge, navigationBarTrailing / confirmationAction at its trailing edge"
  )
  func leadingAndTrailingItems() throws {
    let graph = ViewGraph.testing(
      NavigationStack {
        Text("Body")
          .navigationTitle("Title")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .navigationBarLeading) { Text("Lead") }
            ToolbarItem(placement: .navigationBarTrailing) { Text("Trail") }
          }
      })
    graph.frame(window)
    let lead = try #require(graph.leaf("Lead")).frame
    let trail = try #require(graph.leaf("Trail")).frame
    #expect(isClose(lead.minX, margin))
    #expect(isClose(trail.maxX, window.width - margin))
    #expect(lead.maxY <= bar && trail.maxY <= bar)

    let modal = ViewGraph.testing(
      NavigationStack {
        Text("Body").toolbar {
          ToolbarItem(placement: .cancellationAction) { Text("Cancel") }
          ToolbarItem(placement: .confirmationAction) { Text("Done") }
        }
      })
    modal.frame(window)
    #expect(isClose(try #require(modal.leaf("Cancel")).frame.minX, margin))
    #expect(isClose(try #require(modal.leaf("Done")).frame.maxX, window.width - margin))
  }

  @Test(
    "A principal item is centred in the bar and replaces the title; a bottomBar item is in a 44 pt bar at the bottom")
  func principalAndBottomBar() throws {
    let graph = ViewGraph.testing(
      NavigationStack {
        Text("Body")
          .navigationTitle("Hidden title")
          .toolbar {
            ToolbarItem(placement: .principal) { Text("Centre") }
            ToolbarItem(placement: .bottomBar) { Text("Bottom") }
          }
      })
    graph.frame(window)
    let centre = try #require(graph.leaf("Centre")).frame
    #expect(isClose(centre.midX, window.width / 2))
    #expect(centre.maxY <= bar)
    #expect(graph.leaf("Hidden title") == nil || graph.leaf("Hidden title")!.frame.minY >= bar)
    let bottom = try #require(graph.leaf("Bottom")).frame
    #expect(bottom.maxY <= window.height && bottom.minY >= window.height - bar)
  }

  @Test("A toolbar button is live: clicking it runs its action")
  func toolbarButtonRuns() throws {
    struct Counter: View {
      @State var count = 0
      var body: some View {
        Text("Count \(count)").toolbar {
          ToolbarItem(placement: .primaryAction) { Button("Add") { count += 1 } }
        }
      }
    }
    let graph = ViewGraph.testing(NavigationView { Counter() })
    graph.frame(window)
    let add = try #require(graph.leaf("Add")).frame
    #expect(isClose(add.maxX, window.width - margin), "primaryAction is the trailing edge on iOS")
    graph.click(add, time: 0)
    graph.frame(window)
    #expect(graph.leaf("Count 1") != nil)
  }

  @Test(
    "Title display modes: automatic is large on a titled root, inline centres the headline in the bar, large puts it below"
  )
  func titleDisplayModes() throws {
    func title(_ mode: NavigationBarItem.TitleDisplayMode?) throws -> CGRect {
      let content = Text("Body").navigationTitle("Inbox")
      let graph: ViewGraph
      if let mode {
        graph = ViewGraph.testing(NavigationStack { content.navigationBarTitleDisplayMode(mode) })
      } else {
        graph = ViewGraph.testing(NavigationStack { content })
      }
      graph.frame(window)
      return try #require(graph.leaf("Inbox")).frame
    }
    let inline = try title(.inline)
    #expect(isClose(inline.midX, window.width / 2))
    #expect(inline.maxY <= bar)
    #expect(isClose(inline.height, FakeMetrics.lineHeight(size: 17)), "headline")
    let large = try title(.large)
    #expect(large.minY >= bar)
    #expect(isClose(large.minX, margin))
    #expect(isClose(large.height, FakeMetrics.lineHeight(size: 34)), "large title")
    #expect(try title(nil) == large, "automatic on a root with a title is large")
  }

  @Test("navigationBarTitle(_:displayMode:) sets both; navigationBarHidden(true) leaves no bar")
  func deprecatedTitleAndHiddenBar() throws {
    let graph = ViewGraph.testing(
      NavigationView { Text("Body").navigationBarTitle("Mail", displayMode: .inline) })
    graph.frame(window)
    #expect(try #require(graph.leaf("Mail")).frame.maxY <= bar)

    let hidden = ViewGraph.testing(
      NavigationStack {
        VStack(spacing: 0) {
          Text("Top")
          Spacer()
        }
        .navigationTitle("Gone").navigationBarHidden(true)
      })
    hidden.frame(window)
    #expect(hidden.leaf("Gone") == nil)
    #expect(try #require(hidden.leaf("Top")).frame.minY == 0)
  }

  @Test("navigationBarBackButtonHidden hides the back button of a pushed page")
  func backButtonHidden() throws {
    let graph = ViewGraph.testing(
      NavigationView {
        NavigationLink("Open", destination: Text("Pushed").navigationBarBackButtonHidden(true))
          .navigationTitle("Root")
      })
    graph.frame(window)
    graph.click(try #require(graph.leaf("Open")).frame, time: 0)
    graph.frame(window)
    #expect(graph.leaf("Pushed") != nil)
    #expect(graph.leaf("Root") == nil, "no back button naming the root")
  }

  @Test("searchable: a field under the title writes the binding as the user types, so the page's filter applies")
  func searchFieldFilters() throws {
    struct Fruits: View {
      @State var query = ""
      let names = ["Apple", "Banana", "Cherry"]
      var body: some View {
        VStack {
          ForEach(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
        }
        .navigationTitle("Fruit")
        .searchable(text: $query)
      }
    }
    let graph = ViewGraph.testing(NavigationStack { Fruits() })
    graph.frame(window)
    let prompt = try #require(graph.leaf("Search"))
    let title = try #require(graph.leaf("Fruit")).frame
    #expect(prompt.frame.minY > title.maxY, "below the large title")
    graph.click(prompt.frame, time: 0)
    graph.frame(window)
    for character in "an" { _ = graph.handleKey(.character(character)) }
    graph.frame(window)
    #expect(graph.leaf("Banana") != nil)
    #expect(graph.leaf("Apple") == nil && graph.leaf("Cherry") == nil)
  }

  @Test("A List in a navigation page is inset grouped (iOS's default); .listStyle(.plain) keeps plain rows")
  func listStyleInNavigation() throws {
    func rowX(_ style: Bool) throws -> CGFloat {
      let list = List { Text("Row") }
      let graph =
        style
        ? ViewGraph.testing(NavigationStack { list.listStyle(.plain) }) : ViewGraph.testing(NavigationStack { list })
      graph.frame(window)
      return try #require(graph.leaf("Row")).frame.minX
    }
    #expect(isClose(try rowX(false), 32), "a 16 pt card inset plus the 16 pt row inset")
    #expect(isClose(try rowX(true), 16))
  }

  @Test("toolbar(.hidden, for: .navigationBar) hides the bar; the keyboard placement draws nothing without a keyboard")
  func hiddenToolbarAndKeyboardItems() throws {
    let graph = ViewGraph.testing(
      NavigationStack {
        VStack(spacing: 0) {
          Text("Top")
          Spacer()
        }
        .navigationTitle("Gone")
        .toolbar(.hidden, for: .navigationBar)
        .toolbar { ToolbarItem(placement: .keyboard) { Text("Above keys") } }
      })
    graph.frame(window)
    #expect(graph.leaf("Gone") == nil)
    #expect(graph.leaf("Above keys") == nil)
    #expect(try #require(graph.leaf("Top")).frame.minY == 0)
  }

  @Test("listRowInsets, listRowSeparator(.hidden) and listRowBackground change that row only")
  func listRowSettings() throws {
    let graph = ViewGraph.testing(
      List {
        Text("First").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
        Text("Second").listRowSeparator(.hidden)
        Text("Third").listRowBackground(Color.yellow)
      }
      .listStyle(.plain))
    graph.frame(window)
    #expect(isClose(try #require(graph.leaf("First")).frame.minX, 40))
    #expect(isClose(try #require(graph.leaf("Second")).frame.minX, margin))
    let separators = graph.tracedViews.filter { $0.id.contains("separator") }
    #expect(separators.isEmpty, "both separators touch the row that hides them")
    let third = try #require(graph.leaf("Third")).frame
    let fills = graph.tracedViews.filter {
      $0.kind == "shape" && $0.frame.contains(CGPoint(x: third.midX, y: third.midY))
    }
    #expect(fills.contains { $0.frame.width == window.width && $0.frame.height >= 44 }, "the background fills the row")
  }

  @Test("A Label in a toolbar shows its icon only (iOS's bar items); labelStyle(.titleOnly) shows the title")
  func toolbarLabels() throws {
    let graph = ViewGraph.testing(
      NavigationStack {
        Label("Body label", systemImage: "star")
          .toolbar {
            Button {
            } label: {
              Label("Add", systemImage: "plus")
            }
          }
      })
    graph.frame(window)
    #expect(graph.leaf("plus") != nil && graph.leaf("Add") == nil)
    #expect(graph.leaf("Body label") != nil && graph.leaf("star") != nil, "outside the bar, both")
    let titled = ViewGraph.testing(Label("Only", systemImage: "star").labelStyle(.titleOnly))
    titled.frame(window)
    #expect(titled.leaf("Only") != nil && titled.leaf("star") == nil)
  }

  @Test("dismiss() on a pushed page goes back")
  func dismissPops() throws {
    struct Pushed: View {
      @Environment(\.dismiss) private var dismiss
      var body: some View { Button("Go back") { dismiss() } }
    }
    let graph = ViewGraph.testing(NavigationView { NavigationLink("Open", destination: Pushed()) })
    graph.frame(window)
    graph.click(try #require(graph.leaf("Open")).frame, time: 0)
    graph.frame(window)
    graph.click(try #require(graph.leaf("Go back")).frame, time: 1)
    graph.frame(window)
    #expect(graph.leaf("Open") != nil)
  }

  @Test("toolbarBackground(_:for:) paints the bar and adds its hairline")
  func toolbarBackground() throws {
    let graph = ViewGraph.testing(
      NavigationStack {
        Text("Body").navigationTitle("Tinted").navigationBarTitleDisplayMode(.inline)
          .toolbarBackground(Color.yellow, for: .navigationBar)
      })
    graph.frame(window)
    let fills = graph.drawnNodes().compactMap { $0 as? ShapeNode }.filter {
      $0.color.resolved(in: .light) == Color.yellow.resolved(in: .light)
    }
    #expect(fills.contains { $0.frame.minY == 0 && $0.frame.width == window.width && $0.frame.height >= bar })
    let hairline = graph.drawnNodes().compactMap { $0 as? ShapeNode }.filter {
      $0.color.resolved(in: .light) == Color.separatorLine.resolved(in: .light)
    }
    #expect(hairline.contains { $0.frame.height == 0.5 && $0.frame.width == window.width })
  }

  @Test("toolbarTitleDisplayMode(.inline), iOS 17's spelling, puts the title in the bar")
  func toolbarTitleDisplayMode() throws {
    let graph = ViewGraph.testing(
      NavigationStack { Text("Body").navigationTitle("Inbox").toolbarTitleDisplayMode(.inline) })
    graph.frame(window)
    let title = try #require(graph.leaf("Inbox")).frame
    #expect(title.maxY <= bar && isClose(title.midX, window.width / 2))
  }
}
