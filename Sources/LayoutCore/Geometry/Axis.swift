/// The horizontal or vertical dimension (mirrors SwiftUI's `Axis`).
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  case horizontal
  case vertical

  /// The other axis.
  package var orthogonal: Axis { self == .horizontal ? .vertical : .horizontal }

  /// A set of axes, as `ViewThatFits(in:)` takes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }

    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)

    /// Whether the set holds `axis`.
    package func contains(_ axis: Axis) -> Bool {
      // Spelled out: an untyped `.horizontal : .vertical` resolves to `Axis` and recurses.
      let member: Set = axis == .horizontal ? .horizontal : .vertical
      return contains(member)
    }
  }
}

extension CGSize {
  /// The length along `axis`.
  @inlinable public subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// A size built from a length along `axis` and one across it.
  @inlinable public init(_ along: CGFloat, _ across: CGFloat, in axis: Axis) {
    self =
      axis == .horizontal
      ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
  }
}

extension CGPoint {
  /// The coordinate along `axis`.
  @inlinable public subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }
}
