import LayoutCore

/// Everything that decides how a text lays out: its styled parts and its paragraph settings.
///
/// Colours are not part of it (they change how a text is drawn, not where), so an animated colour
/// reuses the layout a host has cached for the request.
package struct TextLayoutRequest: Hashable, Sendable {
  /// A part of the text in one font (`Text + Text` joins parts).
  package struct Span: Hashable, Sendable {
    package var string: String
    package var font: FontDescriptor
    /// How far the span sits above the line's baseline, in points (a symbol's glyph inline in
    /// text is raised or lowered to centre on the text's cap height).
    package var baselineShift: CGFloat

    package init(_ string: String, font: FontDescriptor, baselineShift: CGFloat = 0) {
      self.string = string
      self.font = font
      self.baselineShift = baselineShift
    }
  }

  package var spans: [Span]
  /// The width to break lines at, in points; nil lays each paragraph out on one line.
  package var width: CGFloat?
  /// The most lines to show; the last one shown ends in an ellipsis when text is left over.
  package var lineLimit: Int?
  package var truncationMode: Text.TruncationMode
  /// How lines shorter than the widest one align (`multilineTextAlignment`).
  package var alignment: TextAlignment
  /// The direction of the surroundings: the base direction of paragraphs with no strong
  /// character of their own, and what leading and trailing mean.
  package var layoutDirection: LayoutDirection

  package init(
    spans: [Span], width: CGFloat? = nil, lineLimit: Int? = nil,
    truncationMode: Text.TruncationMode = .tail, alignment: TextAlignment = .leading,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.spans = spans
    self.width = width
    self.lineLimit = lineLimit
    self.truncationMode = truncationMode
    self.alignment = alignment
    self.layoutDirection = layoutDirection
  }

  /// One unwrapped line in one font.
  package init(_ string: String, font: FontDescriptor) {
    self.init(spans: [Span(string, font: font)])
  }

  /// The whole text, all spans joined.
  package var string: String { spans.count == 1 ? spans[0].string : spans.map(\.string).joined() }

  /// The font of the first span (the text's line metrics come from it).
  package var primaryFont: FontDescriptor { spans.first?.font ?? .body }

  /// The same text without wrapping: each paragraph on one line, its ideal size.
  package var unwrapped: TextLayoutRequest {
    var copy = self
    copy.width = nil
    return copy
  }
}
