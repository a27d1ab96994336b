/// The layouts behind `padding`, `frame` and `background`/`overlay`: each a `Layout` over one
/// or two subviews, so modifiers run through the same engine as user layouts.

/// Insets its single subview (SwiftUI's padding).
struct PaddingLayout: Layout {
  var insets: EdgeInsets

  private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
      height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let content = subviews.first?.sizeThatFits(inner(proposal)) ?? .zero
    return CGSize(
      width: content.width + insets.leading + insets.trailing,
      height: content.height + insets.top + insets.bottom)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    // Children get the proposal they were measured with, so their size and choices match.
    let proposed = inner(proposal)
    for subview in subviews {
      subview.place(
        at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), proposal: proposed)
    }
  }
}

/// Places subviews aligned inside bounds, each proposed the same size.
private func placeAligned(
  _ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize, alignment: Alignment
) {
  for subview in subviews {
    let dimensions = subview.dimensions(in: proposal)
    let container = ViewDimensions(size: bounds.size)
    let x = bounds.minX + container[alignment.horizontal] - dimensions[alignment.horizontal]
    let y = bounds.minY + container[alignment.vertical] - dimensions[alignment.vertical]
    subview.place(at: CGPoint(x: x, y: y), proposal: proposal)
  }
}

/// A fixed width and/or height, the subview aligned inside (SwiftUI's `frame(width:height:)`).
struct FixedFrameLayout: Layout {
  var width: CGFloat?
  var height: CGFloat?
  var alignment: Alignment

  private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    if let width, let height { return CGSize(width: width, height: height) }
    let content = subviews.first?.sizeThatFits(inner(proposal)) ?? .zero
    return CGSize(width: width ?? content.width, height: height ?? content.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeAligned(subviews, in: bounds, proposal: inner(proposal), alignment: alignment)
  }
}

/// Minimum, ideal and maximum constraints (SwiftUI's `frame(minWidth:idealWidth:maxWidth:…)`),
/// following SwiftUI's documented rules per dimension.
struct FlexibleFrameLayout: Layout {
  var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
  var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
  var alignment: Alignment

  private func limits(_ axis: Axis) -> (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
    axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
  }

  /// The proposal to the child: the frame's proposal clamped to the constraints, ideal values
  /// replacing unspecified dimensions.
  private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
    var result = proposal
    for axis in Axis.allCases {
      let (lo, ideal, hi) = limits(axis)
      if var value = proposal[axis] {
        // The max applied last: a contradictory frame (max below min) proposes its max.
        if let lo { value = max(value, lo) }
        if let hi { value = min(value, hi) }
        result[axis] = value
      } else if let ideal {
        result[axis] = ideal
      }
    }
    return result
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let child = subviews.first?.sizeThatFits(inner(proposal)) ?? .zero
    var size = CGSize.zero
    for axis in Axis.allCases {
      let (lo, ideal, hi) = limits(axis)
      let own = child[axis]
      let proposed = proposal[axis]
      var value = own
      if proposed == nil, let ideal {
        value = ideal
      } else if let lo, let hi, lo > hi {
        // No range (max below min, no ideal): SwiftUI's frame takes its content's size, the
        // content having been proposed the max.
        size[axis] = own
        continue
      } else if lo != nil && hi != nil {
        // Both constraints: the proposal, clamped ("adopts the size proposed for it").
        value = proposed ?? own
      } else if lo != nil {
        // A minimum: shrink below the content only as far as proposed, never below the minimum.
        if let proposed, proposed < own { value = proposed }
      } else if hi != nil {
        // A maximum: grow to the proposal, up to the maximum.
        if let proposed, proposed > own { value = proposed }
      }
      if let hi { value = min(value, hi) }
      if let lo { value = max(value, lo) }
      size[axis] = value
    }
    return size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeAligned(subviews, in: bounds, proposal: inner(proposal), alignment: alignment)
  }
}

/// A primary subview and a decoration sized to it (SwiftUI's `background` and `overlay`):
/// subview 0 decides the size, subview 1 is proposed that size and aligned on it.
struct DecorationLayout: Layout {
  var alignment: Alignment

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let primary = subviews.first else { return }
    primary.place(at: bounds.origin, proposal: proposal)
    placeAligned(subviews.dropFirst(), in: bounds, proposal: ProposedViewSize(bounds.size), alignment: alignment)
  }
}

// In an extension, so the memberwise initialiser (the list rows' frames) stays.
extension FlexibleFrameLayout {
  /// The constraints as `frame(minWidth:idealWidth:maxWidth:…)` gives them, put in order the
  /// way SwiftUI's frame does (measured through its `_FlexFrameLayout` initialiser, see
  /// docs/layout-semantics.md, “Frames”): a negative minimum becomes 0, an ideal below the
  /// minimum is raised to it, a maximum below the ideal (or below 0) is raised to that. A
  /// maximum below the minimum with no ideal stays as given: such a frame has no range; it
  /// proposes its content the maximum and takes the content's size.
  init(
    normalizingMinWidth minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
    minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment
  ) {
    func ordered(_ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?) -> (CGFloat?, CGFloat?, CGFloat?) {
      let lo = lo.map { max($0, 0) }
      let ideal = ideal.map { max(lo ?? 0, $0) }
      let hi = hi.map { max(ideal ?? 0, $0) }
      return (lo, ideal, hi)
    }
    (self.minWidth, self.idealWidth, self.maxWidth) = ordered(minWidth, idealWidth, maxWidth)
    (self.minHeight, self.idealHeight, self.maxHeight) = ordered(minHeight, idealHeight, maxHeight)
    self.alignment = alignment
  }
}
