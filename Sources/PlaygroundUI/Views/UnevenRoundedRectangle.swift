/// The radii of a rectangle's four corners (mirrors SwiftUI's `RectangleCornerRadii`).
public struct RectangleCornerRadii: Hashable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat

  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle whose corners have radii of their own (mirrors SwiftUI's
/// `UnevenRoundedRectangle`); leading and trailing follow the layout direction.
public struct UnevenRoundedRectangle: InsettableShape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  public nonisolated init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  public nonisolated init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius),
      style: style)
  }

  public nonisolated func path(in rect: CGRect) -> Path {
    func corner(_ radius: CGFloat) -> CGSize {
      let inset = max(0, radius - insetAmount)
      return CGSize(width: inset, height: inset)
    }
    var path = Path()
    path.addRoundedRect(
      in: rect.insetBy(dx: insetAmount, dy: insetAmount),
      corners: CornerSizes(
        topLeading: corner(cornerRadii.topLeading), topTrailing: corner(cornerRadii.topTrailing),
        bottomTrailing: corner(cornerRadii.bottomTrailing), bottomLeading: corner(cornerRadii.bottomLeading)),
      style: style)
    return path
  }

  public nonisolated func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }

  /// The four radii, top leading first, counter-clockwise.
  public nonisolated var animatableData:
    AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
  {
    get {
      AnimatablePair(
        AnimatablePair(cornerRadii.topLeading, cornerRadii.bottomLeading),
        AnimatablePair(cornerRadii.bottomTrailing, cornerRadii.topTrailing))
    }
    set {
      cornerRadii = RectangleCornerRadii(
        topLeading: newValue.first.first, bottomLeading: newValue.first.second,
        bottomTrailing: newValue.second.first, topTrailing: newValue.second.second)
    }
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with a radius per corner.
  public nonisolated static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }

  /// A rectangle with the given corner radii.
  public nonisolated static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
    -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}
