/// An affine map applied while drawing (`scaleEffect`, `rotationEffect`, `offset`): layout never
/// sees it, only what is drawn and where clicks land.
///
/// Lengths (stroke widths, radii, font sizes) scale by `scale`, exact for the uniform scales,
/// rotations and translations most effects compose; a stretched or mirrored transform
/// (`scaleEffect(x:y:)`) is drawn through the path and text-transform forms instead.
struct DrawTransform: Equatable {
  var matrix = CGAffineTransform.identity

  init() {}

  init(_ matrix: CGAffineTransform) { self.matrix = matrix }

  /// How much lengths grow: the square root of the determinant's magnitude.
  var scale: CGFloat { (matrix.a * matrix.d - matrix.b * matrix.c).magnitude.squareRoot() }
  /// Where the origin goes.
  var offset: CGPoint { CGPoint(x: matrix.tx, y: matrix.ty) }

  var isIdentity: Bool { matrix == .identity }

  /// True when rectangles stay upright rectangles (no rotation and no mirroring): the drawings
  /// can then keep their fast, rectangle-based forms.
  var isAxisAligned: Bool {
    matrix.b.magnitude < 1e-9 && matrix.c.magnitude < 1e-9 && matrix.a > 0 && matrix.d > 0
  }

  func apply(_ point: CGPoint) -> CGPoint { point.applying(matrix) }

  /// The bounding box of the mapped rectangle (the rectangle itself when axis-aligned).
  func apply(_ rect: CGRect) -> CGRect { rect.applying(matrix) }

  /// The mapped corners, clockwise on screen from the top-left.
  func corners(of rect: CGRect) -> [CGPoint] {
    [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ].map(apply)
  }

  /// A vector mapped by the linear part only (shadow offsets).
  func applyToVector(_ size: CGSize) -> CGSize { size.applying(matrix) }

  /// This transform after scaling by `factor` about `anchor` (in untransformed coordinates).
  func scaled(by factor: CGFloat, about anchor: CGPoint) -> DrawTransform {
    about(anchor, CGAffineTransform(scaleX: factor, y: factor))
  }

  /// This transform after rotating by `radians` (clockwise on screen) about `anchor`.
  func rotated(by radians: CGFloat, about anchor: CGPoint) -> DrawTransform {
    about(anchor, CGAffineTransform(rotationAngle: radians))
  }

  /// `local` applied about `anchor`, then this transform.
  private func about(_ anchor: CGPoint, _ local: CGAffineTransform) -> DrawTransform {
    let around = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(local)
      .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    return DrawTransform(around.concatenating(matrix))
  }
}

extension DrawTransform {
  /// This transform after moving by `delta` (in untransformed coordinates).
  func translated(by delta: CGSize) -> DrawTransform {
    guard delta != .zero else { return self }
    return DrawTransform(matrix.translatedBy(x: delta.width, y: delta.height))
  }
}
