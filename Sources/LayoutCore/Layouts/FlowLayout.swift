/// Lays subviews out in lines, left to right, wrapping like CSS `flex-wrap: wrap`, each line
/// aligned leading, centre or trailing (the articles' FlowLayout and its aligned variant).
///
/// Width: the widest line for `.leading` (or when no finite width is proposed); the proposed
/// width for `.center` and `.trailing`. Height: the lines' heights plus the gaps between them.
package struct FlowLayout: Layout {
  package var horizontalSpacing: CGFloat
  package var verticalSpacing: CGFloat
  /// How each line sits in the container: `.leading`, `.center` or `.trailing`.
  package var alignment: HorizontalAlignment

  package init(
    horizontalSpacing: CGFloat = 8, verticalSpacing: CGFloat = 8,
    alignment: HorizontalAlignment = .leading
  ) {
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.alignment = alignment
  }

  /// The subviews' ideal sizes, measured once per change of subviews, stored contiguously.
  package struct Cache {
    var widths: [CGFloat]
    var heights: [CGFloat]
    var originsX: [CGFloat]
    var originsY: [CGFloat]
  }

  package func makeCache(subviews: Subviews) -> Cache {
    var cache = Cache(widths: [], heights: [], originsX: [], originsY: [])
    updateCache(&cache, subviews: subviews)
    return cache
  }

  package func updateCache(_ cache: inout Cache, subviews: Subviews) {
    let count = subviews.count
    cache.widths.removeAll(keepingCapacity: true)
    cache.heights.removeAll(keepingCapacity: true)
    cache.widths.reserveCapacity(count)
    cache.heights.reserveCapacity(count)
    // Index loops, not `for subview in subviews`: the iterator hands out each proxy as an owned
    // value, which costs a retain and a release of the subviews' storage per subview.
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      cache.widths.append(size.width.finiteNonNegative())
      cache.heights.append(size.height.finiteNonNegative())
    }
    if cache.originsX.count != count {
      cache.originsX = Array(repeating: 0, count: count)
      cache.originsY = Array(repeating: 0, count: count)
    }
  }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    let width = proposal.width.map { $0.isNaN ? 0 : $0 }
    // An infinite width (the `.infinity` proposal: "your maximum") lays everything on one line
    // like an unspecified one, and reports that line's width: a flow has no use for more, and
    // ∞ would leave the container no finite bounds to place its lines in.
    let reported = width.flatMap { $0.isFinite ? $0 : nil }
    return arrange(
      &cache, containerWidth: width ?? .infinity, reportedWidth: reported, placing: false)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    // Wrap at the width the size was computed for (SwiftUI passes the same proposal here), not
    // at bounds.width: when an item wider than the proposal sits alone on its line, `.leading`
    // reports the widest line, wider than the proposal, and re-wrapping at that width would
    // pull later items up onto earlier lines (CSS wraps at the container's width).
    let wrapWidth = proposal.width.map { $0.isNaN ? 0 : $0 }
    let containerWidth = wrapWidth.flatMap { $0.isFinite ? $0 : nil } ?? bounds.width
    _ = arrange(&cache, containerWidth: containerWidth, reportedWidth: bounds.width, placing: true)
    // The cache holds the subviews from position 0, whatever their indices (a slice).
    for (index, subviewIndex) in subviews.indices.enumerated() {
      subviews[subviewIndex].place(
        at: CGPoint(x: bounds.minX + cache.originsX[index], y: bounds.minY + cache.originsY[index]),
        proposal: ProposedViewSize(width: cache.widths[index], height: cache.heights[index]))
    }
  }

  /// Where a shorter line sits: 0 for leading, ½ for centre, 1 for trailing (any guide works).
  var alignmentFraction: CGFloat {
    let fraction = alignment.defaultValue(in: ViewDimensions(size: CGSize(width: 1, height: 1)))
    return fraction.isFinite ? Swift.min(Swift.max(fraction, 0), 1) : 0
  }

  private func arrange(
    _ cache: inout Cache, containerWidth: CGFloat, reportedWidth: CGFloat?, placing: Bool
  ) -> CGSize {
    let gapX = horizontalSpacing.isFinite ? horizontalSpacing : 0
    let gapY = verticalSpacing.isFinite ? verticalSpacing : 0
    let fraction = alignmentFraction
    return cache.widths.withUnsafeBufferPointer { widths in
      cache.heights.withUnsafeBufferPointer { heights in
        cache.originsX.withUnsafeMutableBufferPointer { xs in
          cache.originsY.withUnsafeMutableBufferPointer { ys in
            FlowArithmetic.arrange(
              widths: widths, heights: heights, containerWidth: containerWidth,
              reportedWidth: reportedWidth, horizontalSpacing: gapX, verticalSpacing: gapY,
              alignmentFraction: fraction,
              originsX: placing ? xs.baseAddress : nil, originsY: placing ? ys.baseAddress : nil)
          }
        }
      }
    }
  }
}
