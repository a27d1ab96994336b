import CPango
import Foundation
import PlaygroundUI

/// Lays out text with Pango on its Xft backend: HarfBuzz shaping, bidirectional ordering
/// (FriBidi), script itemization, per-character font fallback through fontconfig, Unicode line
/// breaking and ellipsization. The layouts it measures are the ones the renderer draws.
///
/// Fonts open at size = points × scale pixels, so text and shapes scale together and results are
/// independent of the server's reported dpi. Each request is laid out once and kept (up to 8,192
/// of them); measuring and drawing both reuse it.
package final class PangoTextMeasurer: TextMeasuring {
  /// How much work the engine has done, for tests, `--stats` and benchmarks.
  package struct Counters: Equatable, Sendable {
    /// Calls to `layout(_:)` (every measurement).
    package var measureCalls = 0
    /// Texts laid out because they were not cached (by measuring or drawing).
    package var cacheMisses = 0
    /// Texts laid out again after the cache had dropped them: re-measurements of unchanged
    /// strings (zero unless more than the cache's 8,192 layouts are in use).
    package var remeasurements = 0
    /// Nanoseconds spent in Pango laying out (itemizing, shaping, breaking) cache misses.
    package var shapingNanoseconds: UInt64 = 0
    /// Lines in the layouts made on misses.
    package var shapedLines = 0
  }

  /// Logical points → device pixels.
  package let scale: Double
  /// The family of `.default` design, "DejaVu Sans" unless a caller chose another.
  package let family: String
  /// Work done so far; read before and after an operation to see what it cost.
  package private(set) var counters = Counters()

  let display: X11Display
  /// Pango's Xft font map and a context per base direction (a layout follows its context, so
  /// one context switching direction would re-lay out every text made with it).
  private let engine: OpaquePointer
  private var texts: LRUCache<TextLayoutRequest, ShapedText>
  /// Requests the cache dropped, so laying one out again counts as a re-measurement. Bounded:
  /// cleared past 65,536 keys (after which a few re-measurements could go uncounted).
  private var droppedRequests: Set<TextLayoutRequest> = []

  /// An engine for `display`; `scale` defaults to the display's `Xft.dpi` scale.
  package init(display: X11Display, scale: Double? = nil, family: String = "DejaVu Sans", capacity: Int = 8192) {
    self.display = display
    self.scale = scale ?? display.resourceScale
    self.family = family
    texts = LRUCache(maxCount: capacity)
    engine = lp_engine_new(UnsafeMutableRawPointer(display.raw), display.screen, Self.maxGlyphMemory)
  }

  deinit {
    _ = texts.removeAll()
    lp_engine_free(engine)
  }

  /// The measured box of `request` in points; cached per request.
  package func layout(_ request: TextLayoutRequest) -> TextBox {
    counters.measureCalls += 1
    return shaped(request).box
  }

  /// The cached Pango layout for a request, laying it out on a miss.
  func shaped(_ request: TextLayoutRequest) -> ShapedText {
    if let cached = texts.value(for: request) { return cached }
    counters.cacheMisses += 1
    if !droppedRequests.isEmpty, droppedRequests.remove(request) != nil { counters.remeasurements += 1 }
    let start = DispatchTime.now().uptimeNanoseconds
    let text = makeText(request)
    counters.shapingNanoseconds += DispatchTime.now().uptimeNanoseconds - start
    counters.shapedLines += text.box.lineCount
    let dropped = texts.insert(text, for: request)
    if !dropped.isEmpty {
      if droppedRequests.count > 65_536 { droppedRequests.removeAll() }
      droppedRequests.formUnion(dropped.map(\.key))
    }
    return text
  }

  /// The faces that draw each run of `text`, left to right ("DejaVu Sans Bold 17px"):
  /// diagnostics and tests.
  package func runFaces(_ text: String, font: FontDescriptor) -> [String] {
    let shaped = shaped(TextLayoutRequest(text, font: font))
    return shaped.runs.indices.map { shaped.faceName(ofRun: $0) }
  }

  /// The family of each run's face (`runFaces` without style and size).
  package func runFamilies(_ text: String, font: FontDescriptor) -> [String] {
    let shaped = shaped(TextLayoutRequest(text, font: font))
    return shaped.runs.indices.map { shaped.faceName(ofRun: $0) }.map(Self.family(ofFace:))
  }

  /// "DejaVu Sans Bold Oblique 17px" → "DejaVu Sans": the words before style words and size.
  static func family(ofFace face: String) -> String {
    let styleWords: Set<Substring> = [
      "Bold", "Oblique", "Italic", "Light", "Thin", "Medium", "Semi-Bold", "Ultra-Bold", "Heavy", "Ultra-Light",
      "Semi-Light", "Book", "Condensed", "Semi-Condensed", "Expanded",
    ]
    let words = face.split(separator: " ")
    let kept = words.prefix { !styleWords.contains($0) && !$0.hasSuffix("px") && Double($0) == nil }
    return kept.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: ","))
  }

  /// Bytes of glyph images Xft lets each run's face of `text` keep.
  func maxGlyphMemory(_ text: String, font: FontDescriptor) -> [Int] {
    let shaped = shaped(TextLayoutRequest(text, font: font))
    return shaped.runs.indices.map { shaped.maxGlyphMemory(ofRun: $0) }
  }

  /// Bytes of glyph images Xft may keep per face: Xft keeps colour emoji as 32-bit images at
  /// the font's 109 px strike, about 150 KB a glyph, and by default holds 1 MB per face, so a
  /// screen of chips would evict and decode emoji every frame. Xft's display-wide budget (4 MB
  /// by default) still caps the total.
  static let maxGlyphMemory: Int32 = 4 << 20

  /// Opens the body font now, so a machine without fonts fails at startup with a sentence
  /// (`HostError.noUsableFont`) instead of when the first text is measured.
  package func requireFonts() throws {
    let pixels = Double(FontDescriptor.body.size) * scale
    guard lp_engine_has_font(engine, family, pixels) != 0 else { throw HostError.noUsableFont }
  }

  private func makeText(_ request: TextLayoutRequest) -> ShapedText {
    // Pango limits lines per paragraph; SwiftUI limits the whole text. With a limit, hard line
    // breaks become line separators, which break lines within one paragraph.
    let strings = request.spans.map {
      request.lineLimit == nil ? $0.string : $0.string.replacingOccurrences(of: "\n", with: "\u{2028}")
    }
    var spanEnds: [Int] = []
    var end = 0
    for string in strings {
      end += string.utf8.count
      spanEnds.append(end)
    }
    let families = request.spans.map { FontFamilies.family(for: $0.font, default: family) }
    let text = families.withCStrings { familyPointers in
      var spans: [lp_span] = []
      for (index, span) in request.spans.enumerated() {
        let pixels = Double(span.font.size) * scale
        spans.append(
          lp_span(
            byte_start: Int32(index == 0 ? 0 : spanEnds[index - 1]), byte_end: Int32(spanEnds[index]),
            family: familyPointers[index], weight: FontFamilies.cssWeight(span.font.weight),
            italic: span.font.isItalic ? 1 : 0, pixel_size: pixels.isFinite ? max(1, min(pixels, 4096)) : 17,
            tabular_digits: span.font.usesMonospacedDigit ? 1 : 0,
            rise_pixels: Double(span.baselineShift) * scale))
      }
      let width = request.width.map { Double($0) * scale }.flatMap { $0.isFinite ? max(0, $0) : nil } ?? -1
      return strings.joined().withCString { utf8 in
        lp_text_new(
          engine, utf8, request.layoutDirection == .rightToLeft ? 1 : 0, spans, Int32(spans.count), width,
          Int32(clamping: request.lineLimit ?? 0), Self.ellipsize(request.truncationMode),
          Self.alignment(request.alignment, direction: request.layoutDirection))
      }
    }
    guard let text else { fatalError("layout-playground: out of memory laying out text") }
    return ShapedText(text: text, spanEnds: spanEnds, scale: scale)
  }

  /// Leading and trailing are the environment's; Pango then swaps left and right for a
  /// paragraph whose own direction differs (a Hebrew paragraph in a left-to-right view aligns
  /// its lines to the right, as natural alignment does).
  static func alignment(_ alignment: TextAlignment, direction: LayoutDirection) -> lp_alignment {
    switch (alignment, direction) {
    case (.center, _): LP_ALIGN_CENTER
    case (.leading, .leftToRight), (.trailing, .rightToLeft): LP_ALIGN_LEFT
    case (.leading, .rightToLeft), (.trailing, .leftToRight): LP_ALIGN_RIGHT
    }
  }

  static func ellipsize(_ mode: Text.TruncationMode) -> lp_ellipsize {
    switch mode {
    case .head: LP_ELLIPSIZE_START
    case .middle: LP_ELLIPSIZE_MIDDLE
    case .tail: LP_ELLIPSIZE_END
    }
  }
}
