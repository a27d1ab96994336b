import Foundation
import PlaygroundUI
import Testing
import XvfbTestSupport

@testable import X11Host

/// Symbols drawn by the real host as glyphs of the icon fonts: every glyph of the table comes
/// from its own font (were it missing, fontconfig would fall back to another family), a glyph
/// inline in text widens the line by one em (both fonts' icons advance 512 of 512 units) and is
/// raised by its span's shift, and a symbol's ink fills its frame.
@Suite("SF Symbols as icon-font glyphs under Xvfb", .exclusiveX)
@MainActor
struct SymbolGlyphRenderTests {
  private func engine() throws -> (XvfbServer, X11Display, PangoTextMeasurer) {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    return (server, display, PangoTextMeasurer(display: display, scale: 1))
  }

  @Test("Every name of the table draws from its icon font, not a fallback")
  func everyGlyphIsInItsFont() throws {
    let (server, _, measurer) = try engine()
    defer { _ = server }
    var missing: [String] = []
    for name in SymbolGlyph.names {
      let glyph = try #require(SymbolGlyph.named(name))
      let families = measurer.runFamilies(glyph.character, font: glyph.descriptor(em: 24, weight: .regular))
      if families != [glyph.font.family] { missing.append("\(name): \(families)") }
    }
    #expect(missing == [])
    let placeholder = SymbolGlyph.inlinePlaceholder
    #expect(
      measurer.runFamilies(placeholder.character, font: placeholder.descriptor(em: 24, weight: .regular)) == [
        "Material Icons"
      ])
  }

  @Test("A glyph inline in text widens the line by its em and sits its span's shift above the baseline")
  func inlineGlyphAdvanceAndRise() throws {
    let (server, _, measurer) = try engine()
    defer { _ = server }
    let font = FontDescriptor(size: 20)
    let glyph = try #require(SymbolGlyph.named("cart"))
    let shift = glyph.baselineShift(em: 24, pointSize: 20)
    let with = TextLayoutRequest(spans: [
      .init("Add ", font: font),
      .init(glyph.character, font: glyph.descriptor(em: 24, weight: .regular), baselineShift: shift),
      .init(" to cart", font: font),
    ])
    let without = TextLayoutRequest(spans: [.init("Add ", font: font), .init(" to cart", font: font)])
    let grown = measurer.layout(with).size.width - measurer.layout(without).size.width
    #expect(abs(grown - 24) <= 1, "grew by \(grown)")
    let runs = measurer.shaped(with).runs
    #expect(runs.count == 3)
    #expect(
      abs(CGFloat(runs[0].baseline - runs[1].baseline) - shift) <= 1, "\(runs[0].baseline) vs \(runs[1].baseline)")
  }

  @Test("A filled circle symbol's ink fills its 40 pt frame, centred, in the foreground colour")
  func inkFillsTheFrame() throws {
    let (server, display, measurer) = try engine()
    defer { _ = server }
    let renderer = Renderer(display: display, measurer: measurer, background: .white)
    let size = CGSize(width: 100, height: 100)
    let graph = ViewGraph(
      measurer: measurer, root: Image(systemName: "circle.fill").font(.system(size: 40)).foregroundStyle(Color.black))
    let image = try #require(renderer.renderOffscreen(graph.render(size: size, time: 0), size: size))
    // The window centres the 40 pt symbol: frame (30, 30)–(70, 70).
    var rows: [Int] = []
    var columns: [Int] = []
    for y in 0..<100 {
      for x in 0..<100 where image[x, y].x < 128 {
        rows.append(y)
        columns.append(x)
      }
    }
    let top = try #require(rows.min())
    let bottom = try #require(rows.max())
    let left = try #require(columns.min())
    let right = try #require(columns.max())
    #expect(abs(top - 30) <= 1 && abs(bottom - 69) <= 1, "rows \(top)–\(bottom)")
    #expect(abs(left - 30) <= 1 && abs(right - 69) <= 1, "columns \(left)–\(right)")
  }
}
