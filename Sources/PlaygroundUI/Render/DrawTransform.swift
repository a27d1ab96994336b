/// A uniform scale plus a translation, applied while drawing (`scaleEffect`): layout never sees
/// it, only what is drawn and where clicks land.
struct DrawTransform: Equatable {
  var scale: CGFloat = 1
  var offset: CGPoint = .zero

  var isIdentity: Bool { scale == 1 && offset == .zero }

  func apply(_ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x * scale + offset.x, y: point.y * scale + offset.y)
  }

  func apply(_ rect: CGRect) -> CGRect {
    CGRect(origin: apply(rect.origin), size: CGSize(width: rect.width * scale, height: rect.height * scale))
  }

  /// This transform after scaling by `factor` about `anchor` (in untransformed coordinates).
  func scaled(by factor: CGFloat, about anchor: CGPoint) -> DrawTransform {
    DrawTransform(
      scale: scale * factor,
      offset: CGPoint(x: anchor.x * (1 - factor) * scale + offset.x, y: anchor.y * (1 - factor) * scale + offset.y))
  }
}

extension DrawTransform {
  /// This transform after moving by `delta` (in untransformed coordinates).
  func translated(by delta: CGSize) -> DrawTransform {
    guard delta != .zero else { return self }
    return DrawTransform(
      scale: scale, offset: CGPoint(x: offset.x + delta.width * scale, y: offset.y + delta.height * scale))
  }
}
