/// The animation side of the graph: per identity, any animator moving a view's presented
/// appearance toward the target its layout gives it; plus fading-out ghosts of removed views.
///
/// A subtree that only moved (a chip re-wrapped onto the next line, with everything inside it)
/// animates as one: its top node gets an animator of its drawing translation, which carries
/// the subtree, and the views inside need none. A spring or a curve is linear in its offset, so
/// this is the same motion every view would have had with an animator of its own; views that
/// also change inside such a subtree animate relative to it.
@MainActor
final class AnimationState {
  /// A removed view still on screen while its removal transition runs.
  struct Ghost {
    var node: Node
    /// The identity the ghost fades out inside; when that stops being drawn (a page switched
    /// away), the ghost goes with it.
    var parent: ViewIdentity
    /// The parent's node and the nodes above it, as drawn since the last state change (the
    /// fade's start, or a change while it runs): culling skips none of them while it runs
    /// (Culling.swift).
    var pathToParent: [Node]
    var animator: Animator
    var hasColor: Bool
  }

  /// Set from just before a state change is resolved until the layout after it is compared
  /// with the tree drawn before (a reused body is laid out again in place, so its nodes keep
  /// the frames they had: `Node.frameBeforeGeneration`). False between changes: a resize
  /// compares nothing.
  private var changePending = false
  /// Reused nodes' appearances from before their annotations were put back.
  private var reannotated: [ObjectIdentifier: Appearance] = [:]
  /// The target each running animator's view had at the last update, to shift the animator
  /// when a relayout moves the view.
  var animatedTargets: [ViewIdentity: Appearance] = [:]
  var animators: [ViewIdentity: Animator] = [:]
  var ghosts: [Ghost] = []
  /// Views laid out each frame at their animated frame (MatchedGeometry.swift).
  var matchedPlacements: [MatchedPlacement] = []
  /// Strong references to the previous tree's nodes, which ghosts may need.
  private var previousRoot: Node?

  var isAnimating: Bool { !animators.isEmpty || !ghosts.isEmpty }

  /// The appearance to draw `node` with at `time`.
  func presented(_ node: Node, at time: Double) -> Appearance {
    let target = Appearance(of: node)
    guard node.mayAnimate, !animators.isEmpty, let animator = animators[node.id] else { return target }
    return Appearance(animator.value(at: time), hasColor: target.color != nil)
  }

  /// Begins a generation just before a state change is resolved: nodes made from here on are
  /// new, older ones keep the frame they had now once layout moves them, and the next `update`
  /// compares the new layout with the tree drawn until now.
  func captureBeforeChange() {
    guard !changePending else { return }
    changePending = true
    reannotated = [:]
    Node.generation &+= 1
  }

  /// Called as a reused body's top node gets its own annotations back, before outer modifiers
  /// add theirs: what it looked like must be kept for the comparison.
  func noteReannotating(_ node: Node) {
    guard changePending, node.madeInGeneration < Node.generation, reannotated[ObjectIdentifier(node)] == nil
    else { return }
    reannotated[ObjectIdentifier(node)] = Appearance(of: node)
  }

  /// Compares the new layout with the previous one and starts, retargets or drops animators.
  ///
  /// After a state change (`captureBeforeChange`) with an animation, every changed appearance
  /// animates from its presented value (keeping its velocity), inserted views transition in and
  /// removed ones transition out. Without one, and on a relayout with no state change (a
  /// resize), every view moves with the layout at once and a running animation plays out what
  /// is left of it around the new place: retargeting only the views still in flight sent a
  /// nearly settled label gliding across the window while its button had already jumped, so
  /// clicks on the label missed. A relayout with nothing animating costs nothing here.
  func update(
    root: Node?, time: Double, animation transaction: Animation?, slow: Bool,
    scoped: [AnimationScope] = []
  ) {
    guard changePending else {
      relayout(root: root, time: time)
      return
    }
    changePending = false
    let scale = slow ? 0.1 : 1
    var diff = TreeDiff(
      generation: Node.generation, time: time, timeScale: scale, transaction: transaction, scoped: scoped,
      running: animators, reannotated: reannotated, ghostParents: ghostParents)
    diff.compare(root, with: previousRoot)
    lastComparedCount = diff.comparedCount
    reannotated = [:]
    animators = diff.animators
    animatedTargets = diff.targets
    // A fading view whose parent is no longer drawn (its page was switched away) must not go
    // on fading in over whatever is drawn now.
    ghosts.removeAll { ghost in
      guard !diff.drawnGhostParents.contains(ghost.parent) else { return false }
      nodesToRecull += ghost.pathToParent
      return true
    }
    for index in ghosts.indices {
      if let path = diff.pathsToGhostParents[ghosts[index].parent] { ghosts[index].pathToParent = path }
    }
    // Removed views lose their animators; those whose parent is still drawn fade out as ghosts.
    for (node, parent) in diff.removed {
      guard let changeAnimation = diff.animation(for: node.id) else { continue }
      let transition = node.transition ?? .opacity
      let animation = transition.animation ?? changeAnimation
      let old = Appearance(of: node)
      let away = transition.offStage(old, removing: true, animatableCount: node.animatableNumbers.count)
      var from = Appearance.fitted(diff.runningValue(node.id) ?? old.vector, to: away.vector)
      var to = away.vector
      // The ghost is drawn inside its parent, whose drawing may have just started a translation:
      // it starts where it was, then moves with its parent.
      let carried = diff.childTranslation(of: parent)
      from[0] -= carried.width
      from[1] -= carried.height
      to[0] -= carried.width
      to[1] -= carried.height
      let path = diff.pathsToGhostParents[parent.id] ?? []
      nodesToRecull += path
      // Not found on the way (not expected: a node that loses children is a new node): every
      // extent is worked out again.
      if path.isEmpty { needsFreshExtents = true }
      ghosts.append(
        Ghost(
          node: node, parent: parent.id, pathToParent: path,
          animator: Animator(
            animation: animation, start: time, from: from, to: to,
            initialVelocity: Array(repeating: 0, count: from.count), timeScale: scale),
          hasColor: old.color != nil))
    }
    for replaced in diff.replacedContent {
      nodesToRecull += replaced.pathToParent
      ghosts.append(
        Ghost(
          node: replaced.node, parent: replaced.parent, pathToParent: replaced.pathToParent,
          animator: Animator(
            animation: replaced.animation, start: time, from: replaced.from, to: replaced.to,
            initialVelocity: Array(repeating: 0, count: replaced.from.count), timeScale: scale),
          hasColor: replaced.node.paintColor != nil))
    }
    if !diff.insertedMatched.isEmpty { pairMatchedGeometry(inserted: diff.insertedMatched, diff: diff) }
    previousRoot = root
  }

  /// `update` for a relayout without a state change: views move with the layout at once, and a
  /// running animation plays out what is left of it around the new place (as `update` does).
  /// Only while something animates does this look at the tree.
  private func relayout(root: Node?, time: Double) {
    previousRoot = root
    guard isAnimating else { return }
    var seen: Set<ViewIdentity> = []
    let ghostParents = self.ghostParents
    func visit(_ node: Node) {
      let id = node.id
      if !ghostParents.isEmpty, ghostParents.contains(id) { seen.insert(id) }
      if node.mayAnimate, let running = animators[id], let old = animatedTargets[id] {
        seen.insert(id)
        let target = Appearance(of: node)
        if target != old {
          if !running.isSettled(at: time), running.to.count == target.vector.count,
            old.vector.count == target.vector.count
          {
            let newVector = target.vector
            let oldVector = old.vector
            animators[id] = running.shifted(by: newVector.indices.map { newVector[$0] - oldVector[$0] })
            animatedTargets[id] = target
          } else {
            animators[id] = nil
            animatedTargets[id] = nil
          }
        }
      }
      for child in node.drawnChildren { visit(child) }
    }
    if let root { visit(root) }
    for id in animators.keys where !seen.contains(id) {
      animators[id] = nil
      animatedTargets[id] = nil
    }
    ghosts.removeAll { ghost in
      guard !seen.contains(ghost.parent) else { return false }
      nodesToRecull += ghost.pathToParent
      return true
    }
  }

  /// The identities of containers with removed children still fading out.
  var ghostParents: Set<ViewIdentity> { Set(ghosts.map(\.parent)) }

  /// Draws ghosts (those of `parent`, or all when nil) with their animated appearance applied
  /// at their root, scaled by `opacity` inherited from the parent.
  func drawGhosts(
    of parent: ViewIdentity? = nil, opacity inherited: Double = 1, time: Double, into builder: inout DisplayListBuilder,
    drawSubtree: (Node, Double, inout DisplayListBuilder) -> Void
  ) {
    for ghost in ghosts where parent == nil || ghost.parent == parent {
      var appearance = Appearance(ghost.animator.value(at: time), hasColor: ghost.hasColor)
      appearance.opacity *= inherited
      guard appearance.opacity > 0.001 else { continue }
      let outer = builder.transform
      builder.transform = outer.translated(by: appearance.translation)
      builder.transform = builder.transform.applying(
        ghost.node.geometryEffects(presented: appearance.effects), in: appearance.frame)
      if appearance.scale != 1 {
        let anchor = (ghost.node.transition ?? .opacity).scaleAnchor(removing: true)
        let point = CGPoint(
          x: appearance.frame.minX + anchor.x * appearance.frame.width,
          y: appearance.frame.minY + anchor.y * appearance.frame.height)
        builder.transform = builder.transform.scaled(by: CGFloat(appearance.scale), about: point)
      }
      ghost.node.draw(into: &builder, appearance: appearance, opacity: appearance.opacity)
      for child in ghost.node.drawnChildren { drawSubtree(child, appearance.opacity, &builder) }
      ghost.node.drawAfterChildren(into: &builder, appearance: appearance, opacity: appearance.opacity)
      builder.transform = outer
    }
  }

  /// Forgets animators and ghosts that have come to rest.
  func dropSettled(at time: Double) {
    guard isAnimating else { return }
    let animatorsBefore = animators.count
    animators = animators.filter { !$0.value.isSettled(at: time) }
    if animators.isEmpty { animatedTargets = [:] }
    ghosts.removeAll { ghost in
      guard ghost.animator.isSettled(at: time) else { return false }
      nodesToRecull += ghost.pathToParent
      return true
    }
    if animatorsBefore != animators.count { animatorsSettled = true }
  }

  /// The containers whose ghosts began or ended fading, and the nodes above them: culling never
  /// skips a container with ghosts, so these work their extents out again (Culling.swift).
  var nodesToRecull: [Node] = []
  /// Set when the nodes above a ghost's parent were not found: every view works its extent
  /// out again.
  var needsFreshExtents = false
  /// Set when an animation ended: the extents culling keeps hold the whole path, and views that
  /// came to rest out of sight should be culled again; only subtrees that animated need to
  /// work theirs out (Culling.swift).
  var animatorsSettled = false

  /// Where a view's presented frame, and the drawing translation it gives its subtree, can be
  /// while it animates: nil when it does not animate (Culling.swift).
  func reach(of node: Node) -> Animator.Reach? {
    guard node.mayAnimate, !animators.isEmpty, let animator = animators[node.id] else { return nil }
    if isPlacedByMatchedGeometry(node) {
      return Animator.Reach(frame: nil, translation: .zero, translationSwing: .zero)
    }
    return animator.reach
  }

  /// The number of running animators (for tests).
  var animatorCount: Int { animators.count }
  /// How many nodes the last state change compared (for tests).
  private(set) var lastComparedCount = 0
}
