import LayoutCore

/// An SF Symbol drawn as a glyph of an open icon font, since Apple's artwork cannot be shipped.
///
/// The table (SymbolGlyphTable.swift, generated from scripts/symbols/sf-symbol-glyphs.tsv) maps
/// the names real code uses to the icon that means the same thing in "Material Design Icons"
/// (Pictogrammers, SIL OFL + CC BY) or "Material Icons" (Google, Apache 2.0). Both fonts draw
/// each icon on a 24-unit grid that is exactly the em square, with a 2-unit margin, so the
/// glyph's ink is 20/24 of its em.
///
/// Sizes follow SF Symbols: a symbol's point size is its font's, its ink about as tall as that
/// point size at `.medium` scale, centred on the cap height of adjacent text.
package struct SymbolGlyph: Hashable, Sendable {
  /// The icon font a glyph comes from.
  package enum Font: Hashable, Sendable {
    /// "Material Design Icons" 1.6.50 (fonts-materialdesignicons-webfont): outline and
    /// filled pairs, like SF's `x` and `x.fill`.
    case designIcons
    /// Google's "Material Icons" (fonts-material-design-icons-iconfont): filled icons, for the
    /// meanings the other font lacks.
    case materialIcons

    /// The family fontconfig knows the font by.
    package var family: String {
      switch self {
      case .designIcons: "Material Design Icons"
      case .materialIcons: "Material Icons"
      }
    }

    /// The share of the em above the baseline (the fonts' hhea ascender over 512 units per em):
    /// Pango puts a line's baseline this far below its top.
    package var ascent: CGFloat {
      switch self {
      case .designIcons: 448.0 / 512.0
      case .materialIcons: 1
      }
    }
  }

  package let font: Font
  package let codepoint: UInt32

  init(_ font: Font, _ codepoint: UInt32) {
    self.font = font
    self.codepoint = codepoint
  }

  /// The glyph's character (a private-use codepoint of its font).
  package var character: String { Unicode.Scalar(codepoint).map { String(Character($0)) } ?? "" }

  /// The glyph for an SF Symbols name, or nil for names outside the table.
  package static func named(_ name: String) -> SymbolGlyph? { table[name] }

  /// Every name the table draws, sorted.
  package static var names: [String] { table.keys.sorted() }

  /// Drawn inline in text for names outside the table: a square with a question mark
  /// (Material Icons' "help_center"), as the placeholder box is for a standalone image.
  package static let inlinePlaceholder = SymbolGlyph(.materialIcons, 0xF1C0)

  /// Em per point of the symbol's size: the ink (20 of the em's 24 units) as tall as the size.
  package static let emPerPoint: CGFloat = 24.0 / 20.0

  /// SF Pro's cap height per point (1443 of 2048 units): a symbol's centre sits half of it
  /// above the baseline, as SF Symbols align with the text beside them.
  package static let capHeight: CGFloat = 1443.0 / 2048.0

  /// The glyph's font at `em` points, with the weight asked for (the icon fonts have one
  /// weight; fontconfig emboldens it synthetically for bold and heavier weights).
  package func descriptor(em: CGFloat, weight: FontDescriptor.Weight) -> FontDescriptor {
    var descriptor = FontDescriptor(size: em, weight: weight)
    descriptor.family = font.family
    return descriptor
  }

  /// The rise that centres the glyph's em on the cap height of text of `pointSize` (positive
  /// raises it), for a glyph inline in a line of text.
  package func baselineShift(em: CGFloat, pointSize: CGFloat) -> CGFloat {
    let centreAboveBaseline = em * (font.ascent - 0.5)
    return pointSize * Self.capHeight / 2 - centreAboveBaseline
  }

  /// The glyph drawn centred in `frame`, its ink filling the shorter side.
  package func drawing(
    id: ViewIdentity, in frame: CGRect, weight: FontDescriptor.Weight, color: RGBAColor
  ) -> TextDrawing {
    let em = min(frame.width, frame.height) * Self.emPerPoint
    let box = CGRect(x: frame.midX - em / 2, y: frame.midY - em / 2, width: em, height: em)
    return TextDrawing(
      id: id, string: character, font: descriptor(em: em, weight: weight), frame: box,
      baseline: box.minY + em * font.ascent, color: color)
  }
}
