import LayoutCore

/// The measured extent of a laid-out text, in logical points.
package struct TextBox: Hashable, Sendable {
  /// Width of the widest line (its logical extent, never the ink) by the height of all lines.
  package var size: CGSize
  /// Distance from the top to the first line's baseline.
  package var firstBaseline: CGFloat
  /// Distance from the top to the last line's baseline.
  package var lastBaseline: CGFloat
  package var lineCount: Int

  package init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.lineCount = lineCount
  }
}

/// The metrics of one line of text in one font, in logical points.
package struct TextMetrics: Hashable, Sendable {
  /// The advance width, used for layout; never the ink width.
  package var width: CGFloat
  /// Distance from the top of the line box to the baseline.
  package var ascent: CGFloat
  /// Distance from the baseline to the bottom of the line box.
  package var descent: CGFloat

  package init(width: CGFloat, ascent: CGFloat, descent: CGFloat) {
    self.width = width
    self.ascent = ascent
    self.descent = descent
  }

  /// The line box height: ascent + descent.
  package var height: CGFloat { ascent + descent }
}

/// Lays out text: shaping, bidirectional ordering, line breaking, truncation and alignment all
/// happen behind this seam, so what a host measures is what it draws.
///
/// Implementations should cache per request; the X11 host does (Pango layouts), and counts its
/// misses.
package protocol TextMeasuring: AnyObject {
  func layout(_ request: TextLayoutRequest) -> TextBox
}

extension TextMeasuring {
  /// One unwrapped line of `text` in `font` (text fields and the inspector measure this way).
  package func measure(_ text: String, font: FontDescriptor) -> TextMetrics {
    let box = layout(TextLayoutRequest(text, font: font))
    return TextMetrics(
      width: box.size.width, ascent: box.firstBaseline, descent: box.size.height - box.firstBaseline)
  }
}
