/// One comparison of the tree laid out after a state change with the tree drawn before it
/// (`AnimationState.update`): which views start, keep or lose an animator.
///
/// Nodes a reused body brings back are the same objects, made in an earlier generation
/// (`Node.generation`), and know the frame they had (`frameBeforeGeneration`); only the other
/// nodes are matched by identity. A node that only moved gets an animator of its drawing
/// translation, which carries its subtree; its descendants compare themselves with where that
/// leaves them (`inherited`), and a subtree that moved as one, with no animator inside, is not
/// visited at all: a chip click among ten thousand chips compares the chips, not their views.
@MainActor
struct TreeDiff {
  private let generation: Int32
  let time: Double
  let timeScale: Double
  private let transaction: Animation?
  private let scoped: [AnimationScope]
  /// Whether the change animates anything at all.
  private let animates: Bool
  private let running: [ViewIdentity: Animator]
  /// Reused nodes' appearances from before their annotations were put back.
  private let reannotated: [ObjectIdentifier: Appearance]
  /// The parents ghosts fade out in.
  private let ghostParents: Set<ViewIdentity>
  /// The animators after the change, with the targets they move toward.
  private(set) var animators: [ViewIdentity: Animator] = [:]
  private(set) var targets: [ViewIdentity: Appearance] = [:]
  /// The ghosts' parents that are still drawn.
  private(set) var drawnGhostParents: Set<ViewIdentity> = []
  /// The nodes of the old tree outside reused subtrees, by identity, with their parents.
  private var replaced: [ViewIdentity: (node: Node, parent: Node?)] = [:]
  /// The translation each old node's new animator gives its children at the start, where it is
  /// not zero.
  private var childTranslations: [ObjectIdentifier: CGSize] = [:]
  /// The nodes above the one being compared, for invalidating their extents.
  private var ancestors: [Node] = []
  /// For each node that is or may be drawn with ghosts (a parent of ghosts already fading, or
  /// a new node whose old version lost a drawn child, which fades out if the change animates):
  /// it and the nodes above it. Culling skips none of them while the ghosts fade, and when
  /// they end these are the extents to work out again (found here, where the path is at hand,
  /// rather than by searching ten thousand chips for it).
  private(set) var pathsToGhostParents: [ViewIdentity: [Node]] = [:]
  /// The new nodes in a matched-geometry group (`matchedGeometryEffect`) with no old node:
  /// MatchedGeometry.swift pairs them with removed members of their group.
  private(set) var insertedMatched: [Node] = []
  /// Texts replaced by others under a content transition: they fade out as ghosts.
  private(set) var replacedContent: [ReplacedContent] = []
  /// How many nodes of the new tree were compared (for tests).
  private(set) var comparedCount = 0

  init(
    generation: Int32, time: Double, timeScale: Double, transaction: Animation?,
    scoped: [AnimationScope], running: [ViewIdentity: Animator],
    reannotated: [ObjectIdentifier: Appearance], ghostParents: Set<ViewIdentity>
  ) {
    self.generation = generation
    self.time = time
    self.timeScale = timeScale
    self.transaction = transaction
    self.scoped = scoped
    self.animates = transaction != nil || !scoped.isEmpty
    self.running = running
    self.reannotated = reannotated
    self.ghostParents = ghostParents
  }

  /// The animation for a change at `id`: the transaction's, as the scopes around `id`
  /// (`animation(_:value:)`, `animation(_:)`, `transaction(_:)`) change it. Nil when the change
  /// does not animate.
  func animation(for id: ViewIdentity) -> Animation? {
    guard animates else { return nil }
    return scoped.isEmpty ? transaction : AnimationScope.animation(for: id, transaction, in: scoped)
  }

  /// Compares the tree under `root` with the one under `oldRoot`.
  mutating func compare(_ root: Node?, with oldRoot: Node?) {
    let generation = self.generation
    // The tops of reused subtrees, whose nodes are all in both trees...
    func markReused(_ node: Node) {
      if node.madeInGeneration < generation {
        node.seenInGeneration = generation
        return
      }
      for child in node.drawnChildren { markReused(child) }
    }
    if let root { markReused(root) }
    // ...and the old nodes around them, which new nodes may have replaced.
    func collectReplaced(_ node: Node, parent: Node?) {
      guard node.seenInGeneration != generation else { return }
      replaced[node.id] = (node, parent)
      for child in node.drawnChildren { collectReplaced(child, parent: node) }
    }
    if let oldRoot { collectReplaced(oldRoot, parent: nil) }
    if let root { visit(root, parentExisted: false, inherited: .zero) }
  }

  private mutating func visit(_ node: Node, parentExisted: Bool, inherited: CGSize) {
    comparedCount += 1
    if !ghostParents.isEmpty, ghostParents.contains(node.id) {
      drawnGhostParents.insert(node.id)
      pathsToGhostParents[node.id] = ancestors + [node]
    }
    let reused = node.madeInGeneration < generation
    var old: (node: Node, frame: CGRect)?
    if reused {
      node.seenInGeneration = generation
      old = (node, node.frameBeforeGeneration)
    } else if !replaced.isEmpty, let entry = replaced[node.id] {
      entry.node.seenInGeneration = generation
      old = (entry.node, entry.node.frame)
    }
    var carried = inherited
    if let old {
      let unchanged =
        reused && (!node.mayAnimate || running.isEmpty) && inherited == .zero && old.frame == node.frame
        && (reannotated.isEmpty || reannotated[ObjectIdentifier(node)] == nil)
      if !unchanged { carried = settle(node, old: old.node, oldFrame: old.frame, inherited: inherited) }
      if carried != .zero { childTranslations[ObjectIdentifier(old.node)] = carried }
    } else if parentExisted, let animation = animation(for: node.id) {
      if node.matchedGeometry != nil { insertedMatched.append(node) }
      let target = Appearance(of: node)
      let transition = node.transition ?? .opacity
      let from = transition.offStage(target, animatableCount: node.animatableNumbers.count)
      animate(
        node, with: transition.animation ?? animation, from: from.vector,
        velocity: Array(repeating: 0, count: from.vector.count), to: target)
    }
    if old == nil, !parentExisted, animates, node.matchedGeometry != nil { insertedMatched.append(node) }
    if reused, movedAsOne(node, carrying: carried, from: old?.frame) { return }
    ancestors.append(node)
    for child in node.drawnChildren { visit(child, parentExisted: old != nil, inherited: carried) }
    // A reused node has the children it had; a new one may have lost some.
    if let oldNode = old?.node, oldNode !== node,
      oldNode.drawnChildren.contains(where: { $0.seenInGeneration != generation })
    {
      pathsToGhostParents[node.id] = ancestors
    }
    ancestors.removeLast()
  }

  /// Whether a reused node's descendants can be left as they are: the subtree moved as one (it
  /// was not laid out afresh), none of them animates, and either nothing animates or the
  /// node's own animator carries them from where they were.
  private func movedAsOne(_ node: Node, carrying carried: CGSize, from oldFrame: CGRect?) -> Bool {
    guard let oldFrame, node.relaidInGeneration != generation, ghostParents.isEmpty, !node.descendantsMayAnimate
    else { return false }
    let backToOld = CGSize(width: oldFrame.minX - node.frame.minX, height: oldFrame.minY - node.frame.minY)
    return !animates || carried == backToOld
  }

  /// Starts, shifts or keeps the animator of a node that was drawn before, and returns the
  /// translation its subtree is carried by at the start.
  ///
  /// `inherited` is how far the ancestors' new animators move this node's drawing at the start;
  /// a view must be shown where it was, so it is offset by what that leaves (`shift`).
  private mutating func settle(_ node: Node, old oldNode: Node, oldFrame: CGRect, inherited: CGSize) -> CGSize {
    var old = reannotated.isEmpty ? nil : reannotated[ObjectIdentifier(oldNode)]
    if old == nil {
      old = Appearance(of: oldNode)
      old?.frame = oldFrame
    }
    guard let old else { return inherited }
    let new = Appearance(of: node)
    let runningAnimator = running.isEmpty ? nil : running[node.id]
    if let transition = node.contentTransition, let newText = node as? TextNode, let oldText = oldNode as? TextNode,
      newText.string != oldText.string, let parent = ancestors.last, let animation = animation(for: node.id)
    {
      replaceContent(
        node, old: oldNode, presented: runningAnimator?.value(at: time) ?? old.vector, target: new, parent: parent,
        transition: transition, inherited: inherited, animation: animation)
      return inherited
    }
    let shift = CGSize(
      width: old.frame.minX - new.frame.minX - inherited.width,
      height: old.frame.minY - new.frame.minY - inherited.height)
    var oldMoved = old
    oldMoved.frame.origin = new.frame.origin
    let onlyMoved = oldMoved == new
    if onlyMoved && shift == .zero {
      // Carried by its ancestors to where it was: only a running animator moves with it.
      if let runningAnimator { keep(node, runningAnimator.shifted(by: difference(new.vector, old.vector)), new) }
      return inherited
    }
    if let animation = animation(for: node.id) {
      if onlyMoved && (runningAnimator?.onlyTranslates ?? true) {
        // Moved, nothing else: the subtree is carried by one translation, from where it shows now.
        let presented = runningAnimator?.value(at: time) ?? old.vector
        var from = new.vector
        from[Appearance.translationX] = presented[Appearance.translationX] + shift.width
        from[Appearance.translationY] = presented[Appearance.translationY] + shift.height
        var velocity = Array(repeating: 0.0, count: from.count)
        if let runningAnimator {
          let current = runningAnimator.velocity(at: time)
          velocity[Appearance.translationX] = current[Appearance.translationX]
          velocity[Appearance.translationY] = current[Appearance.translationY]
        }
        animate(node, with: animation, from: from, velocity: velocity, to: new)
        return CGSize(width: inherited.width + shift.width, height: inherited.height + shift.height)
      }
      // Anything else animates from its presented value, keeping its velocity.
      var from = Appearance.fitted(runningAnimator?.value(at: time) ?? old.vector, to: new.vector)
      from[0] -= inherited.width
      from[1] -= inherited.height
      let velocity = Appearance.fitted(
        runningAnimator?.velocity(at: time) ?? Array(repeating: 0, count: from.count), to: new.vector.map { _ in 0 })
      animate(node, with: animation, from: from, velocity: velocity, to: new)
      return inherited
    }
    // No animation: the view moves with the layout at once; a running animation plays out what
    // is left of it around the new place.
    if let runningAnimator, !runningAnimator.isSettled(at: time), runningAnimator.to.count == new.vector.count,
      old.vector.count == new.vector.count
    {
      keep(node, runningAnimator.shifted(by: difference(new.vector, old.vector)), new)
    }
    return inherited
  }

  /// Cross-fades a text whose string changed (`contentTransition`): the new one fades in from
  /// where the old one was shown, the old one fades out as a ghost in the new one's parent.
  private mutating func replaceContent(
    _ node: Node, old oldNode: Node, presented: [Double], target: Appearance, parent: Node,
    transition: ContentTransition, inherited: CGSize, animation: Animation
  ) {
    let slide = transition.slide(from: oldNode.contentTransition)
    // Both are drawn in the parent, whose drawing starts `inherited` away from its place.
    var old = Appearance(
      Appearance.fitted(presented, to: Appearance(of: oldNode).vector), hasColor: target.color != nil)
    old.frame.origin.x -= inherited.width
    old.frame.origin.y -= inherited.height
    // The view moves from where the old text was to its place, each text with it.
    var from = target
    from.frame = old.frame
    from.opacity = 0
    from.translation.height = slide * target.frame.height
    animate(
      node, with: animation, from: from.vector, velocity: Array(repeating: 0, count: from.vector.count), to: target)
    var away = old
    away.opacity = 0
    away.translation.height -= slide * old.frame.height
    // The old text keeps its size, centred where the new one ends.
    away.frame.origin = CGPoint(
      x: target.frame.midX - old.frame.width / 2, y: target.frame.midY - old.frame.height / 2)
    replacedContent.append(
      ReplacedContent(
        node: oldNode, parent: parent.id, pathToParent: ancestors, from: old.vector, to: away.vector,
        animation: animation))
  }

  /// Starts an animator for `node` now, toward `target`.
  private mutating func animate(
    _ node: Node, with animation: Animation, from: [Double], velocity: [Double], to target: Appearance
  ) {
    keep(
      node,
      Animator(
        animation: animation, start: time, from: from, to: target.vector, initialVelocity: velocity,
        timeScale: timeScale),
      target)
  }

  private func difference(_ a: [Double], _ b: [Double]) -> [Double] {
    a.indices.map { a[$0] - b[$0] }
  }

  /// Records the node's animator and makes culling work out its extent, and those above it,
  /// again (they were kept for where it was).
  private mutating func keep(_ node: Node, _ animator: Animator, _ target: Appearance) {
    animators[node.id] = animator
    targets[node.id] = target
    node.mayAnimate = true
    node.extentIsCurrent = false
    for ancestor in ancestors.reversed() {
      ancestor.descendantsMayAnimate = true
      ancestor.extentIsCurrent = false
    }
  }

  /// The old nodes no longer drawn whose parent still is: the tops of removed subtrees, with
  /// their parents.
  var removed: [(node: Node, parent: Node)] {
    replaced.values.compactMap { entry in
      guard entry.node.seenInGeneration != generation, let parent = entry.parent,
        parent.seenInGeneration == generation
      else { return nil }
      return (entry.node, parent)
    }
  }

  /// The presented vector of the animator `id` had before the change.
  func runningValue(_ id: ViewIdentity) -> [Double]? {
    running[id]?.value(at: time)
  }

  /// The translation the children of `oldNode` (in the old tree) are carried by at the start.
  func childTranslation(of oldNode: Node) -> CGSize {
    childTranslations[ObjectIdentifier(oldNode)] ?? .zero
  }
}
