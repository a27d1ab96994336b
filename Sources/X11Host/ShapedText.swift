import CPango
import CX11
import PlaygroundUI

/// A Pango layout made for one request (through CPango), with its box in points and its glyph
/// runs in pixels from the box's top-left, read out once.
final class ShapedText {
  /// A run of glyphs in one face, positioned on its line.
  struct Run {
    /// The run's start on its baseline, in pixels from the box's top-left.
    let x: Int
    let baseline: Int
    /// The run's logical extent in pixels.
    let width: Int
    /// Which span of the request the run's text belongs to (its colour).
    let span: Int
    /// Where the run's text starts in the string, in UTF-8 bytes.
    let byteOffset: Int
    /// Drawn from a colour (emoji) face, which ignores the text colour's alpha.
    let isColor: Bool
  }

  let text: OpaquePointer
  let box: TextBox
  /// The box in whole pixels.
  let pixelWidth: Int
  let pixelHeight: Int
  let runs: [Run]
  let hasColorGlyphs: Bool

  /// Takes ownership of `text` (an `lp_text`); `spanEnds` are the spans' end byte offsets.
  init(text: OpaquePointer, spanEnds: [Int], scale: Double) {
    self.text = text
    var x: Int32 = 0
    var y: Int32 = 0
    var width: Int32 = 0
    var height: Int32 = 0
    lp_text_extents(text, &x, &y, &width, &height)
    runs = (0..<Int(lp_text_run_count(text))).map { index in
      let run = lp_text_run(text, Int32(index))
      let offset = Int(run.byte_offset)
      return Run(
        x: Self.pixels(run.x), baseline: Self.pixels(run.baseline), width: Self.pixels(run.width),
        span: spanEnds.firstIndex { offset < $0 } ?? max(0, spanEnds.count - 1), byteOffset: offset,
        isColor: run.is_color != 0)
    }
    hasColorGlyphs = runs.contains(where: \.isColor)
    pixelWidth = Self.pixels(width)
    pixelHeight = Self.pixels(height)
    let points = { (units: Int32) in CGFloat(Double(units) / Double(Self.unitsPerPixel) / scale) }
    box = TextBox(
      size: CGSize(width: points(width), height: points(height)),
      firstBaseline: points(lp_text_first_baseline(text)), lastBaseline: points(lp_text_last_baseline(text)),
      lineCount: max(1, Int(lp_text_line_count(text))))
  }

  deinit {
    lp_text_free(text)
  }

  /// The face that draws run `index`, as Pango describes it ("DejaVu Sans Oblique 17px").
  func faceName(ofRun index: Int) -> String {
    guard let name = lp_text_run_face(text, Int32(index)) else { return "?" }
    defer { lp_free(name) }
    return String(cString: name)
  }

  /// Whether an ellipsis replaced some of the text.
  var isEllipsized: Bool { lp_text_is_ellipsized(text) != 0 }

  /// Bytes of glyph images Xft lets the face of run `index` keep.
  func maxGlyphMemory(ofRun index: Int) -> Int { Int(lp_text_run_max_glyph_memory(text, Int32(index))) }

  /// Draws run `index` with its baseline start at (`x`, `y`) pixels.
  func render(run index: Int, display: X11Display, source: Picture, onto destination: Picture, x: Int, y: Int) {
    lp_text_render_run(
      text, Int32(index), UnsafeMutableRawPointer(display.raw), source, destination, Int32(clamping: x),
      Int32(clamping: y))
  }

  /// Pango's units per pixel (PANGO_SCALE).
  static let unitsPerPixel: Int32 = 1024

  /// Pango units → whole pixels (the Xft backend's metrics are hinted to whole pixels already).
  static func pixels(_ units: Int32) -> Int {
    Int((Double(units) / Double(unitsPerPixel)).rounded())
  }
}
