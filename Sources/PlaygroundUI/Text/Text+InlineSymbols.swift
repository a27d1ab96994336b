import LayoutCore

/// Images inside text (`Text("Add \(Image(systemName: "cart"))")`, `Text(Image(…)) + Text(…)`):
/// a run of one glyph in the symbol's icon font, so the line wraps, measures and aligns it as
/// any character, sized like a standalone symbol and centred on the text's cap height.
extension TextRun {
  init(image: Image) {
    // The name as written; the environment's variants are applied when the text resolves.
    let glyph = SymbolGlyph.named(image.systemName) ?? SymbolGlyph.inlinePlaceholder
    self.init(string: glyph.character)
    symbol = image.systemName
  }

  /// The run as a span of the text's layout.
  @MainActor func span(in environment: EnvironmentValues) -> TextLayoutRequest.Span {
    let font = resolvedFont(environment)
    guard let symbol else { return TextLayoutRequest.Span(string, font: font) }
    let name = environment.symbols.variants.applied(to: symbol)
    let glyph = SymbolGlyph.named(name) ?? SymbolGlyph.inlinePlaceholder
    // An asset image (no symbol name) inline is the images' part; only symbol names are reported.
    if SymbolGlyph.named(name) == nil, !name.isEmpty { SymbolCatalog.reportUnknown(name) }
    let em = font.size * environment.symbols.scale.factor * SymbolGlyph.emPerPoint
    return TextLayoutRequest.Span(
      glyph.character, font: glyph.descriptor(em: em, weight: font.weight),
      baselineShift: glyph.baselineShift(em: em, pointSize: font.size))
  }
}
