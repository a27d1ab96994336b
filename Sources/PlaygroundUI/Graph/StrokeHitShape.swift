/// Where a stroked shape takes clicks: on its line only, as in SwiftUI, where a stroke is the
/// shape of its outline (`Circle().stroke()` is tapped on the ring, and a `.border` or a stroked
/// overlay over a button lets the button's middle through). The line is the band between the
/// outline grown and shrunk by half its width, an even-odd pair of polygons.
extension ShapeKind {
  /// The band of a `lineWidth` line centred on this outline in `rect` (window coordinates,
  /// mapped by `builder`'s transform).
  func strokeBand(in rect: CGRect, lineWidth: CGFloat, builder: DisplayListBuilder) -> ClipPath {
    let half = max(lineWidth, 0) / 2
    let outer = rect.insetBy(dx: -half, dy: -half)
    let inner = rect.insetBy(dx: half, dy: half)
    switch self {
    case .rectangle:
      return Self.band(Rectangle(), Rectangle(), outer, inner, builder)
    case .roundedRectangle(let radius), .continuousRoundedRectangle(let radius):
      let style: RoundedCornerStyle = self == .roundedRectangle(cornerRadius: radius) ? .circular : .continuous
      // A line's edges have the corner radius grown and shrunk by half its width.
      return Self.band(
        RoundedRectangle(cornerRadius: radius + half, style: style),
        RoundedRectangle(cornerRadius: max(0, radius - half), style: style), outer, inner, builder)
    case .capsule:
      return Self.band(Capsule(), Capsule(), outer, inner, builder)
    case .circle:
      return Self.band(Circle(), Circle(), outer, inner, builder)
    }
  }

  private static func band<S: Shape>(
    _ outerShape: S, _ innerShape: S, _ outer: CGRect, _ inner: CGRect, _ builder: DisplayListBuilder
  ) -> ClipPath {
    let outside = builder.clipPath(outerShape, in: outer, evenOdd: true).polygons
    // A line wider than the shape leaves no hole.
    let hole =
      inner.width > 0 && inner.height > 0 ? builder.clipPath(innerShape, in: inner, evenOdd: true).polygons : []
    return ClipPath(polygons: outside + hole, evenOdd: true)
  }
}
