/// Text broken into lines for a width, as SwiftUI's `Text` does: one line unless proposed a
/// width smaller than its ideal width, then wrapped at spaces (a word longer than the width
/// keeps its own line).
struct TextLayout: Equatable {
  struct Line: Equatable {
    var string: String
    var width: CGFloat
  }

  /// Slack for comparing widths: a width computed as (ideal + padding) − padding must still
  /// fit the ideal, despite floating-point rounding.
  static let tolerance: CGFloat = 1e-6

  var lines: [Line]
  var ascent: CGFloat
  var descent: CGFloat

  var lineHeight: CGFloat { ascent + descent }
  var size: CGSize {
    CGSize(width: lines.map(\.width).max() ?? 0, height: CGFloat(lines.count) * lineHeight)
  }

  init(_ text: String, font: FontDescriptor, width: CGFloat?, measurer: any TextMeasuring) {
    let whole = measurer.measure(text, font: font)
    ascent = whole.ascent
    descent = whole.descent
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if paragraphs.count == 1, width == nil || whole.width <= width! + Self.tolerance {
      lines = [Line(string: text, width: whole.width)]
      return
    }
    lines = paragraphs.flatMap { paragraph in
      Self.wrap(paragraph, font: font, width: width ?? .infinity, measurer: measurer)
    }
  }

  /// Greedy wrapping at spaces: each line takes as many words as fit.
  private static func wrap(
    _ paragraph: String, font: FontDescriptor, width: CGFloat, measurer: any TextMeasuring
  ) -> [Line] {
    let full = measurer.measure(paragraph, font: font)
    if full.width <= width + tolerance { return [Line(string: paragraph, width: full.width)] }
    let words = paragraph.split(separator: " ").map(String.init)
    var lines: [Line] = []
    var current = ""
    var currentWidth: CGFloat = 0
    for word in words {
      let candidate = current.isEmpty ? word : current + " " + word
      let candidateWidth = measurer.measure(candidate, font: font).width
      if current.isEmpty || candidateWidth <= width + tolerance {
        current = candidate
        currentWidth = candidateWidth
      } else {
        lines.append(Line(string: current, width: currentWidth))
        current = word
        currentWidth = measurer.measure(word, font: font).width
      }
    }
    lines.append(Line(string: current, width: currentWidth))
    return lines
  }
}
