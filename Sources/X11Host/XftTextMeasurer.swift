import CX11
import PlaygroundUI

/// Measures (and shapes, for drawing) single lines of text with Xft, with per-glyph font fallback.
///
/// Fonts open by pixel size = round(points × scale), so text and shapes scale together and
/// results are independent of the server's reported dpi. Each (string, font) is split into glyph
/// runs, one face per run, once; measuring and drawing both reuse the cached runs.
package final class XftTextMeasurer: TextMeasuring {
  /// How much work the measurer has done, for tests and benchmarks.
  package struct Counters: Equatable, Sendable {
    /// Calls to `measure(_:font:)`.
    package var measureCalls = 0
    /// Lines shaped because they were not cached (by measuring or drawing).
    package var cacheMisses = 0
    /// Lines shaped again after the cache had dropped them: re-measurements of unchanged
    /// strings (zero unless more than the cache's 8,192 lines are in use).
    package var remeasurements = 0
    /// `XftFontMatch` calls made to find a face for a missing code point.
    package var fallbackLookups = 0
    /// Distinct code points the primary face does not draw (in the presentation asked for):
    /// drawn from a fallback face, or with the primary's box when no face has them.
    package var fallbackCodePoints = 0
  }

  /// Logical points → device pixels.
  package let scale: Double
  /// The primary family, "DejaVu Sans" unless a caller chose another.
  package let family: String
  /// Work done so far; read before and after an operation to see what it cost.
  package private(set) var counters = Counters()

  let display: X11Display
  private var fontSets: [FontSetKey: FontSet] = [:]
  private var lines: LRUCache<LineKey, ShapedLine>
  /// Code points no installed face has: looked up once, then drawn with the primary face's box.
  private var noMatch: Set<UInt32> = []
  /// Code points with no colour face, so emoji presentation asks fontconfig only once each.
  private var noColorMatch: Set<UInt32> = []
  /// Lines the cache dropped, so shaping one again counts as a re-measurement. Bounded: cleared
  /// past 65,536 keys (after which a few re-measurements could go uncounted).
  private var droppedLines: Set<LineKey> = []
  /// Code points drawn other than by the primary face (see `Counters.fallbackCodePoints`).
  private var fallbackScalars: Set<UInt32> = []

  /// A measurer for `display`; `scale` defaults to the display's `Xft.dpi` scale.
  package init(display: X11Display, scale: Double? = nil, family: String = "DejaVu Sans") {
    self.display = display
    self.scale = scale ?? display.resourceScale
    self.family = family
    lines = LRUCache(maxCount: 8192)
  }

  /// A measurer caching at most `lineCapacity` shaped lines (tests).
  convenience init(display: X11Display, scale: Double, lineCapacity: Int) {
    self.init(display: display, scale: scale)
    lines = LRUCache(maxCount: lineCapacity)
  }

  /// The advance and line box of `text` in points; cached per (string, pixel size, weight).
  package func measure(_ text: String, font: FontDescriptor) -> TextMetrics {
    counters.measureCalls += 1
    let line = shapedLine(text, font: font)
    return TextMetrics(
      width: CGFloat(Double(line.advance) / scale),
      ascent: CGFloat(Double(line.ascent) / scale),
      descent: CGFloat(Double(line.descent) / scale))
  }

  /// The family names of the faces that draw each run of `text` (diagnostics and tests).
  package func runFamilies(_ text: String, font: FontDescriptor) -> [String] {
    shapedLine(text, font: font).runs.map { FontSet.familyName($0.font) }
  }

  /// The pixel size a descriptor opens at.
  func pixelSize(_ font: FontDescriptor) -> Int {
    let size = (Double(font.size) * scale).rounded()
    return size.isFinite ? max(1, min(Int(size), 4096)) : 1
  }

  /// The cached glyph runs for a line, shaping it on a miss.
  func shapedLine(_ text: String, font: FontDescriptor) -> ShapedLine {
    let key = LineKey(text: text, pixelSize: pixelSize(font), weight: font.weight)
    if let cached = lines.value(for: key) { return cached }
    counters.cacheMisses += 1
    if !droppedLines.isEmpty, droppedLines.remove(key) != nil { counters.remeasurements += 1 }
    let line = shape(text, in: fontSet(for: key))
    let dropped = lines.insert(line, for: key)
    if !dropped.isEmpty {
      if droppedLines.count > 65_536 { droppedLines.removeAll() }
      droppedLines.formUnion(dropped.map(\.key))
    }
    return line
  }

  /// Opens the body font now, so a machine without fonts fails at startup with a sentence
  /// (`HostError.noUsableFont`) instead of when the first text is measured.
  package func requireFonts() throws {
    let key = LineKey(text: "", pixelSize: pixelSize(FontDescriptor.body), weight: .regular)
    guard openFontSet(for: key) != nil else { throw HostError.noUsableFont }
  }

  private func fontSet(for key: LineKey) -> FontSet {
    if let set = openFontSet(for: key) { return set }
    // `requireFonts()` found a face at startup; fontconfig cannot have lost them all since.
    if let any = fontSets.values.first { return any }
    fatalError("layout-playground: \(HostError.noUsableFont)")
  }

  private func openFontSet(for key: LineKey) -> FontSet? {
    let setKey = FontSetKey(pixelSize: key.pixelSize, weight: key.weight)
    if let existing = fontSets[setKey] { return existing }
    guard
      let set = FontSet(
        display: display, family: family, pixelSize: key.pixelSize,
        weight: FontSet.fontconfigWeight(key.weight))
    else { return nil }
    fontSets[setKey] = set
    return set
  }

  /// Splits `text` into runs of one face each and measures every run by its advance (`xOff`).
  private func shape(_ text: String, in fonts: FontSet) -> ShapedLine {
    var runs: [GlyphRun] = []
    var pending: [UInt8] = []
    var pendingFont = fonts.primary
    var x = 0
    func flush() {
      guard !pending.isEmpty else { return }
      let advance = advanceOf(pending, font: pendingFont)
      runs.append(
        GlyphRun(
          font: pendingFont, utf8: pending, x: x, advance: advance,
          isColor: FontSet.isColor(pendingFont)))
      x += advance
      pending.removeAll(keepingCapacity: true)
    }
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      // Variation selectors and joiners steer presentation; Xft has no shaper, so they are
      // consumed here rather than drawn as boxes.
      if EmojiPresentation.isSelectorOrJoiner(scalar.value) { continue }
      let next = index + 1 < scalars.count ? scalars[index + 1].value : nil
      let wantsColor = EmojiPresentation.prefersColor(scalar.value, next: next)
      let face = face(for: scalar.value, preferColor: wantsColor, in: fonts)
      if face != fonts.primary || noMatch.contains(scalar.value), fallbackScalars.insert(scalar.value).inserted {
        counters.fallbackCodePoints += 1
      }
      if face != pendingFont {
        flush()
        pendingFont = face
      }
      pending.append(contentsOf: String(scalar).utf8)
    }
    flush()
    return ShapedLine(runs: runs, advance: x, ascent: fonts.ascent, descent: fonts.descent)
  }

  /// The face that draws `scalar`: loaded faces first, then one fontconfig lookup per code point.
  private func face(for scalar: UInt32, preferColor: Bool, in fonts: FontSet) -> XftFontRef {
    if preferColor && !noColorMatch.contains(scalar) {
      if let face = fonts.loadedFace(for: scalar, preferColor: true), FontSet.isColor(face) {
        return face
      }
      counters.fallbackLookups += 1
      if let face = fonts.lookUpFallback(for: scalar, color: true) { return face }
      noColorMatch.insert(scalar)
    }
    if let face = fonts.loadedFace(for: scalar, preferColor: false) { return face }
    guard !noMatch.contains(scalar) else { return fonts.primary }
    counters.fallbackLookups += 1
    if let face = fonts.lookUpFallback(for: scalar, color: false) { return face }
    noMatch.insert(scalar)
    return fonts.primary
  }

  private func advanceOf(_ utf8: [UInt8], font: XftFontRef) -> Int {
    var extents = XGlyphInfo()
    utf8.withUnsafeBufferPointer { bytes in
      XftTextExtentsUtf8(display.raw, font, bytes.baseAddress, Int32(bytes.count), &extents)
    }
    return Int(extents.xOff)
  }
}

/// A run of text drawn with one face, `x` pixels from the line's start.
struct GlyphRun {
  let font: XftFontRef
  let utf8: [UInt8]
  let x: Int
  let advance: Int
  /// Drawn from a colour (emoji) face, which ignores the text colour.
  let isColor: Bool
}

/// A shaped line in device pixels; the baseline is the primary face's for every run.
struct ShapedLine {
  let runs: [GlyphRun]
  let advance: Int
  let ascent: Int
  let descent: Int
}

private struct LineKey: Hashable {
  let text: String
  let pixelSize: Int
  let weight: FontDescriptor.Weight
}

private struct FontSetKey: Hashable {
  let pixelSize: Int
  let weight: FontDescriptor.Weight
}
