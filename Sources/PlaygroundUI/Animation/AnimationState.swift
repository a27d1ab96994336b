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

  private var targets: [ViewIdentity: Target] = [:]
  /// The last layout's targets in traversal order. A relayout of the same nodes (a resize) is
  /// compared against it position by position, without hashing an identity per view.
  private var targetOrder: [Target] = []
  /// `targets` lags `targetOrder` after such a relayout; rebuilt when next needed.
  private var targetsAreStale = false
  private var animators: [ViewIdentity: Animator] = [:]
  private var ghosts: [Ghost] = []
  /// Strong references to the previous tree's nodes, which ghosts may need.
  private var previousRoot: Node?

  var isAnimating: Bool { !animators.isEmpty || !ghosts.isEmpty }

  /// The appearance to draw `node` with at `time`.
  func presented(_ node: Node, at time: Double) -> Appearance {
    let target = Appearance(of: node)
    guard let animator = animators[node.id] else { return target }
    return Appearance(animator.value(at: time), hasColor: target.color != nil)
  }

  /// Compares the new layout with the previous one and starts, retargets or drops animators.
  ///
  /// With an animation, every changed appearance animates from its presented value (keeping its
  /// velocity), inserted views transition in and removed ones transition out. Without one (a
  /// resize), every view moves with the layout at once and a running animation plays out what
  /// is left of it around the new place: retargeting only the views still in flight sent a
  /// nearly settled label gliding across the window while its button had already jumped, so
  /// clicks on the label missed.
  func update(
    root: Node?, time: Double, animation transaction: Animation?, slow: Bool,
    scoped: [(root: ViewIdentity, animation: Animation?)] = []
  ) {
    // `animation(_:value:)` replaces the transaction's animation in its subtree.
    func animationFor(_ id: ViewIdentity) -> Animation? {
      scoped.last { id.isDescendant(of: $0.root) }.map(\.animation) ?? transaction
    }
    let animation = transaction ?? scoped.lazy.compactMap(\.animation).first
    var order: [Target] = []
    order.reserveCapacity(targetOrder.count)
    if let root { collect(root, parent: nil, into: &order) }
    let scale = slow ? 0.1 : 1
    if animation == nil, root === previousRoot, order.count == targetOrder.count,
      zip(order, targetOrder).allSatisfy({ $0.node === $1.node })
    {
      relayout(order, time: time, scale: scale)
      return
    }
    if targetsAreStale {
      targets = Dictionary(targetOrder.map { ($0.node.id, $0) }, uniquingKeysWith: { _, last in last })
      targetsAreStale = false
    }
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
    targets = current
    targetOrder = order
    previousRoot = root
  }

  /// `update` for the same nodes in the same order, without an animation (a resize or any
  /// relayout between resolves): views move with the layout at once, and a running animation
  /// plays out what is left of it around the new place (as `update` does).
  private func relayout(_ order: [Target], time: Double, scale: Double) {
    if !animators.isEmpty {
      for index in order.indices where order[index].appearance != targetOrder[index].appearance {
        let id = order[index].node.id
        if let running = animators[id], !running.isSettled(at: time) {
          let newVector = order[index].appearance.vector
          let oldVector = targetOrder[index].appearance.vector
          animators[id] = running.shifted(by: newVector.indices.map { newVector[$0] - oldVector[$0] })
        } else {
          animators[id] = nil
        }
      }
    }
    targetOrder = order
    targetsAreStale = true
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
    animators = animators.filter { !$0.value.isSettled(at: time) }
    ghosts.removeAll { $0.animator.isSettled(at: time) }
  }

  /// Whether the view with this identity has a running animator.
  func hasAnimator(_ id: ViewIdentity) -> Bool { animators[id] != nil }

  /// The number of running animators (for tests).
  var animatorCount: Int { animators.count }
}
