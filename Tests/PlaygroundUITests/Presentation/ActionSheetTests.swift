import Foundation
import Testing

@testable import PlaygroundUI

/// The deprecated `ActionSheet`, drawn as the confirmation dialog it became.
@MainActor
@Suite struct ActionSheetTests {
  private let window = CGSize(width: 390, height: 700)

  @Test("actionSheet(isPresented:): title, message and buttons at the bottom, Cancel last; a button acts and dismisses")
  func actionSheet() throws {
    final class Log { var picked: [String] = [] }
    struct Host: View {
      @State var isPresented = true
      let log: Log
      var body: some View {
        Text("Content").frame(maxWidth: .infinity, maxHeight: .infinity)
          .actionSheet(isPresented: $isPresented) {
            ActionSheet(
              title: Text("Change background"), message: Text("Select a new color"),
              buttons: [
                .default(Text("Red")) { log.picked.append("red") },
                .destructive(Text("Delete")),
                .cancel(),
              ])
          }
      }
    }
    let log = Log()
    let graph = ViewGraph.testing(Host(log: log))
    graph.frame(window)
    let title = try #require(graph.leaf("Change background")).frame
    let red = try #require(graph.leaf("Red")).frame
    let cancel = try #require(graph.leaf("Cancel")).frame
    #expect(graph.leaf("Select a new color") != nil)
    #expect(graph.tracedViews.filter { $0.detail == "Cancel" }.count == 1, "the given Cancel, not a second")
    #expect(title.minY < red.minY && red.minY < cancel.minY)
    #expect(cancel.maxY > window.height - 80, "at the bottom")
    graph.click(red, time: 0)
    #expect(log.picked == ["red"])
    graph.frame(window, at: 0)
    graph.frame(window, at: 3)
    #expect(graph.leaf("Red") == nil, "dismissed")
  }

  @Test("An ActionSheet with no buttons given has one: Cancel")
  func defaultCancel() throws {
    struct Host: View {
      @State var isPresented = true
      var body: some View {
        Color.clear.actionSheet(isPresented: $isPresented) { ActionSheet(title: Text("Options")) }
      }
    }
    let graph = ViewGraph.testing(Host())
    graph.frame(window)
    #expect(graph.leaf("Cancel") != nil)
  }
}
