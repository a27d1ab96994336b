import LayoutCore

/// Text laid out with one fixed metric instead of fonts (`--blocked-text`), as the Ahem test font
/// lays out Flutter's and the web's goldens: a snapshot recorded on one machine matches on
/// another whatever fonts either has installed.
///
/// The metric, per grapheme cluster (a space too) in a font of size `em` points: advance 0.6 em,
/// ascent 0.8 em, descent 0.2 em. Every line is 1.0 em tall (ascent + descent, no leading) in
/// the size of its largest character, so parts of different sizes share a baseline and stay in
/// the box. Weight, design and italics change nothing. Lines break
/// only at spaces, greedily; a word wider than the line alone breaks between characters. A line
/// limit ends the last line shown in an ellipsis, itself one character. Characters keep their
/// logical order left to right (no bidirectional reordering): every block looks alike, so only
/// the colours of `Text + Text` parts could show the difference.
package struct BlockedTextLayout: Hashable, Sendable {
  /// One character's box, relative to the text box's top-left: a solid block when drawn.
  package struct Block: Hashable, Sendable {
    package var rect: CGRect
    /// The span the character belongs to (its colour).
    package var span: Int
  }

  package static let advance: CGFloat = 0.6
  package static let ascent: CGFloat = 0.8
  package static let descent: CGFloat = 0.2

  package var box: TextBox
  /// The blocks to draw; spaces have none.
  package var blocks: [Block]

  package init(_ request: TextLayoutRequest) {
    let em = request.primaryFont.size
    let width = request.width.map { max(0, $0) }
    let cells = Self.cells(of: request)
    var lines: [[Cell]] = []
    // Whether each line broke inside a word (joined back without a space when a limit runs the
    // rest of the text together).
    var brokeInWord: [Bool] = []
    for paragraph in cells.split(omittingEmptySubsequences: false, whereSeparator: { $0.character == "\n" }) {
      for line in Self.wrap(Array(paragraph), width: width) {
        lines.append(line.cells)
        brokeInWord.append(line.brokeInWord)
      }
    }
    if let limit = request.lineLimit.map({ max(1, $0) }), lines.count > limit {
      // The last line shown takes the rest of the text and ends in an ellipsis.
      var rest: [Cell] = []
      for index in (limit - 1)..<lines.count {
        rest += lines[index]
        if index < lines.count - 1, !brokeInWord[index] { rest.append(Self.space(like: lines[index])) }
      }
      lines = lines.prefix(limit - 1) + [Self.truncated(rest, mode: request.truncationMode, width: width)]
    } else if let width, request.lineLimit != nil {
      lines = lines.map {
        Self.width(of: $0) > width + 1e-6 ? Self.truncated($0, mode: request.truncationMode, width: width) : $0
      }
    }
    let boxWidth = lines.map(Self.width(of:)).max() ?? 0
    // Each line is as tall as its largest character (an empty one takes the first span's size).
    let ems = lines.map { line in line.map(\.em).max() ?? em }
    let height = ems.reduce(0, +)
    box = TextBox(
      size: CGSize(width: boxWidth, height: height), firstBaseline: (ems.first ?? em) * Self.ascent,
      lastBaseline: height - (ems.last ?? em) * Self.descent, lineCount: lines.count)
    let fraction = Self.alignmentFraction(request.alignment, direction: request.layoutDirection)
    var blocks: [Block] = []
    var lineTop: CGFloat = 0
    for (line, lineEm) in zip(lines, ems) {
      let baseline = lineTop + lineEm * Self.ascent
      lineTop += lineEm
      var x = (boxWidth - Self.width(of: line)) * fraction
      for cell in line {
        if !cell.character.isWhitespace {
          let top = baseline - cell.em * Self.ascent - cell.shift
          blocks.append(Block(rect: CGRect(x: x, y: top, width: cell.advance, height: cell.em), span: cell.span))
        }
        x += cell.advance
      }
    }
    self.blocks = blocks
  }

  /// One grapheme cluster of the text with the size and span it is set in.
  private struct Cell {
    var character: Character
    var em: CGFloat
    var span: Int
    var shift: CGFloat
    var advance: CGFloat { em * BlockedTextLayout.advance }
  }

  private static func cells(of request: TextLayoutRequest) -> [Cell] {
    request.spans.enumerated().flatMap { index, span in
      span.string.map { Cell(character: $0, em: span.font.size, span: index, shift: span.baselineShift) }
    }
  }

  private static func width(of line: [Cell]) -> CGFloat { line.reduce(0) { $0 + $1.advance } }

  /// A space in the size of `line`'s last character, joining lines the limit runs together.
  private static func space(like line: [Cell]) -> Cell {
    var space = line.last ?? Cell(character: " ", em: 0, span: 0, shift: 0)
    space.character = " "
    return space
  }

  /// `paragraph` broken greedily at spaces into lines no wider than `width`; spaces where a line
  /// breaks are dropped, and a run of spaces joins words as one.
  private static func wrap(_ paragraph: [Cell], width: CGFloat?) -> [(cells: [Cell], brokeInWord: Bool)] {
    guard let width, Self.width(of: paragraph) > width + 1e-6 else { return [(paragraph, false)] }
    var lines: [(cells: [Cell], brokeInWord: Bool)] = []
    var current: [Cell] = []
    for word in paragraph.split(whereSeparator: { $0.character == " " }).map(Array.init) {
      let joined = current.isEmpty ? word : current + [space(like: current)] + word
      if Self.width(of: joined) <= width + 1e-6 {
        current = joined
      } else {
        if !current.isEmpty { lines.append((current, false)) }
        current = word
        // A word wider than the line alone breaks between characters (at least one a line).
        while current.count > 1, Self.width(of: current) > width + 1e-6 {
          let count = max(1, fitting(current, width: width))
          lines.append((Array(current.prefix(count)), true))
          current = Array(current.dropFirst(count))
        }
      }
    }
    lines.append((current, false))
    return lines
  }

  /// How many leading cells of `cells` fit in `width`.
  private static func fitting(_ cells: [Cell], width: CGFloat) -> Int {
    var used: CGFloat = 0
    for (index, cell) in cells.enumerated() {
      used += cell.advance
      if used > width + 1e-6 { return index }
    }
    return cells.count
  }

  /// `line` with an ellipsis replacing text at its end, start or middle so it fits `width` (the
  /// ellipsis included); with no width, the ellipsis replaces the last character. A line cut by
  /// the limit always gets one, and keeps at least the ellipsis.
  private static func truncated(_ line: [Cell], mode: Text.TruncationMode, width: CGFloat?) -> [Cell] {
    guard var ellipsis = line.first else { return line }
    ellipsis.character = "…"
    let room = (width ?? self.width(of: line)) - ellipsis.advance
    // The most characters kept: head and tail share them, the head taking the odd one.
    func split(_ kept: Int) -> (head: Int, tail: Int) {
      switch mode {
      case .tail: (kept, 0)
      case .head: (0, kept)
      case .middle: (kept - kept / 2, kept / 2)
      }
    }
    var kept = 0
    while kept < line.count - 1 {
      let (head, tail) = split(kept + 1)
      let used = self.width(of: Array(line.prefix(head))) + self.width(of: Array(line.suffix(tail)))
      guard used <= room + 1e-6 else { break }
      kept += 1
    }
    let (head, tail) = split(kept)
    let tailCells = Array(line.suffix(tail))
    if mode == .head, let first = tailCells.first { ellipsis.span = first.span }
    return Array(line.prefix(head)) + [ellipsis] + tailCells
  }

  /// Where a line shorter than the widest sits, as a fraction of the difference.
  private static func alignmentFraction(_ alignment: TextAlignment, direction: LayoutDirection) -> CGFloat {
    switch (alignment, direction) {
    case (.center, _): 0.5
    case (.leading, .leftToRight), (.trailing, .rightToLeft): 0
    case (.leading, .rightToLeft), (.trailing, .leftToRight): 1
    }
  }
}
