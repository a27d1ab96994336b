/// A leaf of fixed size whatever it is proposed: the `layout` command's items and the benchmark's.
public final class FixedBox: LayoutItem {
  public let size: CGSize
  public var layoutPriority: Double
  /// The frame from the last placement pass.
  public var frame: CGRect { placedFrame }
  /// Private, so the optimiser sees every access and drops the dynamic exclusivity checks.
  private var placedFrame: CGRect = .zero

  public init(_ size: CGSize, priority: Double = 0) {
    self.size = size
    self.layoutPriority = priority
  }

  public convenience init(width: CGFloat, height: CGFloat) {
    self.init(CGSize(width: width, height: height))
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size }

  public func place(in frame: CGRect, proposal: ProposedViewSize) { placedFrame = frame }
}

/// A leaf that takes what it is offered between a minimum and a maximum per axis, with an
/// ideal for unspecified proposals: a stand-in for flexible views (`Color`, `.frame(maxWidth:)`).
public final class FlexibleBox: LayoutItem {
  public let minSize: CGSize
  public let idealSize: CGSize
  public let maxSize: CGSize
  public var layoutPriority: Double
  public private(set) var frame: CGRect = .zero

  public init(min: CGSize = .zero, ideal: CGSize, max: CGSize, priority: Double = 0) {
    self.minSize = min
    self.idealSize = ideal
    self.maxSize = max
    self.layoutPriority = priority
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    func pick(_ proposed: CGFloat?, _ lo: CGFloat, _ ideal: CGFloat, _ hi: CGFloat) -> CGFloat {
      guard let proposed else { return ideal }
      return Swift.min(Swift.max(proposed, lo), hi)
    }
    return CGSize(
      width: pick(proposal.width, minSize.width, idealSize.width, maxSize.width),
      height: pick(proposal.height, minSize.height, idealSize.height, maxSize.height))
  }

  public func place(in frame: CGRect, proposal: ProposedViewSize) { self.frame = frame }
}
