/// Culling: a frame draws, and takes clicks on, only what can be seen.
///
/// Before each frame's display list, every drawn node records `drawnExtent`: a rectangle that
/// holds everything its subtree may draw, in the coordinates the node is drawn in (before its
/// own offset and effects). Drawing skips a node whose extent, mapped to the window, misses the
/// visible region: the window, narrowed by every scroll view and clip around the node. A
/// skipped subtree emits no items and no hit regions, so it is neither drawn nor hit.
///
/// The extents are conservative: what cannot be bounded from the layout alone (a view that is
/// animating, whose presented frame is not its layout frame; a scale or rotation effect; a
/// container with removed children still fading out) is never skipped, though its descendants
/// still are when they miss the window.
extension ViewGraph {
  /// Room around every frame for what is drawn just outside it: antialiasing, glyph overhang,
  /// the outer half of a thin stroke.
  nonisolated static let cullingSlack: CGFloat = 4

  /// Records `drawnExtent` down the drawn tree under `node` and returns the node's.
  ///
  /// A subtree that was only moved since its extents were worked out (`Node.move`) keeps them,
  /// moved with it, so a resize re-wrapping ten thousand chips visits each chip once, not each
  /// of its views. An animating view's extent holds its whole path (`Animator.reach`), so
  /// it too is kept while the animation runs; starting one makes the views around it work theirs
  /// out again (AnimationState.swift).
  @discardableResult
  func updateDrawnExtents(_ node: Node, ghostParents: Set<ViewIdentity>) -> CGRect {
    if node.extentIsCurrent { return node.drawnExtent }
    extentsWorkedOut += 1
    let reach = animations.reach(of: node)
    // An animation that scales or runs effects is not bounded here.
    var unbounded = reach != nil && reach?.frame == nil
    var extent = (reach?.frame ?? node.frame).insetBy(dx: -node.ownDrawingOutset, dy: -node.ownDrawingOutset)
    let clipsChildren = node.clipsDrawingToFrame
    for child in node.drawnChildren {
      let childExtent = updateDrawnExtents(child, ghostParents: ghostParents)
      guard !clipsChildren else { continue }
      if childExtent.isInfinite { unbounded = true } else { extent = extent.union(childExtent) }
    }
    if let effect = node as? EffectNode, case .shadow(_, let radius, let offset) = effect.effect {
      // The blurred copy is offset and spreads by the blur; three radii hold all but a trace.
      let spread = 3 * abs(radius) + Self.cullingSlack
      extent = extent.union(extent.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -spread, dy: -spread))
    }
    if let effect = node as? EffectNode, let radius = effect.blurSpread {
      extent = extent.insetBy(dx: -(radius + Self.cullingSlack), dy: -(radius + Self.cullingSlack))
    }
    // Offsets move the extent; a scale or rotation is not bounded here (never culled).
    var turnsOrScales = false
    for effect in node.geometryEffects {
      switch effect {
      case .offset(let offset): extent = extent.offsetBy(dx: offset.width, dy: offset.height)
      case .scale, .rotation, .rotation3D: turnsOrScales = true
      }
    }
    // A translation carries everything above, anywhere along its swing.
    if let reach, reach.translation != .zero || reach.translationSwing != .zero {
      extent = extent.offsetBy(dx: reach.translation.width, dy: reach.translation.height)
        .insetBy(dx: -reach.translationSwing.width, dy: -reach.translationSwing.height)
    }
    if unbounded || turnsOrScales || ghostParents.contains(node.id) {
      extent = .infinite
    }
    node.drawnExtent = extent
    node.extentIsCurrent = true
    return extent
  }
}

extension ViewGraph {
  /// Makes every extent under `node` be worked out again on the next frame; with
  /// `onlyWhereAnimated`, only those of subtrees where some view animated (the others never
  /// held an animation's path).
  func forgetDrawnExtents(_ node: Node, onlyWhereAnimated: Bool = false) {
    if onlyWhereAnimated && !node.subtreeMayAnimate { return }
    node.extentIsCurrent = false
    guard !onlyWhereAnimated || node.descendantsMayAnimate else { return }
    for child in node.allChildren { forgetDrawnExtents(child, onlyWhereAnimated: onlyWhereAnimated) }
  }
}

extension Node {
  /// How far the node's own drawing may reach outside its frame.
  fileprivate var ownDrawingOutset: CGFloat {
    if let shape = self as? ShapeNode, case .stroke(let width) = shape.paint {
      return ViewGraph.cullingSlack + abs(width) / 2
    }
    return ViewGraph.cullingSlack
  }

  /// Whether everything the children draw is clipped to the node's frame (a scroll view's
  /// viewport, `clipped`, `clipShape`), so their extents do not widen the node's.
  var clipsDrawingToFrame: Bool {
    if clipCornerRadius != nil || self is ScrollViewNode { return true }
    if let effect = self as? EffectNode, case .clip = effect.effect { return true }
    return false
  }
}

extension DisplayListBuilder {
  /// Whether a node with this drawn extent would draw nothing visible.
  func culls(_ extent: CGRect) -> Bool {
    guard !visible.isInfinite, !extent.isInfinite else { return false }
    let mapped =
      transform.isAxisAligned
      ? transform.apply(extent)
      : transform.corners(of: extent).reduce(CGRect.null) { $0.union(CGRect(origin: $1, size: .zero)) }
    return !mapped.intersects(visible)
  }

  /// The visible region for the children of `node`, drawn at `frame` (window coordinates):
  /// narrowed to the frame when it clips them; widened when a shadow can carry what they draw
  /// outside the region into it.
  func visibleToChildren(of node: Node, frame: CGRect) -> CGRect {
    guard !visible.isInfinite else { return visible }
    if node.clipsDrawingToFrame { return visible.intersection(frame) }
    if let effect = node as? EffectNode, case .shadow(_, let radius, let offset) = effect.effect {
      let shift = transform.applyToVector(offset)
      let spread = (3 * abs(radius) + ViewGraph.cullingSlack) * transform.scale
      return visible.union(visible.offsetBy(dx: -shift.width, dy: -shift.height).insetBy(dx: -spread, dy: -spread))
    }
    if let effect = node as? EffectNode, let radius = effect.blurSpread {
      // A blur carries what its content draws just outside the region into it.
      let spread = (radius + ViewGraph.cullingSlack) * transform.scale
      return visible.insetBy(dx: -spread, dy: -spread)
    }
    return visible
  }
}
