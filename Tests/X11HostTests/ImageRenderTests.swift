import Foundation
import PlaygroundUI
import Testing
import XvfbTestSupport

@testable import X11Host

/// Asset images drawn by the real host from files ImageMagick writes, checked at pixels whose
/// colour follows from the files and from what Apple documents: a resizable image covers its
/// frame, cap insets keep their size, `.tile` repeats the image at its own size, a template
/// image is its alpha in the foreground colour, `opacity` blends it with what is behind.
@Suite("Images drawn under Xvfb", .exclusiveX)
@MainActor
struct ImageRenderTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)").path

  /// An image set `name` holding one 1x PNG that ImageMagick draws with `arguments`.
  private func imageSet(_ name: String, _ arguments: [String], properties: String = "{}") throws {
    guard let convert = App.which("convert") else { throw ImageMagick.Missing() }
    let set = folder + "/Assets.xcassets/\(name).imageset"
    try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
    let run = try runProcess(convert, arguments + [set + "/\(name).png"], timeout: 30)
    guard run.status == 0 else { throw ImageMagick.Failed(description: run.summary) }
    try Data(
      #"{"images": [{"idiom": "universal", "filename": "\#(name).png", "scale": "1x"}], "properties": \#(properties)}"#
        .utf8
    ).write(to: URL(fileURLWithPath: set + "/Contents.json"))
  }

  private func render<V: View>(_ view: V, size: CGSize, frames: Int = 1, store: ImageStore? = nil) throws -> RGBAImage {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    let renderer = Renderer(
      display: display, measurer: PangoTextMeasurer(display: display, scale: 1), background: .white)
    let store = store ?? ImageStore(decoder: LibraryImageDecoder())
    let catalog = AssetCatalog(catalogs: [folder + "/Assets.xcassets"])
    return try AssetCatalog.$taskCatalog.withValue(catalog) {
      try ImageStore.$current.withValue(store) {
        let graph = ViewGraph(measurer: renderer.measurer, root: view)
        var image: RGBAImage?
        for frame in 0..<frames {
          // Each frame a little narrower: laid out and drawn again.
          let list = graph.render(size: CGSize(width: size.width - CGFloat(frame % 2), height: size.height), time: 0)
          image = renderer.renderOffscreen(list, size: size)
        }
        return try #require(image)
      }
    }
  }

  @Test("Each image is decoded once, by the first frame that draws it, however many frames and views draw it")
  func decodedOnce() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try imageSet("One", ["-size", "8x8", "xc:red"])
    try imageSet("Two", ["-size", "8x8", "xc:blue"])
    let store = ImageStore(decoder: LibraryImageDecoder())
    let image = try render(
      HStack(spacing: 0) {
        Image("One")
        Image("One").opacity(0.5)
        Image("Two")
      }, size: CGSize(width: 40, height: 8),
      frames: 5, store: store)
    #expect(store.counters.decoded == 2)
    #expect(store.counters.bytes == 2 * 8 * 8 * 4)
    #expect(pixel(image, 28, 4) == blue)
  }

  private func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> SIMD3<Int> {
    let p = image[x, y]
    return SIMD3(Int(p.x), Int(p.y), Int(p.z))
  }

  private func near(_ a: SIMD3<Int>, _ b: SIMD3<Int>, within tolerance: Int = 2) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.z - b.z) <= tolerance
  }

  private let red = SIMD3(255, 0, 0)
  private let blue = SIMD3(0, 0, 255)
  private let white = SIMD3(255, 255, 255)

  @Test("A 2×2 image stretched without interpolation covers its frame in four flat quadrants")
  func stretchedNearest() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try imageSet(
      "Quads",
      ["-size", "2x2", "xc:white", "-fill", "red", "-draw", "point 0,0", "-fill", "blue", "-draw", "point 1,1"])
    let image = try render(
      Image("Quads").interpolation(.none).resizable().frame(width: 40, height: 40), size: CGSize(width: 40, height: 40))
    #expect(pixel(image, 1, 1) == red)
    #expect(pixel(image, 19, 19) == red)
    #expect(pixel(image, 20, 20) == blue)
    #expect(pixel(image, 39, 39) == blue)
    #expect(pixel(image, 30, 5) == white)
  }

  @Test("Cap insets keep the border's width while the middle stretches")
  func nineSlice() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // 30×30: a 10 px red border around a blue middle.
    try imageSet("Frame", ["-size", "30x30", "xc:red", "-fill", "blue", "-draw", "rectangle 10,10 19,19"])
    let insets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let image = try render(
      Image("Frame").resizable(capInsets: insets).frame(width: 100, height: 60), size: CGSize(width: 100, height: 60))
    for (x, y) in [(5, 30), (95, 30), (50, 5), (50, 55), (2, 2), (97, 57), (9, 30), (90, 30)] {
      #expect(near(pixel(image, x, y), red), "border at (\(x), \(y))")
    }
    for (x, y) in [(11, 11), (50, 30), (88, 48)] {
      #expect(near(pixel(image, x, y), blue), "middle at (\(x), \(y))")
    }
  }

  @Test("Tiling repeats the image at its own size")
  func tiled() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try imageSet("Stripe", ["-size", "10x10", "xc:red", "-fill", "blue", "-draw", "rectangle 5,0 9,9"])
    let image = try render(
      Image("Stripe").resizable(resizingMode: .tile).frame(width: 40, height: 10), size: CGSize(width: 40, height: 10))
    for x in [0, 4, 10, 14, 30, 34] { #expect(pixel(image, x, 5) == red, "x \(x)") }
    for x in [5, 9, 15, 19, 35, 39] { #expect(pixel(image, x, 5) == blue, "x \(x)") }
  }

  @Test("A template image is its alpha filled with the foreground colour; opacity blends")
  func templateAndOpacity() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Black on transparent: a square in the left half.
    try imageSet(
      "Glyph", ["-size", "20x20", "xc:none", "-fill", "black", "-draw", "rectangle 0,0 9,19"],
      properties: #"{"template-rendering-intent": "template"}"#)
    let image = try render(
      HStack(spacing: 0) {
        Image("Glyph").foregroundStyle(Color(red: 0, green: 0, blue: 1))
        Image("Glyph").renderingMode(.original).opacity(0.5)
      }, size: CGSize(width: 40, height: 20))
    #expect(pixel(image, 5, 10) == blue)
    #expect(pixel(image, 15, 10) == white)
    // Black at half opacity over white.
    #expect(near(pixel(image, 25, 10), SIMD3(128, 128, 128)))
    #expect(pixel(image, 35, 10) == white)
  }
}
