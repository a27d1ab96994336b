import Foundation
import PlaygroundUI
import Testing
import XvfbTestSupport

@testable import X11Host

@Suite("Pango text measuring under Xvfb", .exclusiveX)
@MainActor
struct TextMeasurerTests {
  static let notoColorEmojiInstalled = FileManager.default.fileExists(
    atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")

  @Test("Advances add up, the line box is ascent + descent, and scale divides pixels into points")
  func metrics() throws {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    let measurer = PangoTextMeasurer(display: display, scale: 1)
    let font = FontDescriptor(size: 20)
    let a = measurer.measure("a", font: font)
    let b = measurer.measure("b", font: font)
    let ab = measurer.measure("ab", font: font)
    #expect(abs(ab.width - (a.width + b.width)) <= 1)
    // DejaVu Sans at 20 px has ascent 19, descent 5; "Hello" advances 51 px (docs/architecture.md, “Text”).
    #expect(ab.ascent == 19 && ab.descent == 5 && ab.height == 24)
    #expect(measurer.measure("Hello", font: font).width == 51)
    let bold = measurer.measure("Hello", font: FontDescriptor(size: 20, weight: .bold))
    #expect(bold.width > 51, "bold maps to a wider face")

    let doubled = PangoTextMeasurer(display: display, scale: 2)
    let hello = doubled.measure("Hello", font: FontDescriptor(size: 10))
    #expect(hello.width == 25.5 && hello.ascent == 9.5, "10 pt at scale 2 opens at 20 px")
  }

  @Test("The second measure of a line is a cache hit")
  func cache() throws {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    let measurer = PangoTextMeasurer(display: display, scale: 1)
    _ = measurer.measure("Combine", font: .body)
    let before = measurer.counters
    _ = measurer.measure("Combine", font: .body)
    #expect(measurer.counters.measureCalls == before.measureCalls + 1)
    #expect(measurer.counters.cacheMisses == before.cacheMisses)
    _ = measurer.measure("Combine", font: FontDescriptor(size: 17, weight: .bold))
    #expect(measurer.counters.cacheMisses == before.cacheMisses + 1, "another weight is another line")
  }

  @Test("A line shaped again after the cache dropped it counts as a re-measurement")
  func remeasurements() throws {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    let measurer = PangoTextMeasurer(display: display, scale: 1, capacity: 4)
    for word in ["one", "two", "three", "four"] { _ = measurer.measure(word, font: .body) }
    _ = measurer.measure("one", font: .body)
    #expect(measurer.counters.remeasurements == 0 && measurer.counters.cacheMisses == 4)
    // A fifth line drops the least recently used ("two", "three") to stay within capacity.
    _ = measurer.measure("five", font: .body)
    _ = measurer.measure("one", font: .body)
    #expect(measurer.counters.remeasurements == 0, "still cached")
    _ = measurer.measure("two", font: .body)
    #expect(measurer.counters.remeasurements == 1)
    #expect(measurer.counters.cacheMisses == 6)
  }

  @Test("Emoji are measured with a non-zero advance from Noto Color Emoji")
  func emoji() throws {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    let measurer = PangoTextMeasurer(display: display, scale: 1)
    let text = measurer.measure("Exercise", font: .body)
    let withEmoji = measurer.measure("Exercise 💪", font: .body)
    let space = measurer.measure(" ", font: .body)
    #expect(withEmoji.ascent == text.ascent, "runs share the primary face's baseline")
    guard Self.notoColorEmojiInstalled else {
      Issue.record("fonts-noto-color-emoji is not installed: apt-get install fonts-noto-color-emoji")
      return
    }
    #expect(withEmoji.width - text.width - space.width >= 10)
    #expect(measurer.runFamilies("Exercise 💪", font: .body) == ["DejaVu Sans", "Noto Color Emoji"])
    // U+2600 exists in DejaVu, but VS16 asks for the colour face; the selector is not drawn.
    #expect(measurer.runFamilies("☀️", font: .body) == ["Noto Color Emoji"])
    #expect(measurer.runFamilies("☀", font: .body) == ["DejaVu Sans"])
  }

  @Test("Faces may keep 4 MB of glyphs, so a screenful of colour emoji is not decoded every frame")
  func glyphMemory() throws {
    let server = try XvfbServer.start()
    let display = try X11Display(name: server.display)
    let measurer = PangoTextMeasurer(display: display, scale: 1)
    let budgets = measurer.maxGlyphMemory("Read a book 📚", font: .body)
    #expect(budgets.count == 2)
    #expect(budgets.allSatisfy { $0 == Int(PangoTextMeasurer.maxGlyphMemory) }, "\(budgets)")
  }
}
