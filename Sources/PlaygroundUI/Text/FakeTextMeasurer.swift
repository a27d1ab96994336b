/// A deterministic text engine for tests (Ahem-style): every character is 0.6 em wide, ascent
/// 0.8 em, descent 0.2 em, one font per text (the first span's). It breaks lines greedily at
/// spaces, and inside a word only when the word alone is wider than the line, as SwiftUI's word
/// wrapping does; a line limit ends the last line shown in "…". It counts its calls so tests can
/// check caching.
package final class FakeTextMeasurer: TextMeasuring {
  package private(set) var calls = 0

  package init() {}

  package func layout(_ request: TextLayoutRequest) -> TextBox {
    calls += 1
    let em = request.primaryFont.size
    let advance = em * 0.6
    var lines: [String] = []
    for paragraph in request.string.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += Self.wrap(String(paragraph), columns: request.width.map { Self.columns($0, advance: advance) })
    }
    if let limit = request.lineLimit, lines.count > limit {
      // The last line shown takes the rest of the text and is cut to the width.
      let rest = lines[(limit - 1)...].joined(separator: " ")
      let columns = request.width.map { Self.columns($0, advance: advance) } ?? rest.count
      lines =
        lines.prefix(limit - 1) + [
          Self.truncated(rest, mode: request.truncationMode, columns: min(columns, rest.count))
        ]
    } else if let width = request.width, request.lineLimit != nil {
      let columns = Self.columns(width, advance: advance)
      lines = lines.map { $0.count > columns ? Self.truncated($0, mode: request.truncationMode, columns: columns) : $0 }
    }
    let widest = lines.map(\.count).max() ?? 0
    let height = em * CGFloat(lines.count)
    return TextBox(
      size: CGSize(width: CGFloat(widest) * advance, height: height), firstBaseline: em * 0.8,
      lastBaseline: height - em * 0.2, lineCount: lines.count)
  }

  /// Whole characters that fit in `width`.
  private static func columns(_ width: CGFloat, advance: CGFloat) -> Int {
    advance > 0 ? max(1, Int((width / advance + 1e-6).rounded(.down))) : .max
  }

  private static func wrap(_ paragraph: String, columns: Int?) -> [String] {
    guard let columns, paragraph.count > columns else { return [paragraph] }
    var lines: [String] = []
    var current = ""
    for word in paragraph.split(separator: " ").map(String.init) {
      let candidate = current.isEmpty ? word : current + " " + word
      if candidate.count <= columns {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = word
      while current.count > columns {
        lines.append(String(current.prefix(columns)))
        current = String(current.dropFirst(columns))
      }
    }
    lines.append(current)
    return lines
  }

  /// `line` cut to `columns` characters including the ellipsis, which replaces text at the end,
  /// the start or the middle; a line that was itself cut by the limit always gets one.
  private static func truncated(_ line: String, mode: Text.TruncationMode, columns: Int) -> String {
    let kept = max(0, min(line.count, columns) - 1)
    switch mode {
    case .tail: return String(line.prefix(kept)) + "…"
    case .head: return "…" + String(line.suffix(kept))
    case .middle: return String(line.prefix(kept - kept / 2)) + "…" + String(line.suffix(kept / 2))
    }
  }
}
