/// The built-in vector symbols for `Image(systemName:)`: polylines in a unit square.
enum SymbolCatalog {
  /// Strokes for a symbol name, or nil when the name is unknown.
  static func strokes(named name: String) -> [[CGPoint]]? {
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
    switch name {
    case "checkmark": return [[p(0.08, 0.55), p(0.38, 0.85), p(0.92, 0.15)]]
    case "plus": return [[p(0.5, 0.08), p(0.5, 0.92)], [p(0.08, 0.5), p(0.92, 0.5)]]
    case "minus": return [[p(0.08, 0.5), p(0.92, 0.5)]]
    case "xmark": return [[p(0.12, 0.12), p(0.88, 0.88)], [p(0.88, 0.12), p(0.12, 0.88)]]
    case "chevron.left": return [[p(0.7, 0.08), p(0.3, 0.5), p(0.7, 0.92)]]
    case "chevron.right": return [[p(0.3, 0.08), p(0.7, 0.5), p(0.3, 0.92)]]
    case "chevron.up": return [[p(0.08, 0.7), p(0.5, 0.3), p(0.92, 0.7)]]
    case "chevron.down": return [[p(0.08, 0.3), p(0.5, 0.7), p(0.92, 0.3)]]
    case "chevron.up.chevron.down":
      return [[p(0.25, 0.38), p(0.5, 0.12), p(0.75, 0.38)], [p(0.25, 0.62), p(0.5, 0.88), p(0.75, 0.62)]]
    case "arrow.left": return [[p(0.92, 0.5), p(0.08, 0.5)], [p(0.45, 0.13), p(0.08, 0.5), p(0.45, 0.87)]]
    case "arrow.right": return [[p(0.08, 0.5), p(0.92, 0.5)], [p(0.55, 0.13), p(0.92, 0.5), p(0.55, 0.87)]]
    case "circle":
      return (0...32).map { i in
        let a = CGFloat(i) / 32 * 2 * .pi
        return p(0.5 + 0.42 * cos(a), 0.5 + 0.42 * sin(a))
      }.chunkedAsOne()
    default: return nil
    }
  }

  /// A question-mark box for unknown names, so a typo shows instead of vanishing.
  static let unknown: [[CGPoint]] = [
    [
      CGPoint(x: 0.1, y: 0.1), CGPoint(x: 0.9, y: 0.1), CGPoint(x: 0.9, y: 0.9), CGPoint(x: 0.1, y: 0.9),
      CGPoint(x: 0.1, y: 0.1),
    ],
    [CGPoint(x: 0.1, y: 0.1), CGPoint(x: 0.9, y: 0.9)],
  ]

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
}

extension Array where Element == CGPoint {
  fileprivate func chunkedAsOne() -> [[CGPoint]] { [self] }
}
