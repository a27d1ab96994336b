/// `rotation3DEffect`: a view turned about an axis in space, drawn as seen straight on.
///
/// The rotation is Rodrigues' formula about the (normalised) axis; the view's plane is then
/// projected orthographically onto the screen, which is an affine map of the drawing — a card
/// turned about the y-axis narrows by the cosine of the angle and shows its back mirrored past a
/// quarter turn, as on iOS. SwiftUI also foreshortens the far side (`perspective`, 1 by
/// default: the near edge grows, the far edge shrinks); that needs a projective map the
/// playground's drawing does not have, so `perspective` and `anchorZ` change nothing drawn.

/// The axis of a 3D rotation, normalised (the z-axis when it has no length).
struct Rotation3DAxis: Equatable {
  let x: Double
  let y: Double
  let z: Double

  init(x: CGFloat, y: CGFloat, z: CGFloat) {
    let components = [x, y, z].map { $0.isFinite ? Double($0) : 0 }
    let length = (components[0] * components[0] + components[1] * components[1] + components[2] * components[2])
      .squareRoot()
    if length > 0 {
      (self.x, self.y, self.z) = (components[0] / length, components[1] / length, components[2] / length)
    } else {
      (self.x, self.y, self.z) = (0, 0, 1)
    }
  }

  /// The rotation by `radians` about this axis, restricted to the screen's plane: the top-left
  /// 2 × 2 of Rodrigues' matrix R = cos θ·I + sin θ·[u]× + (1 − cos θ)·u·uᵀ.
  func projectedRotation(by radians: Double) -> CGAffineTransform {
    let c = cos(radians)
    let s = sin(radians)
    let t = 1 - c
    let r00 = c + t * x * x
    let r01 = t * x * y - s * z
    let r10 = t * x * y + s * z
    let r11 = c + t * y * y
    return CGAffineTransform(a: CGFloat(r00), b: CGFloat(r10), c: CGFloat(r01), d: CGFloat(r11), tx: 0, ty: 0)
  }
}

extension View {
  /// Draws the view turned by `angle` about `axis` through `anchor`; its layout stays where it
  /// was. Seen straight on: `anchorZ` and `perspective` are accepted and change nothing drawn.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View {
    let radians = angle.radians.isFinite ? angle.radians : 0
    let axis = Rotation3DAxis(x: axis.x, y: axis.y, z: axis.z)
    return AnnotatedView(content: self) {
      $0.geometryEffects.append(.rotation3D(radians: radians, axis: axis, anchor: anchor))
    }
  }
}
