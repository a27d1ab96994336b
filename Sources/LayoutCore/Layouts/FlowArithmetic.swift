/// The wrap arithmetic of `FlowLayout`, over sizes already measured and stored contiguously.
///
/// It follows CSS `flex-wrap: wrap` as Chrome computes it (see the oracle fixtures): a line
/// starts as soon as it holds an item, even a zero-width one, and the next item wraps when the
/// line so far plus the gap plus its width exceeds the container. An item wider than the
/// container sits alone on its line.
package enum FlowArithmetic {
  /// Lays out `count` items and returns the container size.
  ///
  /// - Parameters:
  ///   - containerWidth: the width lines wrap at (∞ puts everything on one line).
  ///   - reportedWidth: the width to report for a non-leading alignment (the proposed width);
  ///     nil reports the widest line.
  ///   - alignmentFraction: where a shorter line sits in the container: 0 leading, 0.5 centre,
  ///     1 trailing.
  ///   - originsX/originsY: where to write each item's origin, or nil when only sizing.
  @inlinable
  package static func arrange(
    widths: UnsafeBufferPointer<CGFloat>, heights: UnsafeBufferPointer<CGFloat>,
    containerWidth: CGFloat, reportedWidth: CGFloat?,
    horizontalSpacing gapX: CGFloat, verticalSpacing gapY: CGFloat,
    alignmentFraction: CGFloat,
    originsX: UnsafeMutablePointer<CGFloat>?, originsY: UnsafeMutablePointer<CGFloat>?
  ) -> CGSize {
    let count = widths.count
    var lineWidth: CGFloat = 0
    var lineHeight: CGFloat = 0
    var lineStart = 0
    var y: CGFloat = 0
    var widest: CGFloat = 0
    var index = 0
    while index < count {
      let width = widths[index]
      if index > lineStart && lineWidth + gapX + width > containerWidth {
        widest = Swift.max(widest, lineWidth)
        if let originsX, alignmentFraction != 0 {
          shift(originsX, lineStart..<index, by: (containerWidth - lineWidth) * alignmentFraction)
        }
        y += lineHeight + gapY
        lineWidth = 0
        lineHeight = 0
        lineStart = index
      }
      let x = index == lineStart ? 0 : lineWidth + gapX
      originsX?[index] = x
      originsY?[index] = y
      lineWidth = x + width
      lineHeight = Swift.max(lineHeight, heights[index])
      index += 1
    }
    guard count > 0 else {
      return CGSize(width: alignmentFraction != 0 ? (reportedWidth ?? 0) : 0, height: 0)
    }
    widest = Swift.max(widest, lineWidth)
    if let originsX, alignmentFraction != 0 {
      shift(originsX, lineStart..<count, by: (containerWidth - lineWidth) * alignmentFraction)
    }
    let width = alignmentFraction != 0 ? (reportedWidth ?? widest) : widest
    return CGSize(width: width, height: y + lineHeight)
  }

  @inlinable
  static func shift(_ xs: UnsafeMutablePointer<CGFloat>, _ range: Range<Int>, by offset: CGFloat) {
    guard offset.isFinite else { return }
    for i in range { xs[i] += offset }
  }
}
