/// A view's size and its alignment guides (mirrors SwiftUI's `ViewDimensions`).
public struct ViewDimensions: Sendable {
  public let width: CGFloat
  public let height: CGFloat
  /// Guides the view sets explicitly (a text's baselines, say), keyed by guide.
  var explicitHorizontal: [HorizontalAlignment: CGFloat]
  var explicitVertical: [VerticalAlignment: CGFloat]
  /// A container's own guides, asked for when read; the ones above (its `alignmentGuide`
  /// modifiers) take precedence.
  let deferred: DeferredGuides?

  package init(
    size: CGSize,
    explicitHorizontal: [HorizontalAlignment: CGFloat] = [:],
    explicitVertical: [VerticalAlignment: CGFloat] = [:],
    deferred: DeferredGuides? = nil
  ) {
    self.width = size.width
    self.height = size.height
    self.explicitHorizontal = explicitHorizontal
    self.explicitVertical = explicitVertical
    self.deferred = deferred
  }

  /// The guide's value: explicit when the view sets one, otherwise the guide's default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.defaultValue(in: self)
  }

  public subscript(guide: VerticalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.defaultValue(in: self)
  }

  /// The guide's value only when the view sets it explicitly.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    explicitHorizontal[guide] ?? deferred?.value(of: guide)
  }

  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    explicitVertical[guide] ?? deferred?.value(of: guide)
  }

  /// The size.
  package var size: CGSize { CGSize(width: width, height: height) }
}

extension ViewDimensions: Equatable {
  /// Equal sizes and equal values for every guide a view can set (the built-in ones and every
  /// custom guide in use), however each side came by them.
  public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
    let guides = KnownGuides.shared
    return guides.horizontal.allSatisfy { lhs[explicit: $0] == rhs[explicit: $0] }
      && guides.vertical.allSatisfy { lhs[explicit: $0] == rhs[explicit: $0] }
  }
}
