/// A leaf of fixed size whatever it is proposed: the `layout` command's items and the benchmark's.
package final class FixedBox: LayoutItem {
  package let size: CGSize
  package var layoutPriority: Double
  /// The frame from the last placement pass.
  package var frame: CGRect { placedFrame }
  /// Private, so the optimiser sees every access and drops the dynamic exclusivity checks.
  private var placedFrame: CGRect = .zero

  package init(_ size: CGSize, priority: Double = 0) {
    self.size = size
    self.layoutPriority = priority
  }

  package convenience init(width: CGFloat, height: CGFloat) {
    self.init(CGSize(width: width, height: height))
  }

  package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size }

  package func place(in frame: CGRect, proposal: ProposedViewSize) { placedFrame = frame }

  package var mayHaveExplicitGuides: Bool { false }
}

/// A leaf that takes what it is offered between a minimum and a maximum per axis, with an
/// ideal for unspecified proposals: a stand-in for flexible views (`Color`, `.frame(maxWidth:)`).
package final class FlexibleBox: LayoutItem {
  package let minSize: CGSize
  package let idealSize: CGSize
  package let maxSize: CGSize
  package var layoutPriority: Double
  package private(set) var frame: CGRect = .zero

  package init(min: CGSize = .zero, ideal: CGSize, max: CGSize, priority: Double = 0) {
    self.minSize = min
    self.idealSize = ideal
    self.maxSize = max
    self.layoutPriority = priority
  }

  package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    func pick(_ proposed: CGFloat?, _ lo: CGFloat, _ ideal: CGFloat, _ hi: CGFloat) -> CGFloat {
      guard let proposed else { return ideal }
      return Swift.min(Swift.max(proposed, lo), hi)
    }
    return CGSize(
      width: pick(proposal.width, minSize.width, idealSize.width, maxSize.width),
      height: pick(proposal.height, minSize.height, idealSize.height, maxSize.height))
  }

  package func place(in frame: CGRect, proposal: ProposedViewSize) { self.frame = frame }

  package var mayHaveExplicitGuides: Bool { false }
}
