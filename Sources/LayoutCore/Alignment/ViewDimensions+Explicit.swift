extension ViewDimensions {
  /// The same dimensions with `guide` set explicitly to `value` (an `alignmentGuide` modifier).
  package func setting(_ guide: HorizontalAlignment, to value: CGFloat) -> ViewDimensions {
    var copy = self
    copy.explicitHorizontal[guide] = value
    return copy
  }

  package func setting(_ guide: VerticalAlignment, to value: CGFloat) -> ViewDimensions {
    var copy = self
    copy.explicitVertical[guide] = value
    return copy
  }
}

/// Every guide a view can set explicitly: the built-in ones and every custom guide an
/// `alignmentGuide` modifier has named (a guide nobody sets explicitly has its default value
/// everywhere). Comparing two `ViewDimensions` compares these. Guides are registered once and
/// never forgotten.
package final class KnownGuides: @unchecked Sendable {
  package static let shared = KnownGuides()
  private let lock = NSLock()
  private var horizontalGuides: [HorizontalAlignment] = [.leading, .center, .trailing]
  private var verticalGuides: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]

  package var horizontal: [HorizontalAlignment] { lock.withLock { horizontalGuides } }
  package var vertical: [VerticalAlignment] { lock.withLock { verticalGuides } }

  package func register(_ guide: HorizontalAlignment) {
    lock.withLock { if !horizontalGuides.contains(guide) { horizontalGuides.append(guide) } }
  }

  package func register(_ guide: VerticalAlignment) {
    lock.withLock { if !verticalGuides.contains(guide) { verticalGuides.append(guide) } }
  }
}
