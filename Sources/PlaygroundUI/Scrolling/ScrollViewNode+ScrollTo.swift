/// Carrying out `ScrollViewProxy.scrollTo` while a scroll view lays out: the view with the id
/// is looked for among the content's views, then among the rows lazy stacks have not built
/// (by id, without building them), and the offset that puts it where the anchor says is worked
/// out from its frame, or from a lazy stack's estimate of it.
extension ScrollViewNode {
  /// The offset that shows the view a waiting `scrollTo` names, if it is in this scroll view;
  /// the request is done with when the view was built, and waits for the rows otherwise.
  func scrollTarget(viewport: CGSize) -> CGPoint? {
    guard var request = state.scrollRequest else { return nil }
    let origin = content.frame.origin
    let frame: CGRect
    if let node = Self.node(identifiedBy: request.id, in: content, belowDepth: id.depth) {
      frame = node.frame
      state.scrollRequest = nil
    } else if let (stack, row) = Self.lazyRow(identifiedBy: request.id, in: content) {
      frame = stack.estimatedFrame(ofRow: row)
      request.awaitsRows = true
      request.attempts += 1
      state.scrollRequest = request
    } else {
      return nil
    }
    return aligning(frame.offsetBy(dx: -origin.x, dy: -origin.y), anchor: request.anchor, viewport: viewport)
  }

  /// The offset putting `rect` (content coordinates) at `anchor` of the viewport, or, without
  /// an anchor, the nearest one that shows it whole (its start, when it is longer than the
  /// viewport).
  private func aligning(_ rect: CGRect, anchor: UnitPoint?, viewport: CGSize) -> CGPoint {
    var target = offset
    for axis in [Axis.horizontal, .vertical] where axes.contains(axis) {
      let start = axis == .vertical ? rect.minY : rect.minX
      let length = rect.size[axis]
      let visible = viewport[axis]
      let current = offset[axis]
      if let anchor {
        let fraction = axis == .vertical ? anchor.y : anchor.x
        target[axis] = start + fraction * length - fraction * visible
      } else if start < current || length > visible {
        target[axis] = start
      } else if start + length > current + visible {
        target[axis] = start + length - visible
      }
    }
    return target
  }

  /// The outermost node under `node` made for a view identified by `wanted` (an explicit id
  /// among the components below the scroll view's own).
  private static func node(identifiedBy wanted: AnyHashable, in node: Node, belowDepth depth: Int) -> Node? {
    if node.id.contains(explicitID: wanted) {
      let below = node.id.components.dropFirst(depth)
      if below.contains(where: { if case .explicit(let id) = $0 { id.value == wanted } else { false } }) {
        return node
      }
    }
    for child in node.allChildren {
      if let found = Self.node(identifiedBy: wanted, in: child, belowDepth: depth) { return found }
    }
    return nil
  }

  /// A lazy stack under `node` with a row identified by `wanted` that is not built, and the
  /// row's index.
  private static func lazyRow(identifiedBy wanted: AnyHashable, in node: Node) -> (LazyStackNode, Int)? {
    if let stack = node as? LazyStackNode, let cell = stack.rowSource.index(of: wanted) {
      return (stack, cell / stack.parameters.cellsPerRow)
    }
    for child in node.allChildren {
      if let found = lazyRow(identifiedBy: wanted, in: child) { return found }
    }
    return nil
  }
}
