import Foundation
import PlaygroundUI
import Testing
import XvfbTestSupport

@testable import X11Host

@Suite("Offscreen rendering under Xvfb", .exclusiveX)
@MainActor
struct OffscreenRenderTests {
  @Test("A fixed scene matches its golden image (shapes, text, emoji, symbol, clip)")
  func sampleSceneMatchesGolden() throws {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    let measurer = PangoTextMeasurer(display: display, scale: 1)
    let renderer = Renderer(display: display, measurer: measurer)
    let list = SampleScene.displayList(measurer: measurer)
    let image = try #require(renderer.renderOffscreen(list, size: SampleScene.size))
    #expect(image.width == 360 && image.height == 220)
    // The 💪 in the selected chip is drawn in colour: yellow pixels, not a grey box.
    let yellow = count(in: image, x: 130..<175, y: 62..<92) { p in p.x > 200 && p.y > 150 && p.z < 110 }
    #expect(yellow > 40, "\(yellow) yellow pixels where the emoji is")
    // The clip keeps the right half of the clipped circle away.
    #expect(image[300, 135] == image[340, 135])
    #expect(image[280, 135] != image[340, 135])
    try assertSnapshot(image, named: "sample-scene")
  }

  @Test("At scale 2 the same scene is twice the size and still matches the shapes")
  func scaleTwo() throws {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    let measurer = PangoTextMeasurer(display: display, scale: 2)
    let renderer = Renderer(display: display, measurer: measurer)
    let image = try #require(
      renderer.renderOffscreen(SampleScene.displayList(measurer: measurer), size: SampleScene.size))
    #expect(image.width == 720 && image.height == 440)
    // The orange circle (24,110)–(68,154) pt fills (48,220)–(136,308) px.
    #expect(image[92, 264] == SIMD4(255, 148, 0, 255))
    #expect(image[44, 264] != SIMD4(255, 148, 0, 255))
  }

  @Test("Translucent text fades its colour emoji too, in the same place")
  func translucentEmoji() throws {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    let measurer = PangoTextMeasurer(display: display, scale: 1)
    let renderer = Renderer(display: display, measurer: measurer, background: .white)
    func render(alpha: Double) throws -> RGBAImage {
      let item = DisplayItem.text(
        TextDrawing(
          id: .detached("e"), string: "💪", font: FontDescriptor(size: 30),
          frame: CGRect(x: 5, y: 5, width: 40, height: 40),
          baseline: 35, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: alpha)))
      return try #require(renderer.renderOffscreen(DisplayList(items: [item]), size: CGSize(width: 50, height: 50)))
    }
    let opaque = try render(alpha: 1)
    let half = try render(alpha: 0.5)
    var inked = 0
    for y in 0..<50 {
      for x in 0..<50 {
        let full = SIMD4<Int>(truncatingIfNeeded: opaque[x, y])
        let faded = SIMD4<Int>(truncatingIfNeeded: half[x, y])
        let expected = (full &+ 255) / 2
        #expect(
          abs(faded.x - expected.x) <= 3 && abs(faded.z - expected.z) <= 3, "(\(x), \(y)) full \(full) faded \(faded)")
        if full.z < 200 { inked += 1 }
      }
    }
    #expect(inked > 100)
  }

  @Test("The back buffer grows in 128 px steps and is reused across small resizes")
  func backBufferReuse() throws {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    let buffer = BackBuffer(display: display, width: 300, height: 200)
    #expect(buffer.capacity == (384, 256) && buffer.allocations == 1)
    for step in 0..<40 { buffer.resize(width: 300 + step * 2, height: 200 + step) }
    #expect(buffer.allocations == 1 && buffer.size == (378, 239))
    buffer.resize(width: 400, height: 200)
    #expect(buffer.allocations == 2 && buffer.capacity == (512, 256))
    buffer.resize(width: 100, height: 100)
    #expect(buffer.allocations == 3 && buffer.capacity == (128, 128), "large shrinks give memory back")
  }

  func count(in image: RGBAImage, x: Range<Int>, y: Range<Int>, where test: (SIMD4<UInt8>) -> Bool) -> Int {
    var total = 0
    for row in y {
      for column in x where test(image[column, row]) { total += 1 }
    }
    return total
  }
}

extension OffscreenRenderTests {
  func fill(_ rect: CGRect, _ color: RGBAColor) -> DisplayItem {
    .shape(ShapeDrawing(id: .detached("fill"), kind: .rectangle, rect: rect, paint: .fill, color: color))
  }

  @Test(
    "The background is cleared first unless an opaque fill covers the whole region: never under a translucent or partial one"
  )
  func backgroundUnderFirstFill() throws {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    let measurer = PangoTextMeasurer(display: display, scale: 1)
    let renderer = Renderer(display: display, measurer: measurer, background: .white)
    let buffer = BackBuffer(display: display, width: 200, height: 100, step: 1)
    let window = CGRect(x: 0, y: 0, width: 200, height: 100)
    func frame(_ items: [DisplayItem]) throws -> RGBAImage {
      renderer.draw(DisplayList(items: items), into: buffer)
      return try #require(ImageReadback.read(display, drawable: buffer.pixmap, width: 200, height: 100))
    }
    let green = try frame([fill(window, RGBAColor(red: 0, green: 1, blue: 0))])
    #expect(green[100, 50] == SIMD4(0, 255, 0, 255))
    // Half-transparent red over the white background, not over the green left in the buffer.
    let pink = try frame([fill(window, RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)), .popClip])
    #expect(pink[100, 50].y > 120 && pink[100, 50].y < 135, "\(pink[100, 50])")
    // An opaque fill ending at 150.5 points covers pixels 0…149 only: 150 is antialiased over
    // white, beyond it white.
    let partial = try frame([fill(CGRect(x: 0, y: 0, width: 150.5, height: 100), RGBAColor(red: 0, green: 0, blue: 1))])
    #expect(partial[149, 50] == SIMD4(0, 0, 255, 255))
    #expect(partial[150, 50].x > 100 && partial[150, 50].x < 155, "\(partial[150, 50])")
    #expect(partial[180, 50] == SIMD4(255, 255, 255, 255))
  }
}
