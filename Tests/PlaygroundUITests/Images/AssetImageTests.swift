import Foundation
import Testing

@testable import PlaygroundUI

/// `Image("name")` laid out and drawn, with fake image files (no decoding, no X): Apple documents
/// an image's size in points as its pixels divided by its scale (`UIImage.size`), a resizable
/// image as taking the size it is offered, and a template image as drawn in the foreground
/// style. The 300×200 window centres what it holds.
@MainActor
@Suite struct AssetImageTests {
  let window = CGSize(width: 300, height: 200)
  private let fixture = ImageFixture()

  /// A catalog with `Photo` (80×60 px at 2x, 40×20 at 1x; a dark 2x), `Icon` (a template) and
  /// `Star` (a 50×40 pt vector that preserves its vector data).
  private func catalog() throws -> AssetCatalog {
    try fixture.imageSet(
      "Photo",
      files: ["p.png": "bitmap 40x20", "p@2x.png": "bitmap 80x60", "dark@2x.png": "bitmap 80x60"],
      entries: [
        entry("p.png", scale: "1x"), entry("p@2x.png", scale: "2x"), entry("dark@2x.png", scale: "2x", dark: true),
      ]
      .joined(separator: ", "))
    try fixture.imageSet(
      "Icon", files: ["i.png": "bitmap 24x24"], entries: entry("i.png", scale: "1x"),
      properties: #"{"template-rendering-intent": "template"}"#)
    try fixture.imageSet(
      "Star", files: ["s.svg": "vector 50x40"], entries: entry("s.svg"),
      properties: #"{"preserves-vector-representation": true}"#)
    try fixture.imageSet("Broken", files: ["b.png": "garbage"], entries: entry("b.png"))
    return fixture.catalog()
  }

  private func images<V: View>(
    _ view: V, scale: CGFloat = 2, decoder: FakeImageDecoder = FakeImageDecoder(), frames: Int = 1
  ) throws -> (list: DisplayList, graph: ViewGraph) {
    defer { fixture.remove() }
    let catalog = try catalog()
    return FakeImageDecoderRun.run(catalog, decoder: decoder, scale: scale) {
      let graph = ViewGraph.testing(view)
      var list = graph.render(size: window, time: 0)
      for frame in 1..<max(1, frames) { list = graph.render(size: window, time: Double(frame) / 60) }
      return (list, graph)
    }
  }

  @Test func aBitmapsSizeInPointsIsItsPixelsOverItsScale() throws {
    let image = try #require(try images(Image("Photo")).list.images.first)
    #expect(image.frame == CGRect(x: 130, y: 85, width: 40, height: 30))
    #expect(image.raster.path.hasSuffix("/p@2x.png"))
    let oneX = try #require(try images(Image("Photo"), scale: 1).list.images.first)
    #expect(oneX.frame.size == CGSize(width: 40, height: 20))
  }

  @Test func theDarkVariantIsDrawnInDark() throws {
    let image = try #require(try images(Image("Photo").environment(\.colorScheme, .dark)).list.images.first)
    #expect(image.raster.path.hasSuffix("/dark@2x.png"))
  }

  @Test func aResizableImageTakesItsFrameAndScaledToFitKeepsItsAspect() throws {
    let stretched = try #require(
      try images(Image("Photo").resizable().frame(width: 200, height: 100)).list.images.first)
    #expect(stretched.frame == CGRect(x: 50, y: 50, width: 200, height: 100))
    let fitted = try #require(
      try images(Image("Photo").resizable().scaledToFit().frame(width: 200, height: 100)).list.images.first)
    // 40×30 scaled by min(200/40, 100/30) = 10/3: 133⅓ × 100, centred.
    #expect(isClose(fitted.frame, CGRect(x: 150 - 200.0 / 3, y: 50, width: 400.0 / 3, height: 100), within: 1e-9))
  }

  @Test func aTemplateImageIsTintedByTheForegroundStyleAndOriginalIsNot() throws {
    let red = Color(red: 1, green: 0, blue: 0)
    let template = try #require(try images(Image("Icon").foregroundStyle(red)).list.images.first)
    #expect(template.tint == RGBAColor(red: 1, green: 0, blue: 0))
    let original = try #require(
      try images(Image("Icon").renderingMode(.original).foregroundStyle(red)).list.images.first)
    #expect(original.tint == nil)
    // A plain asset becomes a template by `renderingMode(.template)`.
    let forced = try #require(
      try images(Image("Photo").renderingMode(.template).foregroundStyle(red)).list.images.first)
    #expect(forced.tint == RGBAColor(red: 1, green: 0, blue: 0))
  }

  @Test func aVectorThatPreservesItsDataIsRasterisedForTheSizeItIsDrawn() throws {
    let list = try images(Image("Star").resizable().frame(width: 100, height: 80), scale: 2).list
    let image = try #require(list.images.first)
    #expect(image.frame.size == CGSize(width: 100, height: 80))
    // 100 pt at 2 px per point is 200 px, rounded up to a step of 16 · 2^(k/4): 16 · 2^(15/4) ≈ 215.3.
    #expect(image.raster.pixelWidth == 216)
    // 80 pt: 160 px, up to 16 · 2^(14/4) ≈ 181.02.
    #expect(image.raster.pixelHeight == 182)
  }

  @Test func aBitmapDrawnAtHalfItsSizeOrLessUsesAHalvedCopy() throws {
    // 80×60 px drawn over 20×14 pt at 2 px per point (40×28 px): halved once to 40×30; halving
    // again (20×15) would be smaller than drawn.
    let image = try #require(try images(Image("Photo").resizable().frame(width: 20, height: 14)).list.images.first)
    #expect(image.raster.pixelWidth == 40 && image.raster.pixelHeight == 30)
    let full = try #require(try images(Image("Photo").resizable().frame(width: 30, height: 20)).list.images.first)
    #expect(full.raster.pixelWidth == 80 && full.raster.pixelHeight == 60)
  }

  @Test func layoutReadsSizesAndDecodesNothing() throws {
    let decoder = FakeImageDecoder()
    let list = try images(
      HStack {
        Image("Photo")
        Image("Icon")
      }, decoder: decoder, frames: 3
    ).list
    #expect(list.images.count == 2)
    #expect(decoder.decoded.isEmpty)
  }

  @Test func theStoreDecodesARasterOnceUntilItIsReleased() throws {
    defer { fixture.remove() }
    _ = try catalog()
    let decoder = FakeImageDecoder()
    let store = ImageStore(decoder: decoder)
    let key = ImageRasterKey(
      path: fixture.root + "/Assets.xcassets/Photo.imageset/p@2x.png", pixelWidth: 80, pixelHeight: 60)
    #expect(store.raster(key)?.width == 80)
    #expect(store.raster(key)?.height == 60)
    #expect(decoder.decoded.count == 1)
    #expect(store.counters.decoded == 1 && store.counters.bytes == 80 * 60 * 4)
    store.release(key)
    _ = store.raster(key)
    #expect(decoder.decoded.count == 2)
  }

  @Test func aReloadReadsTheFilesAgainUnderNewKeys() throws {
    defer { fixture.remove() }
    let catalog = try catalog()
    let decoder = FakeImageDecoder()
    let store = ImageStore(decoder: decoder)
    let before = try #require(
      try? ImagePicture.named("Photo").resolve(scale: 1, scheme: .light, catalog: catalog, store: store).get())
    // The file is replaced on disk by a bigger one.
    try Data("bitmap 60x40".utf8).write(to: URL(fileURLWithPath: before.path))
    let stale = try #require(
      try? ImagePicture.named("Photo").resolve(scale: 1, scheme: .light, catalog: catalog, store: store).get())
    #expect(stale.size == CGSize(width: 40, height: 20))
    store.forgetFiles()
    let after = try #require(
      try? ImagePicture.named("Photo").resolve(scale: 1, scheme: .light, catalog: catalog, store: store).get())
    #expect(after.size == CGSize(width: 60, height: 40))
    // A new generation: the host's upload of the old file is never drawn for the new one.
    #expect(after.rasterKey(drawnAt: .zero).generation == before.rasterKey(drawnAt: .zero).generation + 1)
  }

  @Test func aMissingNameDrawsALabelledPlaceholder() throws {
    let (list, graph) = try images(Image("Nowhere").resizable().frame(width: 120, height: 80))
    #expect(list.images.isEmpty)
    #expect(graph.leaf("Nowhere") != nil)
    #expect(graph.leaf("image not found") != nil)
    let box = try #require(list.shapes.first)
    #expect(box.rect == CGRect(x: 90, y: 60, width: 120, height: 80))
  }

  @Test func aFileThatCannotBeReadSaysSo() throws {
    let (list, graph) = try images(Image("Broken"))
    #expect(list.images.isEmpty)
    #expect(graph.leaf("image not decodable") != nil)
  }

  @Test func itsTraceKindIsImage() throws {
    defer { fixture.remove() }
    let catalog = try catalog()
    let traced = FakeImageDecoderRun.run(catalog, decoder: FakeImageDecoder(), scale: 2) {
      ViewGraph.testing(Image("Photo")).frame(window)
    }
    #expect(traced.map(\.kind) == ["image"])
    #expect(traced.first?.detail == "p@2x.png")
    let line = TraceLine.json(time: 0, demo: "open", window: window, views: traced)
    #expect(line.contains(#""kind": "image", "image": "p@2x.png", "frame": [130, 85, 40, 30]"#))
  }
}

/// Runs a body under a catalog and a fake store.
enum FakeImageDecoderRun {
  @MainActor
  static func run<T>(_ catalog: AssetCatalog, decoder: FakeImageDecoder, scale: CGFloat, _ body: @MainActor () -> T)
    -> T
  {
    ImageFixture.with(catalog, decoder: decoder, hostScale: scale, body)
  }
}

extension DisplayList {
  var images: [ImageDrawing] {
    items.compactMap { if case .image(let i) = $0 { i } else { nil } }
  }
}
