/// A description of one column of a `LazyVGrid` or one row of a `LazyHGrid` (mirrors SwiftUI's
/// `GridItem`).
public struct GridItem: Sendable, Equatable {
  /// How big the column (or row) is.
  public enum Size: Sendable, Equatable {
    /// Exactly this long.
    case fixed(CGFloat)
    /// A share of what the fixed items leave, clamped to the range.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many items of at least `minimum` as fit in a share of what is left.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  /// The space to the next item; nil is the default spacing (8).
  public var spacing: CGFloat?
  /// How a cell is aligned in its area; nil uses the grid's alignment.
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}
