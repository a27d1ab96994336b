/// A custom shape (`Shape.path(in:)`) as the host draws it: polygons in window coordinates,
/// filled by the even-odd or non-zero rule. Strokes arrive already outlined
/// (`Path.strokedPath`), so a host only fills.
package struct PathDrawing: Sendable, Equatable {
  package var id: ViewIdentity
  /// The shape's frame (what the trace reports).
  package var frame: CGRect
  /// Closed polygons; each closes from its last point back to its first.
  package var polygons: [[CGPoint]]
  /// True for the even-odd rule, false for non-zero winding.
  package var evenOdd: Bool
  package var color: RGBAColor
  /// A gradient to paint with instead of `color`.
  package var gradient: GradientShading?

  package init(
    id: ViewIdentity, frame: CGRect, polygons: [[CGPoint]], evenOdd: Bool, color: RGBAColor,
    gradient: GradientShading? = nil
  ) {
    self.id = id
    self.frame = frame
    self.polygons = polygons
    self.evenOdd = evenOdd
    self.color = color
    self.gradient = gradient
  }
}
