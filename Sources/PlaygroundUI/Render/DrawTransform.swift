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
  ///
  /// An upright transform (no rotation or skew: nearly every one drawn) maps two corners
  /// directly; the general form maps all four. Culling asks this for every view it considers,
  /// ten thousand chips a frame.
  func apply(_ rect: CGRect) -> CGRect {
    guard matrix.b == 0, matrix.c == 0, !rect.isNull, !rect.isInfinite else { return rect.applying(matrix) }
    let x0 = matrix.a * rect.minX + matrix.tx
    let x1 = matrix.a * rect.maxX + matrix.tx
    let y0 = matrix.d * rect.minY + matrix.ty
    let y1 = matrix.d * rect.maxY + matrix.ty
    return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
  }

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
