/// A reference model of CSS `flex-wrap: wrap` in a row (`display: flex; flex-wrap: wrap;
/// column-gap; row-gap; justify-content`), written from the CSS rules and not from LayoutCore,
/// and checked against Chrome's layouts of the public oracle cases (LayoutCoreTests).
///
/// An item starts a new line when the current line holds at least one item (even a zero-width
/// one) and `line width + column-gap + item width > W`; each line is placed at
/// `justify-content` flex-start, center or flex-end within W; lines are `row-gap` apart. The
/// container is as wide as its widest line when justified flex-start or given no W (the flow
/// hugs its content), W otherwise.
public enum CSSFlexWrap {
  /// `justify-content` for a line.
  public enum Justify: String, CaseIterable, Sendable {
    case flexStart, center, flexEnd

    /// Where a line of width `line` starts in a container of width `container`.
    public func lineStart(line: Double, container: Double) -> Double {
      switch self {
      case .flexStart: 0
      case .center: (container - line) / 2
      case .flexEnd: container - line
      }
    }
  }

  /// The items of each line, in order.
  public static func lines(widths: [Double], gap: Double, containerWidth: Double) -> [[Int]] {
    var lines: [[Int]] = []
    var current: [Int] = []
    var used = 0.0
    for (index, width) in widths.enumerated() {
      if !current.isEmpty && used + gap + width > containerWidth {
        lines.append(current)
        current = []
        used = 0
      }
      used = current.isEmpty ? width : used + gap + width
      current.append(index)
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// A line's width: its items and the gaps between them.
  public static func width(of line: [Int], widths: [Double], gap: Double) -> Double {
    line.map { widths[$0] }.reduce(0, +) + gap * Double(max(0, line.count - 1))
  }

  /// Every item's origin and the container's size; `containerWidth` nil means no width given.
  public static func layout(
    sizes: [(width: Double, height: Double)], columnGap: Double, rowGap: Double, containerWidth: Double?,
    justify: Justify
  ) -> (origins: [(x: Double, y: Double)], size: (width: Double, height: Double)) {
    let widths = sizes.map(\.width)
    let lines = lines(widths: widths, gap: columnGap, containerWidth: containerWidth ?? .infinity)
    var origins = [(x: Double, y: Double)](repeating: (0, 0), count: sizes.count)
    var y = 0.0
    var widest = 0.0
    for line in lines {
      let lineWidth = width(of: line, widths: widths, gap: columnGap)
      widest = max(widest, lineWidth)
      var x = containerWidth.map { justify.lineStart(line: lineWidth, container: $0) } ?? 0
      for index in line {
        origins[index] = (x, y)
        x += widths[index] + columnGap
      }
      y += (line.map { sizes[$0].height }.max() ?? 0) + rowGap
    }
    let height = lines.isEmpty ? 0 : y - rowGap
    let width = justify == .flexStart ? widest : (containerWidth ?? widest)
    return (origins, (width, height))
  }

  /// The origins of a flex-start flow with one gap both ways: what the playground's Flow demo
  /// must show for chips of these sizes in a container `width` wide.
  public static func origins(_ sizes: [(Double, Double)], width: Double, gap: Double) -> [(Double, Double)] {
    layout(
      sizes: sizes.map { (width: $0.0, height: $0.1) }, columnGap: gap, rowGap: gap, containerWidth: width,
      justify: .flexStart
    ).origins.map { ($0.x, $0.y) }
  }
}
