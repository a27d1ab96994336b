/// SwiftUI's stack algorithm along one axis, shared by `HStackLayout` and `VStackLayout`.
///
/// With a concrete length along the axis, children are sized in order of layout priority
/// (highest first), then of flexibility (least flexible first); each is offered an equal share
/// of what remains, after reserving the minimum lengths of lower-priority children. With no
/// length proposed, every child takes its ideal length. Children line up on an alignment guide
/// across the axis.
struct StackAlgorithm {
  let axis: Axis
  let spacing: CGFloat?
  /// The alignment guide's position in a view, across the axis.
  let guide: (ViewDimensions) -> CGFloat
  /// Where the guide sits in a unit box across the axis (0 top/leading … 1 bottom/trailing).
  let guideFraction: CGFloat

  struct Result {
    var proposals: [ProposedViewSize]
    var sizes: [CGSize]
    /// Offset of each child's leading/top edge along the axis.
    var along: [CGFloat]
    /// Offset of each child across the axis, within the aligned extent.
    var across: [CGFloat]
    var size: CGSize
  }

  /// A stack along `axis` aligning its children on `guide` (a guide across the axis).
  init(axis: Axis, spacing: CGFloat?, guide: @escaping (ViewDimensions) -> CGFloat) {
    self.axis = axis
    self.spacing = spacing
    self.guide = guide
    self.guideFraction = guide(ViewDimensions(size: CGSize(width: 1, height: 1)))
  }

  /// The layout properties of a stack along `axis`: spacers grow along it.
  static func properties(_ axis: Axis) -> LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = axis
    return properties
  }

  /// `sizeThatFits` of a stack.
  func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    run(proposal, subviews).size
  }

  /// `placeSubviews` of a stack.
  func arrange(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
    place(run(proposal, subviews), in: bounds, subviews)
  }

  func run(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Result {
    let count = subviews.count
    let children = Array(subviews)
    var gaps = [CGFloat](repeating: 0, count: max(0, count - 1))
    for i in gaps.indices {
      gaps[i] = spacing ?? children[i].spacing.distance(to: children[i + 1].spacing, along: axis)
    }
    let totalGaps = gaps.reduce(0, +)
    let across = proposal[axis.orthogonal]
    var proposals = [ProposedViewSize](repeating: ProposedViewSize(nil, across, in: axis), count: count)
    var sizes = [CGSize](repeating: .zero, count: count)
    if let length = proposal[axis] {
      distribute(max(0, length - totalGaps), across, children, &proposals, &sizes)
    } else {
      for i in children.indices { sizes[i] = children[i].sizeThatFits(proposals[i]) }
    }
    var along = [CGFloat](repeating: 0, count: count)
    var position: CGFloat = 0
    for i in 0..<count {
      along[i] = position
      position += sizes[i][axis] + (i < gaps.count ? gaps[i] : 0)
    }
    // Align across the axis: each child's guide on one line. A child infinitely long across
    // (a flexible view proposed ∞) makes the stack infinite across too, as in SwiftUI; its
    // guide is ∞ or NaN, so it is left out of the line rather than turning every offset into
    // ∞ − ∞.
    var guides = [CGFloat](repeating: 0, count: count)
    for i in 0..<count { guides[i] = guide(children[i].dimensions(in: proposals[i])) }
    let finite = (0..<count).map { guides[$0].isFinite && sizes[$0][axis.orthogonal].isFinite }
    let topMost = (0..<count).filter { finite[$0] }.map { guides[$0] }.max() ?? 0
    var offsets = (0..<count).map { finite[$0] ? topMost - guides[$0] : 0 }
    let minOffset = offsets.min() ?? 0
    offsets = offsets.map { $0 - minOffset }
    var extent = (0..<count).map { offsets[$0] + sizes[$0][axis.orthogonal] }.max() ?? 0
    if sizes.contains(where: { $0[axis.orthogonal] == .infinity }) { extent = .infinity }
    let length = count == 0 ? 0 : position
    return Result(
      proposals: proposals, sizes: sizes, along: along, across: offsets,
      size: CGSize(length, extent, in: axis))
  }

  /// `spacing(subviews:cache:)` of a stack: what its children prefer across the axis, the
  /// first child's leading (top) preference and the last child's trailing (bottom) one, as
  /// SwiftUI's stacks report; an empty stack states zero.
  func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
    guard let first = subviews.first, let last = subviews.last else { return .zero }
    let across: Edge.Set = axis == .horizontal ? [.top, .bottom] : [.leading, .trailing]
    var result = ViewSpacing()
    for subview in subviews { result.formUnion(subview.spacing, edges: across) }
    result.formUnion(first.spacing, edges: axis == .horizontal ? .leading : .top)
    result.formUnion(last.spacing, edges: axis == .horizontal ? .trailing : .bottom)
    return result
  }

  /// Shares `available` among the children: priority groups first, least flexible first.
  private func distribute(
    _ available: CGFloat, _ across: CGFloat?, _ children: [LayoutSubview],
    _ proposals: inout [ProposedViewSize], _ sizes: inout [CGSize]
  ) {
    let minimums = children.map { $0.sizeThatFits(ProposedViewSize(0, across, in: axis))[axis] }
    let maximums = children.map {
      $0.sizeThatFits(ProposedViewSize(.infinity, across, in: axis))[axis]
    }
    let order = children.indices.sorted { a, b in
      let pa = children[a].priority
      let pb = children[b].priority
      if pa != pb { return pa > pb }
      let fa = maximums[a] - minimums[a]
      let fb = maximums[b] - minimums[b]
      if fa != fb { return fa < fb }
      // Equally flexible: of two unbounded children the one with the larger minimum goes
      // first (it gets its share before the other can take it); otherwise view order.
      if fa == .infinity && minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
      return a < b
    }
    var remaining = available
    var start = 0
    while start < order.count {
      let priority = children[order[start]].priority
      var end = start
      while end < order.count && children[order[end]].priority == priority { end += 1 }
      let reserved = order[end...].reduce(CGFloat(0)) { $0 + minimums[$1] }
      var groupRemaining = remaining - reserved
      var left = CGFloat(end - start)
      for index in order[start..<end] {
        let share = max(0, groupRemaining / left)
        proposals[index] = ProposedViewSize(share, across, in: axis)
        sizes[index] = children[index].sizeThatFits(proposals[index])
        // ∞ taken out of ∞ (a flexible child proposed ∞) leaves ∞, not NaN.
        let taken = sizes[index][axis]
        if !(groupRemaining - taken).isNaN { groupRemaining -= taken }
        if !(remaining - taken).isNaN { remaining -= taken }
        left -= 1
      }
      start = end
    }
  }

  /// Places the children in `bounds` from a run's result; extra space across the axis is
  /// shared according to the guide (centred for `.center`).
  func place(_ result: Result, in bounds: CGRect, _ subviews: LayoutSubviews) {
    let slack = bounds.size[axis.orthogonal] - result.size[axis.orthogonal]
    let shift = slack.isFinite ? slack * guideFraction : 0
    for (i, subview) in subviews.enumerated() {
      var point = bounds.origin
      point[axis] += result.along[i]
      point[axis.orthogonal] += result.across[i] + shift
      subview.place(at: point, anchor: .topLeading, proposal: result.proposals[i])
    }
  }
}
