import Foundation
import Testing

@testable import PlaygroundUI

/// `AsyncImage`: Apple documents that until the image loads (and when loading fails) it shows
/// its placeholder — by default a grey box that fills the space offered — and that the phase
/// closure sees `.empty`, `.success(image)` or `.failure(error)`. The playground has no
/// network, so a remote URL fails; a `file://` URL loads.
@MainActor
@Suite struct AsyncImageTests {
  let window = CGSize(width: 300, height: 200)
  private let fixture = ImageFixture()

  private func render<V: View>(_ view: V) throws -> (list: DisplayList, graph: ViewGraph) {
    defer { fixture.remove() }
    try fixture.imageSet("Unused", files: ["photo.png": "bitmap 60x40"], entries: entry("photo.png"))
    return FakeImageDecoderRun.run(fixture.catalog(), decoder: FakeImageDecoder(), scale: 1) {
      let graph = ViewGraph.testing(view)
      return (graph.render(size: window, time: 0), graph)
    }
  }

  private var photoURL: URL { URL(fileURLWithPath: fixture.root + "/Assets.xcassets/Unused.imageset/photo.png") }

  @Test func aFileURLLoadsAtItsSizeOverItsScale() throws {
    let image = try #require(try render(AsyncImage(url: photoURL, scale: 2)).list.images.first)
    #expect(image.frame == CGRect(x: 135, y: 90, width: 30, height: 20))
  }

  @Test func aRemoteURLShowsTheDefaultPlaceholderFillingItsFrame() throws {
    let list = try render(AsyncImage(url: URL(string: "https://example.com/a.png")).frame(width: 100, height: 60)).list
    #expect(list.images.isEmpty)
    #expect(list.shapes.first?.rect == CGRect(x: 100, y: 70, width: 100, height: 60))
  }

  @Test func thePhaseSaysWhyAndTheContentClosuresAreUsed() throws {
    let failed = try render(
      AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
        if let error = phase.error { Text("\(error)") } else { Text("other") }
      }
    ).graph
    #expect(failed.leaves("the playground has no network: https://example.com/a.png is not fetched").count == 1)
    let empty = try render(AsyncImage(url: nil) { phase in if case .empty = phase { Text("empty") } }).graph
    #expect(empty.leaf("empty") != nil)
    let loaded = try render(
      AsyncImage(url: photoURL) { image in
        image.resizable()
      } placeholder: {
        Text("waiting")
      }
      .frame(width: 90, height: 90)
    ).list
    #expect(loaded.images.first?.frame.size == CGSize(width: 90, height: 90))
  }
}
