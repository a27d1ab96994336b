/// Shapes moved, turned or scaled inside their frame (mirror SwiftUI's `RotatedShape`,
/// `OffsetShape`, `ScaledShape` and `TransformedShape`): unlike `rotationEffect` and friends,
/// which move a view's rendering, these change the outline itself, so a stroke keeps its width
/// and the result is still a shape (`Rectangle().rotation(.degrees(45)).stroke(…)` draws a
/// diamond with a 1-point line). The frame, and so layout, is the content's.

/// A shape rotated about an anchor of its frame.
public struct RotatedShape<Content: Shape>: Shape {
  public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint

  public nonisolated init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  public nonisolated func path(in rect: CGRect) -> Path {
    let pivot = anchor.point(in: rect)
    let turn = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
      .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
      .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    return shape.path(in: rect).applying(turn)
  }

  public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

  /// The content's data and the angle.
  public nonisolated var animatableData: AnimatablePair<Content.AnimatableData, Angle.AnimatableData> {
    get { AnimatablePair(shape.animatableData, angle.animatableData) }
    set {
      shape.animatableData = newValue.first
      angle.animatableData = newValue.second
    }
  }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
  public nonisolated func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
    RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
  }
}

/// A shape moved within its frame.
public struct OffsetShape<Content: Shape>: Shape {
  public var shape: Content
  public var offset: CGSize

  public nonisolated init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  public nonisolated func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }

  public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

  /// The content's data and the offset.
  public nonisolated var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(shape.animatableData, AnimatablePair(offset.width, offset.height)) }
    set {
      shape.animatableData = newValue.first
      offset = CGSize(width: newValue.second.first, height: newValue.second.second)
    }
  }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
  public nonisolated func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
    OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
  }
}

/// A shape scaled about an anchor of its frame.
public struct ScaledShape<Content: Shape>: Shape {
  public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint

  public nonisolated init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  public nonisolated func path(in rect: CGRect) -> Path {
    let pivot = anchor.point(in: rect)
    let stretch = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
      .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
      .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    return shape.path(in: rect).applying(stretch)
  }

  public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

  /// The content's data and the two factors.
  public nonisolated var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(shape.animatableData, AnimatablePair(scale.width, scale.height)) }
    set {
      shape.animatableData = newValue.first
      scale = CGSize(width: newValue.second.first, height: newValue.second.second)
    }
  }
}

/// A shape mapped through an affine transform (in its frame's coordinates).
public struct TransformedShape<Content: Shape>: Shape {
  public var shape: Content
  public var transform: CGAffineTransform

  public nonisolated init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    self.transform = transform
  }

  public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }

  public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

  /// The content's data (the transform itself does not animate).
  public nonisolated var animatableData: Content.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }
}

extension Shape {
  /// Rotates the outline about `anchor` (positive angles turn clockwise).
  public nonisolated func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// Moves the outline by `offset`.
  public nonisolated func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

  /// Moves the outline by `offset`.
  public nonisolated func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }

  /// Moves the outline by `x` and `y`.
  public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// Scales the outline by `x` and `y` about `anchor`.
  public nonisolated func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// Scales the outline by `scale` about `anchor`.
  public nonisolated func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// Maps the outline through `transform`.
  public nonisolated func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
}

extension UnitPoint {
  /// The point this unit point names in `rect`.
  fileprivate func point(in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
  }
}
