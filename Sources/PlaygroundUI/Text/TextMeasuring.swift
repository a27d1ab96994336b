import LayoutCore

/// The metrics of one line of text in one font, in logical points.
package struct TextMetrics: Hashable, Sendable {
  /// The advance width (Xft's `xOff`), used for layout; never the ink width.
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

  /// The line box height: ascent + descent (not the font's `height`, which differs).
  package var height: CGFloat { ascent + descent }
}

/// Measures single lines of text. The seam through which a host's real fonts reach layout.
///
/// Views never wrap inside the measurer: `Text` splits at spaces itself and asks for each line.
/// Implementations should cache per (string, font); the X11 host does, and counts its misses.
package protocol TextMeasuring: AnyObject {
  func measure(_ text: String, font: FontDescriptor) -> TextMetrics
}
