/// A proposal for the size of a view (mirrors SwiftUI's `ProposedViewSize`).
///
/// Each dimension is `nil` (unspecified: "what is your ideal size?"), 0 (your minimum),
/// ∞ (your maximum) or a concrete length.
public struct ProposedViewSize: Hashable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?

  @inlinable public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  @inlinable public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Asks for the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Asks for the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with each `nil` dimension replaced from `size` (10×10 by default, as SwiftUI).
  @inlinable public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// The dimension along `axis`.
  @inlinable package subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// A proposal built from a dimension along `axis` and one across it.
  @inlinable package init(_ along: CGFloat?, _ across: CGFloat?, in axis: Axis) {
    if axis == .horizontal {
      self.init(width: along, height: across)
    } else {
      self.init(width: across, height: along)
    }
  }
}

extension ProposedViewSize: CustomStringConvertible {
  public var description: String {
    func text(_ value: CGFloat?) -> String {
      guard let value else { return "nil" }
      return value == .infinity ? "∞" : formatLength(value)
    }
    return "(\(text(width)) × \(text(height)))"
  }
}

/// Formats a length compactly: integers without a fraction, others to at most 3 decimals.
package func formatLength(_ value: CGFloat) -> String {
  if !value.isFinite { return value.isNaN ? "nan" : (value > 0 ? "∞" : "-∞") }
  if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
  let rounded = (value * 1000).rounded() / 1000
  return String(Double(rounded))
}
