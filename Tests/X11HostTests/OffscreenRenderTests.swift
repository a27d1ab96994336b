import Foundation
import PlaygroundUI
import Testing

@testable import X11Host

@Suite("Offscreen rendering under Xvfb")
struct OffscreenRenderTests {
  @Test("A fixed scene matches its golden image (shapes, text, emoji, symbol, clip)")
  func sampleSceneMatchesGolden() throws {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    let measurer = XftTextMeasurer(display: display, scale: 1)
    let renderer = Renderer(display: display, measurer: measurer)
    let list = SampleScene.displayList(measurer: measurer)
    let image = try #require(renderer.renderOffscreen(list, size: SampleScene.size))
    #expect(image.width == 360 && image.height == 220)
    try PNGWriter.write(image, to: NSTemporaryDirectory() + "x11host-sample.png")
    try assertSnapshot(image, named: "sample-scene")
  }
}
