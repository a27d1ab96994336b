import Foundation
import Testing

@testable import PlaygroundUI

/// A model a preview makes inline, counting how many were made.
private final class PreviewModel: ObservableObject {
  @MainActor static var made = 0
  @Published var taps = 0

  @MainActor init() { Self.made += 1 }
}

private struct TapCounter: View {
  @EnvironmentObject var model: PreviewModel

  var body: some View {
    Button("taps \(model.taps)") { model.taps += 1 }
  }
}

/// What Xcode projects write.
private struct TapCounter_Previews: PreviewProvider {
  static var previews: some View {
    TapCounter().environmentObject(PreviewModel())
  }
}

/// A `PreviewProvider` whose previews make their own model: made once while shown, as Xcode
/// makes a preview once, so its changes stay.
@MainActor
@Suite(.serialized) struct PreviewProviderTests {
  @Test func aPreviewIsMadeOnceWhileShown() throws {
    let entries = PreviewRegistry.shared.collect {
      _PlaygroundPreviews.register(name: "TapCounter_Previews", file: "Tap.swift", line: 1) {
        TapCounter_Previews.previews
      }
    }
    let entry = try #require(entries.first)
    PreviewModel.made = 0
    // The window's body asks for the preview on every re-render, as the open shell does.
    let graph = ViewGraph(measurer: FakeTextMeasurer()) { entry.makeView() }
    let window = CGSize(width: 300, height: 200)
    graph.frame(window)
    graph.click(try #require(graph.leaf("taps 0")).frame, time: 0)
    graph.frame(window)
    graph.click(try #require(graph.leaf("taps 1")).frame, time: 0)
    graph.frame(window)
    #expect(graph.leaf("taps 2") != nil)
    #expect(PreviewModel.made == 1)
    // A reload registers the preview anew: it is made again, from the new build.
    let reloaded = PreviewEntry(name: entry.name, file: entry.file, line: entry.line, make: entry.make)
    graph.setRoot { reloaded.makeView() }
    graph.frame(window)
    #expect(graph.leaf("taps 0") != nil)
    #expect(PreviewModel.made == 2)
  }
}
