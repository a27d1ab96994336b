/// Modifiers that change how a view is drawn and hit, not how it is laid out: `zIndex`,
/// `clipped` and `border` (an overlay).

extension View {
  /// The view's drawing and hit-testing order among its siblings: higher draws on top.
  public func zIndex(_ value: Double) -> some View {
    AnnotatedView(content: self) { $0.zIndex = value.isFinite ? value : 0 }
  }

  /// Clips the view's drawing to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    AnnotatedView(content: self) { $0.clipCornerRadius = $0.clipCornerRadius ?? 0 }
  }

  /// Draws a border of `width` inside the view's frame.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
}

extension [Node] {
  /// Siblings in drawing order by `zIndex`, stable for equal values (the usual case: no copy).
  func orderedByZIndex() -> [Node] {
    guard contains(where: { $0.zIndex != 0 }) else { return self }
    return enumerated().sorted { a, b in
      a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
    }.map(\.element)
  }
}
