/// The built-in vector symbols for `Image(systemName:)`, drawn in a unit square (x right, y
/// down) with round-capped strokes whose width follows the font weight, and solid fills.
///
/// The names drawn (SF Symbols names, shapes of our own):
/// arrow.clockwise, arrow.down, arrow.left, arrow.right, arrow.up, bell, bolt.fill, bookmark,
/// bookmark.fill, checkmark, checkmark.circle, chevron.down, chevron.left, chevron.right, chevron.up.chevron.down,
/// chevron.up, circle, circle.fill, ellipsis, exclamationmark.triangle, gear, gearshape, heart,
/// heart.fill, house, info.circle, line.3.horizontal, magnifyingglass, minus, minus.circle,
/// pause.fill, pencil, person, play.fill, plus, plus.circle, questionmark.circle, ruler, square,
/// square.fill, star, star.fill, stop.fill, trash, xmark, xmark.circle.
///
/// Any other name draws `placeholder` (a box with a question mark) and is reported once on
/// standard error.
enum SymbolCatalog {
  /// A symbol's geometry in the unit square.
  struct Symbol {
    /// Stroked with round caps and joins.
    var strokes = Path()
    /// Filled with the non-zero rule.
    var fills = Path()
  }

  /// Every name the catalog draws, sorted.
  static var names: [String] { symbols.keys.sorted() }

  /// The symbol for a name, or nil when the name is unknown.
  static func symbol(named name: String) -> Symbol? { symbols[name] }

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
      Data("warning: Image(systemName: \"\(name)\") is not a built-in symbol; drawing a placeholder\n".utf8))
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

  private static func circle(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat) -> CGRect {
    CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)
  }

  private static func lines(_ polylines: [[CGPoint]], closed: Bool = false) -> Path {
    var path = Path()
    for line in polylines {
      path.addLines(line)
      if closed { path.closeSubpath() }
    }
    return path
  }

  private static func star() -> Path {
    var path = Path()
    let points = (0..<10).map { i -> CGPoint in
      let r: CGFloat = i % 2 == 0 ? 0.46 : 0.19
      let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
      return p(0.5 + r * cos(angle), 0.54 + r * sin(angle))
    }
    path.addLines(points)
    path.closeSubpath()
    return path
  }

  private static func heart() -> Path {
    var path = Path()
    path.move(to: p(0.5, 0.88))
    path.addCurve(to: p(0.06, 0.38), control1: p(0.22, 0.68), control2: p(0.06, 0.54))
    path.addCurve(to: p(0.5, 0.24), control1: p(0.06, 0.1), control2: p(0.42, 0.06))
    path.addCurve(to: p(0.94, 0.38), control1: p(0.58, 0.06), control2: p(0.94, 0.1))
    path.addCurve(to: p(0.5, 0.88), control1: p(0.94, 0.54), control2: p(0.78, 0.68))
    path.closeSubpath()
    return path
  }

  private static func gear() -> Path {
    var path = Path()
    let teeth = 8
    var points: [CGPoint] = []
    for i in 0..<(teeth * 4) {
      let r: CGFloat = (i % 4 == 0 || i % 4 == 1) ? 0.44 : 0.34
      let angle = CGFloat(i) / CGFloat(teeth * 4) * 2 * .pi
      points.append(p(0.5 + r * cos(angle), 0.5 + r * sin(angle)))
    }
    path.addLines(points)
    path.closeSubpath()
    path.addEllipse(in: circle(0.5, 0.5, 0.13))
    return path
  }

  private static let symbols: [String: Symbol] = {
    var table: [String: Symbol] = [:]
    func stroke(_ name: String, _ path: Path) { table[name, default: Symbol()].strokes.addPath(path) }
    func fill(_ name: String, _ path: Path) { table[name, default: Symbol()].fills.addPath(path) }

    stroke("checkmark", lines([[p(0.1, 0.55), p(0.38, 0.84), p(0.9, 0.16)]]))
    stroke("plus", lines([[p(0.5, 0.1), p(0.5, 0.9)], [p(0.1, 0.5), p(0.9, 0.5)]]))
    stroke("minus", lines([[p(0.1, 0.5), p(0.9, 0.5)]]))
    stroke("xmark", lines([[p(0.14, 0.14), p(0.86, 0.86)], [p(0.86, 0.14), p(0.14, 0.86)]]))
    stroke("chevron.left", lines([[p(0.68, 0.1), p(0.3, 0.5), p(0.68, 0.9)]]))
    stroke("chevron.right", lines([[p(0.32, 0.1), p(0.7, 0.5), p(0.32, 0.9)]]))
    stroke("chevron.up", lines([[p(0.1, 0.68), p(0.5, 0.3), p(0.9, 0.68)]]))
    stroke("chevron.down", lines([[p(0.1, 0.32), p(0.5, 0.7), p(0.9, 0.32)]]))
    stroke(
      "chevron.up.chevron.down",
      lines([[p(0.25, 0.38), p(0.5, 0.12), p(0.75, 0.38)], [p(0.25, 0.62), p(0.5, 0.88), p(0.75, 0.62)]]))
    stroke("arrow.left", lines([[p(0.9, 0.5), p(0.1, 0.5)], [p(0.45, 0.14), p(0.1, 0.5), p(0.45, 0.86)]]))
    stroke("arrow.right", lines([[p(0.1, 0.5), p(0.9, 0.5)], [p(0.55, 0.14), p(0.9, 0.5), p(0.55, 0.86)]]))
    stroke("arrow.up", lines([[p(0.5, 0.9), p(0.5, 0.1)], [p(0.14, 0.45), p(0.5, 0.1), p(0.86, 0.45)]]))
    stroke("arrow.down", lines([[p(0.5, 0.1), p(0.5, 0.9)], [p(0.14, 0.55), p(0.5, 0.9), p(0.86, 0.55)]]))
    stroke("circle", Path(ellipseIn: circle(0.5, 0.5, 0.42)))
    fill("circle.fill", Path(ellipseIn: circle(0.5, 0.5, 0.46)))
    stroke("square", Path(CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8)))
    fill("square.fill", Path(CGRect(x: 0.06, y: 0.06, width: 0.88, height: 0.88)))
    stroke("star", star())
    fill("star.fill", star())
    stroke("heart", heart())
    fill("heart.fill", heart())
    stroke("gear", gear())
    stroke("gearshape", gear())
    var glass = Path(ellipseIn: circle(0.42, 0.42, 0.3))
    glass.addLines([p(0.64, 0.64), p(0.9, 0.9)])
    stroke("magnifyingglass", glass)
    stroke(
      "trash",
      lines([
        [p(0.1, 0.22), p(0.9, 0.22)], [p(0.37, 0.22), p(0.4, 0.1), p(0.6, 0.1), p(0.63, 0.22)],
        [p(0.2, 0.22), p(0.26, 0.92), p(0.74, 0.92), p(0.8, 0.22)], [p(0.42, 0.38), p(0.42, 0.78)],
        [p(0.58, 0.38), p(0.58, 0.78)],
      ]))
    var ruler = Path(CGRect(x: 0.04, y: 0.3, width: 0.92, height: 0.4))
    for (i, x) in [0.2, 0.35, 0.5, 0.65, 0.8].enumerated() {
      ruler.addLines([p(x, 0.3), p(x, i % 2 == 0 ? 0.5 : 0.42)])
    }
    stroke("ruler", ruler)
    stroke("info.circle", Path(ellipseIn: circle(0.5, 0.5, 0.44)))
    stroke("info.circle", lines([[p(0.5, 0.46), p(0.5, 0.74)]]))
    fill("info.circle", Path(ellipseIn: circle(0.5, 0.3, 0.055)))
    stroke("exclamationmark.triangle", lines([[p(0.5, 0.08), p(0.95, 0.9), p(0.05, 0.9)]], closed: true))
    stroke("exclamationmark.triangle", lines([[p(0.5, 0.36), p(0.5, 0.6)]]))
    fill("exclamationmark.triangle", Path(ellipseIn: circle(0.5, 0.75, 0.05)))
    for (name, glyph) in [
      ("plus.circle", lines([[p(0.5, 0.28), p(0.5, 0.72)], [p(0.28, 0.5), p(0.72, 0.5)]])),
      ("minus.circle", lines([[p(0.28, 0.5), p(0.72, 0.5)]])),
      ("xmark.circle", lines([[p(0.34, 0.34), p(0.66, 0.66)], [p(0.66, 0.34), p(0.34, 0.66)]])),
      ("checkmark.circle", lines([[p(0.3, 0.52), p(0.44, 0.66), p(0.7, 0.34)]])),
    ] {
      stroke(name, Path(ellipseIn: circle(0.5, 0.5, 0.44)))
      stroke(name, glyph)
    }
    stroke("questionmark.circle", Path(ellipseIn: circle(0.5, 0.5, 0.44)))
    var question = Path()
    question.move(to: p(0.38, 0.38))
    question.addCurve(to: p(0.62, 0.37), control1: p(0.38, 0.22), control2: p(0.62, 0.22))
    question.addCurve(to: p(0.5, 0.58), control1: p(0.62, 0.48), control2: p(0.5, 0.48))
    stroke("questionmark.circle", question)
    fill("questionmark.circle", Path(ellipseIn: circle(0.5, 0.72, 0.05)))
    stroke(
      "house",
      lines([[p(0.06, 0.5), p(0.5, 0.1), p(0.94, 0.5)], [p(0.18, 0.4), p(0.18, 0.9), p(0.82, 0.9), p(0.82, 0.4)]]))
    var person = Path(ellipseIn: circle(0.5, 0.3, 0.18))
    person.move(to: p(0.14, 0.92))
    person.addCurve(to: p(0.86, 0.92), control1: p(0.14, 0.5), control2: p(0.86, 0.5))
    person.closeSubpath()
    stroke("person", person)
    var bell = Path()
    bell.move(to: p(0.12, 0.76))
    bell.addLine(to: p(0.22, 0.62))
    bell.addCurve(to: p(0.5, 0.12), control1: p(0.22, 0.3), control2: p(0.3, 0.12))
    bell.addCurve(to: p(0.78, 0.62), control1: p(0.7, 0.12), control2: p(0.78, 0.3))
    bell.addLine(to: p(0.88, 0.76))
    bell.closeSubpath()
    bell.addLines([p(0.4, 0.88), p(0.6, 0.88)])
    stroke("bell", bell)
    let bookmark = lines([[p(0.22, 0.08), p(0.78, 0.08), p(0.78, 0.92), p(0.5, 0.68), p(0.22, 0.92)]], closed: true)
    stroke("bookmark", bookmark)
    fill("bookmark.fill", bookmark)
    fill(
      "bolt.fill",
      lines([[p(0.58, 0.04), p(0.18, 0.56), p(0.48, 0.56), p(0.4, 0.96), p(0.82, 0.42), p(0.52, 0.42)]], closed: true))
    for x in [0.18, 0.5, 0.82] as [CGFloat] { fill("ellipsis", Path(ellipseIn: circle(x, 0.5, 0.08))) }
    stroke(
      "line.3.horizontal",
      lines([[p(0.1, 0.25), p(0.9, 0.25)], [p(0.1, 0.5), p(0.9, 0.5)], [p(0.1, 0.75), p(0.9, 0.75)]]))
    stroke(
      "pencil",
      lines(
        [
          [p(0.12, 0.88), p(0.16, 0.68), p(0.7, 0.14), p(0.86, 0.3), p(0.32, 0.84)], [p(0.12, 0.88), p(0.32, 0.84)],
          [p(0.6, 0.24), p(0.76, 0.4)],
        ], closed: false))
    fill("play.fill", lines([[p(0.22, 0.08), p(0.9, 0.5), p(0.22, 0.92)]], closed: true))
    fill("pause.fill", Path(CGRect(x: 0.2, y: 0.1, width: 0.2, height: 0.8)))
    fill("pause.fill", Path(CGRect(x: 0.6, y: 0.1, width: 0.2, height: 0.8)))
    fill("stop.fill", Path(roundedRect: CGRect(x: 0.12, y: 0.12, width: 0.76, height: 0.76), cornerRadius: 0.1))
    var clockwise = Path()
    clockwise.addArc(
      center: p(0.5, 0.54), radius: 0.36, startAngle: .degrees(-60), endAngle: .degrees(250), clockwise: false)
    stroke("arrow.clockwise", clockwise)
    stroke("arrow.clockwise", lines([[p(0.6, 0.08), p(0.7, 0.24), p(0.52, 0.3)]]))
    return table
  }()
}
