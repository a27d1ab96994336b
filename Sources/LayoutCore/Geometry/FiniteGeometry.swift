/// Helpers that keep geometry finite: the engine's promise that no frame is ever ∞ or NaN.
extension CGFloat {
  /// `self` when finite and ≥ 0, else `fallback` (itself made finite and non-negative).
  @inlinable func finiteNonNegative(or fallback: CGFloat = 0) -> CGFloat {
    if isFinite && self >= 0 { return self }
    return fallback.isFinite && fallback >= 0 ? fallback : 0
  }
}

extension CGSize {
  /// Whether both dimensions are finite and non-negative.
  @inlinable package var isValidLayoutSize: Bool {
    width.isFinite && height.isFinite && width >= 0 && height >= 0
  }
}

extension CGPoint {
  /// Whether both coordinates are finite.
  @inlinable package var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
  /// Whether origin and size are all finite.
  @inlinable package var isFiniteRect: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
