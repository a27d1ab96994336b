/// The animation side of the graph: per identity, the target appearance of the last layout
/// and any animator moving the presented appearance toward it; plus fading-out ghosts of
/// removed views.
@MainActor
final class AnimationState {
  private struct Target {
    var appearance: Appearance
    var parent: ViewIdentity?
    unowned var node: Node
  }

  /// A removed view still on screen while its removal transition runs.
  private struct Ghost {
    var node: Node
    /// The identity the ghost fades out inside; when that stops being drawn (a page switched
    /// away), the ghost goes with it.
    var parent: ViewIdentity
    var animator: Animator
    var hasColor: Bool
  }

  /// The targets of the tree as it was before a state change, taken before the change is
  /// resolved and laid out (a body reused by the new tree is laid out again in place, so its
  /// nodes no longer say where they were). Nil between changes: a resize compares nothing.
  private var before: [ViewIdentity: Target]?
  /// The target each running animator's view had at the last update, to shift the animator
  /// when a relayout moves the view.
  private var animatedTargets: [ViewIdentity: Appearance] = [:]
  private var animators: [ViewIdentity: Animator] = [:]
  private var ghosts: [Ghost] = []
  /// Strong references to the previous tree's nodes, which ghosts may need.
  private var previousRoot: Node?

  var isAnimating: Bool { !animators.isEmpty || !ghosts.isEmpty }

  /// The appearance to draw `node` with at `time`.
  func presented(_ node: Node, at time: Double) -> Appearance {
    let target = Appearance(of: node)
    guard !animators.isEmpty, let animator = animators[node.id] else { return target }
    return Appearance(animator.value(at: time), hasColor: target.color != nil)
  }

  /// Notes where every view of the current tree is, before a state change is resolved: the
  /// next `update` compares the new layout with this.
  func captureBeforeChange() {
    guard before == nil else { return }
    var order: [Target] = []
    if let previousRoot { collect(previousRoot, parent: nil, into: &order) }
    before = Dictionary(order.map { ($0.node.id, $0) }, uniquingKeysWith: { _, last in last })
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
    scoped: [(root: ViewIdentity, animation: Animation?)] = []
  ) {
    let scale = slow ? 0.1 : 1
    guard let targets = before else {
      relayout(root: root, time: time)
      return
    }
    before = nil
    // `animation(_:value:)` replaces the transaction's animation in its subtree.
    func animationFor(_ id: ViewIdentity) -> Animation? {
      scoped.last { id.isDescendant(of: $0.root) }.map(\.animation) ?? transaction
    }
    let animation = transaction ?? scoped.lazy.compactMap(\.animation).first
    var order: [Target] = []
    if let root { collect(root, parent: nil, into: &order) }
    let current = Dictionary(order.map { ($0.node.id, $0) }, uniquingKeysWith: { _, last in last })
    for (id, target) in current {
      if let old = targets[id] {
        guard old.appearance != target.appearance else { continue }
        if animation != nil, let animation = animationFor(id) {
          animators[id] = start(id, from: old, to: target.appearance, animation, time, scale)
        } else if let running = animators[id], !running.isSettled(at: time),
          running.to.count == target.appearance.vector.count, old.appearance.vector.count == running.to.count
        {
          let newVector = target.appearance.vector
          let oldVector = old.appearance.vector
          animators[id] = running.shifted(by: newVector.indices.map { newVector[$0] - oldVector[$0] })
        } else {
          animators[id] = nil
        }
      } else if animation != nil, let animation = animationFor(id), let parent = target.parent, targets[parent] != nil {
        let transition = target.node.transition ?? .opacity
        let from = transition.offStage(target.appearance)
        animators[id] = Animator(
          animation: animation, start: time, from: from.vector, to: target.appearance.vector,
          initialVelocity: Array(repeating: 0, count: from.vector.count), timeScale: scale)
      }
    }
    for (id, old) in targets where current[id] == nil {
      defer { animators[id] = nil }
      guard animation != nil, let animation = animationFor(id), let parent = old.parent, current[parent] != nil
      else { continue }
      let away = (old.node.transition ?? .opacity).offStage(old.appearance, removing: true)
      let presentedNow = Appearance.fitted(presentedVector(id, old.appearance, at: time), to: away.vector)
      ghosts.append(
        Ghost(
          node: old.node, parent: parent,
          animator: Animator(
            animation: animation, start: time, from: presentedNow, to: away.vector,
            initialVelocity: Array(repeating: 0, count: presentedNow.count), timeScale: scale),
          hasColor: old.appearance.color != nil))
    }
    // A fading view whose parent is no longer drawn (its page was switched away) must not go
    // on fading in over whatever is drawn now.
    ghosts.removeAll { current[$0.parent] == nil }
    invalidateExtents(around: animators.keys, in: current)
    invalidateExtents(around: ghosts.map(\.parent), in: current)
    animatedTargets = [:]
    for id in animators.keys { animatedTargets[id] = current[id]?.appearance }
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
      if ghostParents.contains(id) { seen.insert(id) }
      if let running = animators[id], let old = animatedTargets[id] {
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
    ghosts.removeAll { !seen.contains($0.parent) }
  }

  /// Every drawn node's target, parents before children (drawing order).
  private func collect(_ node: Node, parent: ViewIdentity?, into order: inout [Target]) {
    order.append(
      Target(
        appearance: Appearance(of: node),
        parent: parent, node: node))
    for child in node.drawnChildren { collect(child, parent: node.id, into: &order) }
  }

  private func presentedVector(_ id: ViewIdentity, _ fallback: Appearance, at time: Double) -> [Double] {
    animators[id]?.value(at: time) ?? fallback.vector
  }

  private func start(
    _ id: ViewIdentity, from old: Target, to target: Appearance, _ animation: Animation, _ time: Double, _ scale: Double
  ) -> Animator {
    let from = Appearance.fitted(presentedVector(id, old.appearance, at: time), to: target.vector)
    let velocity = Appearance.fitted(
      animators[id]?.velocity(at: time) ?? Array(repeating: 0, count: from.count), to: target.vector.map { _ in 0 })
    return Animator(
      animation: animation, start: time, from: from, to: target.vector, initialVelocity: velocity,
      timeScale: scale)
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
        let centre = CGPoint(x: appearance.frame.midX, y: appearance.frame.midY)
        builder.transform = builder.transform.scaled(by: CGFloat(appearance.scale), about: centre)
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
    let before = (animators.count, ghosts.count)
    animators = animators.filter { !$0.value.isSettled(at: time) }
    if animators.isEmpty { animatedTargets = [:] }
    ghosts.removeAll { $0.animator.isSettled(at: time) }
    if before != (animators.count, ghosts.count) { settledSinceExtents = true }
  }

  /// Set when an animation or a fade ended: the extents culling kept hold the whole path, and
  /// the views that came to rest out of sight should be culled again (Culling.swift).
  var settledSinceExtents = false

  /// Where a view's presented frame can be while it animates: nil when it does not animate,
  /// `.infinite` when that is not bounded (Culling.swift).
  func frameReach(of id: ViewIdentity) -> CGRect? {
    guard !animators.isEmpty, let animator = animators[id] else { return nil }
    return animator.frameReach ?? .infinite
  }

  /// Culling's kept extents do not know of animators started since: the views that now animate,
  /// or fade children out, and every view around them work theirs out again.
  private func invalidateExtents(around ids: some Sequence<ViewIdentity>, in targets: [ViewIdentity: Target]) {
    for start in ids {
      var id: ViewIdentity? = start
      while let current = id, let target = targets[current], target.node.extentIsCurrent {
        target.node.extentIsCurrent = false
        id = target.parent
      }
    }
  }

  /// Whether the view with this identity has a running animator.
  func hasAnimator(_ id: ViewIdentity) -> Bool { animators[id] != nil }

  /// The number of running animators (for tests).
  var animatorCount: Int { animators.count }
}
