/// The placeholder `Image(systemName:)` draws for names outside the glyph table
/// (Render/SymbolGlyphTable.swift): a box with a question mark in a unit square (x right, y
/// down), stroked with round caps at a width that follows the font weight, so a typo or an
/// unsupported symbol shows instead of vanishing. Each such name is reported once on standard
/// error.
enum SymbolCatalog {
  /// A symbol's geometry in the unit square.
  struct Symbol {
    /// Stroked with round caps and joins.
    var strokes = Path()
    /// Filled with the non-zero rule.
    var fills = Path()
  }

  /// Drawn for unknown names, so a typo or an unsupported symbol shows instead of vanishing.
  static let placeholder: Symbol = {
    var s = Symbol()
    s.strokes.addRoundedRect(
      in: CGRect(x: 0.08, y: 0.08, width: 0.84, height: 0.84), cornerSize: CGSize(width: 0.12, height: 0.12))
    s.strokes.move(to: p(0.36, 0.38))
    s.strokes.addCurve(to: p(0.64, 0.36), control1: p(0.36, 0.18), control2: p(0.64, 0.18))
    s.strokes.addCurve(to: p(0.5, 0.6), control1: p(0.64, 0.48), control2: p(0.5, 0.48))
    s.strokes.addLine(to: p(0.5, 0.62))
    s.fills.addEllipse(in: CGRect(x: 0.445, y: 0.7, width: 0.11, height: 0.11))
    return s
  }()

  /// Names already reported as unknown (each is reported once per process).
  @MainActor private(set) static var reportedUnknown: Set<String> = []

  /// Reports an unknown name on standard error, the first time only; true if it reported.
  @MainActor @discardableResult
  static func reportUnknown(_ name: String) -> Bool {
    guard reportedUnknown.insert(name).inserted else { return false }
    FileHandle.standardError.write(
      Data(
        "warning: Image(systemName: \"\(name)\") is not in the symbol table (docs/symbols.md); drawing a placeholder\n"
          .utf8))
    return true
  }

  /// Stroke width as a fraction of the font size, by weight.
  static func lineWidthFactor(_ weight: FontDescriptor.Weight) -> CGFloat {
    switch weight {
    case .ultraLight, .thin: 0.05
    case .light: 0.07
    case .regular: 0.09
    case .medium: 0.1
    case .semibold: 0.12
    case .bold: 0.14
    case .heavy, .black: 0.17
    }
  }

  private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
}
