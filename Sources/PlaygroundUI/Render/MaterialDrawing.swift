/// A shape filled with a material: the host blurs what is already drawn beneath the shape's
/// polygons, saturates it and lays the tint over it.
package struct MaterialDrawing: Sendable, Equatable {
  package var id: ViewIdentity
  /// The shape's frame in window coordinates.
  package var frame: CGRect
  /// The outline in window coordinates; empty when it is `frame` itself.
  package var polygons: [[CGPoint]]
  package var evenOdd: Bool
  /// The blur radius in window points (already scaled by the effects in force).
  package var backdrop: MaterialBackdrop
  /// How much of the material shows (inherited opacity).
  package var opacity: Double

  package init(
    id: ViewIdentity, frame: CGRect, polygons: [[CGPoint]] = [], evenOdd: Bool = false,
    backdrop: MaterialBackdrop, opacity: Double = 1
  ) {
    self.id = id
    self.frame = frame
    self.polygons = polygons
    self.evenOdd = evenOdd
    self.backdrop = backdrop
    self.opacity = opacity
  }

  /// Where the blurred backdrop is read from: the frame grown by the blur's spread (3σ).
  package var backdropReach: CGRect {
    let spread = 3 * abs(backdrop.blurRadius) + 2
    return frame.insetBy(dx: -spread, dy: -spread)
  }
}
