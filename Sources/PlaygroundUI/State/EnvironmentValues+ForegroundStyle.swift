extension EnvironmentValues {
  /// Sets the foreground to a style resolved in this environment (nil: back to the default).
  mutating func setForegroundStyle<S: ShapeStyle>(_ style: S?) {
    guard let style else {
      foregroundStyle = nil
      foregroundGradient = nil
      return
    }
    let paint = style.resolvedPaint(in: self)
    // Kept in both appearances, so a colour scheme set further in still applies.
    foregroundStyle = style.adaptiveColor(in: self)
    if case .gradient(let gradient) = paint { foregroundGradient = gradient } else { foregroundGradient = nil }
  }
}
