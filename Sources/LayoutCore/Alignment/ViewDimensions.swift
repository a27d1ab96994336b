/// A view's size and its alignment guides (mirrors SwiftUI's `ViewDimensions`).
public struct ViewDimensions: Equatable, Sendable {
  public let width: CGFloat
  public let height: CGFloat
  /// Guides the view sets explicitly (a text's baselines, say), keyed by guide.
  var explicitHorizontal: [HorizontalAlignment: CGFloat]
  var explicitVertical: [VerticalAlignment: CGFloat]

  package init(
    size: CGSize,
    explicitHorizontal: [HorizontalAlignment: CGFloat] = [:],
    explicitVertical: [VerticalAlignment: CGFloat] = [:]
  ) {
    self.width = size.width
    self.height = size.height
    self.explicitHorizontal = explicitHorizontal
    self.explicitVertical = explicitVertical
  }

  /// The guide's value: explicit when the view sets one, otherwise the guide's default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    explicitHorizontal[guide] ?? guide.defaultValue(in: self)
  }

  public subscript(guide: VerticalAlignment) -> CGFloat {
    explicitVertical[guide] ?? guide.defaultValue(in: self)
  }

  /// The guide's value only when the view sets it explicitly.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitHorizontal[guide] }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitVertical[guide] }

  /// The size.
  package var size: CGSize { CGSize(width: width, height: height) }
}
