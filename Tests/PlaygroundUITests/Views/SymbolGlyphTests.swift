import Foundation
import Testing

@testable import PlaygroundUI

/// `Image(systemName:)` as icon-font glyphs: the table covers the names real code uses
/// (docs/symbols.md), symbols are sized by their font and `imageScale` as Apple documents
/// (small about 20 % smaller, large about 30 % larger than medium: `NSImage.SymbolScale`),
/// centred on the cap height of the text beside them, and variants pick names from the table.
@MainActor
@Suite struct SymbolGlyphTests {
  let window = CGSize(width: 400, height: 200)

  private func symbol<V: View>(_ view: V) throws -> SymbolDrawing {
    try #require(ViewGraph.testing(view).render(size: window, time: 0).symbols.first)
  }

  @Test("Every name of the 400 most used (docs/symbols.md) has a glyph")
  func tableCoversTheMostUsedNames() throws {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/symbols.md")
    let rows = try String(contentsOf: docs, encoding: .utf8).split(separator: "\n").filter {
      $0.hasPrefix("| ") && $0.contains("| `")
    }
    let names = rows.compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) }
    #expect(names.count == 400)
    #expect(names.filter { SymbolGlyph.named($0) == nil } == [])
    #expect(SymbolGlyph.names.count >= 400)
  }

  @Test("A symbol's square is its font's point size at medium scale, 0.8× small and 1.3× large")
  func sizeFollowsFontAndScale() throws {
    let medium = try symbol(Image(systemName: "star").font(.system(size: 20)))
    #expect(medium.frame.size == CGSize(width: 20, height: 20))
    let body = try symbol(Image(systemName: "star"))
    #expect(body.frame.size == CGSize(width: 17, height: 17))
    let small = try symbol(Image(systemName: "star").imageScale(.small).font(.system(size: 20)))
    #expect(isClose(small.frame.width, 16) && isClose(small.frame.height, 16))
    let large = try symbol(Image(systemName: "star").imageScale(.large).font(.system(size: 20)))
    #expect(isClose(large.frame.width, 26) && isClose(large.frame.height, 26))
    var environment = EnvironmentValues()
    #expect(environment.imageScale == .medium)
    environment.imageScale = .large
    #expect(environment.imageScale == .large)
  }

  @Test("The glyph's em is 24/20 of the square (the icon's 20-unit ink fills it), centred, in the icon font")
  func glyphFillsItsSquare() throws {
    let drawn = try symbol(Image(systemName: "heart.fill").font(.system(size: 20)).foregroundStyle(Color.red))
    let glyph = try #require(drawn.glyph)
    #expect(isClose(glyph.font.size, 24))
    #expect(glyph.font.family == "Material Design Icons")
    #expect(isClose(glyph.frame.midX, drawn.frame.midX) && isClose(glyph.frame.midY, drawn.frame.midY))
    // Material Design Icons' em runs from 448 units above the baseline to 64 below (of 512).
    #expect(isClose(glyph.baseline - glyph.frame.minY, 24 * 448 / 512))
    #expect(glyph.string == SymbolGlyph.named("heart.fill")?.character)
    #expect(glyph.color == Color.red.rgba && drawn.color == Color.red.rgba)
    let resized = try symbol(Image(systemName: "globe").resizable().scaledToFit().frame(width: 80, height: 60))
    #expect(isClose(try #require(resized.glyph).font.size, 72))
  }

  @Test("Beside text on a first-text-baseline row, a symbol is centred on the cap height above the text's baseline")
  func baselineAlignedWithText() throws {
    let graph = ViewGraph.testing(
      HStack(alignment: .firstTextBaseline) {
        Image(systemName: "star.fill")
        Text("Hello")
      }.font(.system(size: 20)))
    let list = graph.render(size: window, time: 0)
    let star = try #require(list.symbols.first)
    let text = try #require(list.text("Hello"))
    // SF Pro's cap height is 1443 of 2048 units per em.
    let capHeight = 20 * 1443.0 / 2048.0
    #expect(isClose(text.baseline - star.frame.midY, capHeight / 2, within: 1e-6))
  }

  @Test("symbolVariant picks the fullest variant the table has; a name without it stays as written")
  func variants() throws {
    #expect(try symbol(Image(systemName: "heart").symbolVariant(.fill)).name == "heart.fill")
    #expect(try symbol(Image(systemName: "person").symbolVariant(.circle.fill)).name == "person.circle.fill")
    #expect(try symbol(Image(systemName: "plus").symbolVariant(.circle)).name == "plus.circle")
    #expect(try symbol(Image(systemName: "bell").symbolVariant(.slash)).name == "bell.slash")
    #expect(try symbol(Image(systemName: "pencil").symbolVariant(.fill)).name == "pencil")
    #expect(try symbol(Image(systemName: "star.fill").symbolVariant(.none)).name == "star.fill")
    #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    let variable = try symbol(Image(systemName: "speaker.wave.3.fill", variableValue: 0.3))
    #expect(variable.name == "speaker.wave.3.fill" && variable.glyph != nil)
  }

  @Test("Every rendering mode draws the one-layer glyph in the primary style; palette takes the first")
  func renderingModes() throws {
    let palette = try symbol(
      Image(systemName: "person.crop.circle.badge.plus").symbolRenderingMode(.palette)
        .foregroundStyle(Color.blue, Color.green))
    #expect(palette.color == Color.blue.rgba)
    let hierarchical = try symbol(
      Image(systemName: "trash").symbolRenderingMode(.hierarchical).foregroundColor(.red))
    #expect(hierarchical.color == Color.red.rgba)
  }

  @Test(
    "An enclosed, filled symbol in palette mode: its inner layer in the primary style under a glyph in the secondary")
  func paletteLayers() throws {
    let list = ViewGraph.testing(
      Image(systemName: "xmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(Color.white, Color.blue)
        .font(.system(size: 20))
    ).render(size: window, time: 0)
    let inner = try #require(list.shapes.first)
    let glyph = try #require(list.symbols.first)
    #expect(inner.kind == .circle && inner.color == Color.white.rgba)
    #expect(glyph.color == Color.blue.rgba && glyph.glyph?.color == Color.blue.rgba)
    // Under the glyph, inside its enclosure: drawn first, centred, smaller than the symbol.
    let shapeIndex = list.items.firstIndex { if case .shape = $0 { true } else { false } }
    let symbolIndex = list.items.firstIndex { if case .symbol = $0 { true } else { false } }
    #expect(try #require(shapeIndex) < (try #require(symbolIndex)))
    #expect(isClose(inner.rect.midX, glyph.frame.midX) && inner.rect.width < glyph.frame.width)
    let hierarchical = ViewGraph.testing(
      Image(systemName: "plus.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(Color.red)
    ).render(size: window, time: 0)
    #expect(hierarchical.shapes.first?.color == Color.red.rgba)
    // The secondary layer is lighter than the primary on a light background, and opaque, so
    // the inner layer shows only through the symbol's hole.
    let secondary = try #require(hierarchical.symbols.first).color
    let red = Color.red.rgba
    #expect(secondary.alpha == 1 && secondary.green > red.green && secondary.blue > red.blue)
  }

  @Test(
    "An image interpolated into text is a glyph span of the line, raised onto the cap height; its description is gone")
  func imagesInsideText() throws {
    let list = ViewGraph.testing(Text("Add \(Image(systemName: "cart")) to cart").font(.system(size: 20)))
      .render(size: window, time: 0)
    let text = try #require(list.texts.first)
    let spans = text.layout.spans
    #expect(spans.map(\.string) == ["Add ", try #require(SymbolGlyph.named("cart")).character, " to cart"])
    #expect(!text.string.contains("Image"))
    #expect(spans[1].font.family == "Material Design Icons" && isClose(spans[1].font.size, 24))
    // The em's centre (0.375 em above the baseline) moved to half the cap height.
    let halfCapHeight: CGFloat = 20 * 1443 / 2048 / 2
    #expect(isClose(spans[1].baselineShift, halfCapHeight - 24 * 0.375, within: 1e-9))
    #expect(spans[0].font.family == nil && spans[0].baselineShift == 0)
  }

  @Test("Text(Image) + Text joins a glyph run and a text run, each in its own colour")
  func textOfImagePlusText() throws {
    let joined = Text(Image(systemName: "checkmark.circle.fill")).foregroundColor(.green) + Text(" Done")
    let list = ViewGraph.testing(joined).render(size: window, time: 0)
    let text = try #require(list.texts.first)
    #expect(text.layout.spans.count == 2)
    #expect(text.layout.spans[0].font.family == "Material Design Icons")
    #expect(text.color(ofSpan: 0) == Color.green.rgba)
  }

  @Test("An unknown name inline draws the placeholder glyph and is reported once")
  func unknownInline() throws {
    let name = "no.such.inline.\(UUID().uuidString)"
    let list = ViewGraph.testing(Text("a \(Image(systemName: name)) b")).render(size: window, time: 0)
    let text = try #require(list.texts.first)
    #expect(text.layout.spans[1].string == SymbolGlyph.inlinePlaceholder.character)
    #expect(SymbolCatalog.reportedUnknown.contains(name))
  }

  @Test("A literal with numbers and strings stays one run; a specifier or a format style formats")
  func plainInterpolation() {
    let count = 3
    let name = "Ada"
    #expect(Text("\(count) for \(name)").runs.count == 1)
    #expect(Text("\(count) for \(name)").string == "3 for Ada")
    #expect(Text("\(2.5, specifier: "%.2f") km").string == "2.50 km")
    #expect(Text("\(0.25, format: .percent) done").string == "25% done")
  }
}
