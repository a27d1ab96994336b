/// How the views of a matched-geometry group (`matchedGeometryEffect`) share their geometry.
///
/// Two mechanisms, as SwiftUI documents them:
/// - **Insertion with removal.** When an animated change inserts a member of a group and
///   removes another, the inserted view's frame moves from the removed view's (presented) frame
///   to its own, and the removed view, fading out as a ghost, moves to the inserted view's: the
///   two look like one view moving. While they move, each is laid out every frame at its
///   animated frame, as SwiftUI proposes the interpolated size to the view (text re-wraps on
///   the way, a background fills the moving frame); its parent's layout never sees it.
/// - **Followers.** A member with `isSource: false` takes the geometry of its group's source
///   after each layout (`ViewGraph.applyMatchedGeometry`), so a change of source moves it like
///   any changed frame.

/// A view laid out at its animated frame on every frame of a matched move.
struct MatchedPlacement {
  enum Driver {
    /// The animator of a view in the tree.
    case animator(ViewIdentity)
    /// The animator of a ghost (a removed view fading out), by its node.
    case ghost(ObjectIdentifier)
  }

  let node: Node
  let driver: Driver
  /// The proposal the view had in its layout, to place it back with when the move ends.
  let proposal: ProposedViewSize?
}

extension AnimationState {
  /// Pairs views a change inserted into matched-geometry groups with the members it removed,
  /// and starts their frames moving toward each other.
  func pairMatchedGeometry(inserted: [Node], diff: TreeDiff) {
    var removedByKey: [MatchedGeometryMark.Key: Node] = [:]
    func collect(_ node: Node) {
      if let mark = node.matchedGeometry, removedByKey[mark.key] == nil { removedByKey[mark.key] = node }
      for child in node.drawnChildren { collect(child) }
    }
    for (node, _) in diff.removed { collect(node) }
    guard !removedByKey.isEmpty else { return }
    for node in inserted {
      guard let mark = node.matchedGeometry, let removed = removedByKey.removeValue(forKey: mark.key),
        let animation = diff.animation(for: node.id)
      else { continue }
      let removedVector = diff.runningValue(removed.id) ?? Appearance(of: removed).vector
      let removedFrame = CGRect(
        x: removedVector[0], y: removedVector[1], width: removedVector[2], height: removedVector[3])
      // The inserted view (the source now) starts with the removed view's geometry...
      let start = mark.frame(node.frame, matching: removedFrame)
      let target = Appearance(of: node)
      var from = animators[node.id]?.from ?? target.vector
      let velocity = animators[node.id]?.initialVelocity ?? Array(repeating: 0, count: from.count)
      from.replaceSubrange(0..<4, with: [start.minX, start.minY, start.width, start.height])
      animators[node.id] = Animator(
        animation: animation, start: animators[node.id]?.start ?? diff.time, from: from, to: target.vector,
        initialVelocity: velocity, timeScale: animators[node.id]?.timeScale ?? diff.timeScale)
      animatedTargets[node.id] = target
      node.mayAnimate = true
      node.extentIsCurrent = false
      matchedPlacements.append(MatchedPlacement(node: node, driver: .animator(node.id), proposal: node.placedProposal))
      // ...and the removed one ends with the inserted view's, as its geometry follows the source.
      let end = (removed.matchedGeometry ?? mark).frame(removed.frame, matching: node.frame)
      moveRemoved(removed, to: end, animation: animation, time: diff.time, timeScale: diff.timeScale)
    }
  }

  /// Makes a removed view move to `end` while it fades out: the ghost's own animator when it is
  /// the ghost's top view, else an animator of its own inside the ghost.
  private func moveRemoved(_ removed: Node, to end: CGRect, animation: Animation, time: Double, timeScale: Double) {
    if let index = ghosts.firstIndex(where: { $0.node === removed }) {
      let ghost = ghosts[index].animator
      var to = ghost.to
      // The ghost's vector is in its parent's carried coordinates: keep that offset.
      to[0] += end.minX - removed.frame.minX
      to[1] += end.minY - removed.frame.minY
      to[2] = end.width
      to[3] = end.height
      ghosts[index].animator = Animator(
        animation: ghost.animation, start: ghost.start, from: ghost.from, to: to,
        initialVelocity: ghost.initialVelocity, timeScale: ghost.timeScale)
      matchedPlacements.append(
        MatchedPlacement(node: removed, driver: .ghost(ObjectIdentifier(removed)), proposal: nil))
      return
    }
    // Inside a ghost: the removed identity is no longer in the tree, so its animator is free.
    let own = Appearance(of: removed)
    var target = own
    target.frame = end
    animators[removed.id] = Animator(
      animation: animation, start: time, from: own.vector, to: target.vector,
      initialVelocity: Array(repeating: 0, count: own.vector.count), timeScale: timeScale)
    removed.mayAnimate = true
    matchedPlacements.append(MatchedPlacement(node: removed, driver: .animator(removed.id), proposal: nil))
  }

  /// Lays each moving member of a group out at its presented frame; one whose move has ended is
  /// laid out at its own frame again (a removed one is simply gone). Runs before settled
  /// animators are dropped, so the last frame is the target's.
  func placeMatchedViews(at time: Double) {
    guard !matchedPlacements.isEmpty else { return }
    matchedPlacements.removeAll { placement in
      let animator: Animator?
      switch placement.driver {
      case .animator(let id): animator = animators[id]
      case .ghost(let node): animator = ghosts.first { ObjectIdentifier($0.node) == node }?.animator
      }
      guard let animator else { return true }
      let value = animator.isSettled(at: time) ? animator.to : animator.value(at: time)
      let frame = CGRect(x: value[0], y: value[1], width: max(0, value[2]), height: max(0, value[3]))
      if animator.isSettled(at: time) {
        if let proposal = placement.proposal { placement.node.place(in: frame, proposal: proposal) }
        return true
      }
      if frame != placement.node.frame || placement.node.placedProposal != ProposedViewSize(frame.size) {
        placement.node.place(in: frame, proposal: ProposedViewSize(frame.size))
      }
      return false
    }
  }

  /// Whether `node` is being laid out at an animated frame (its drawing is not bounded by its
  /// animator's path: its subtree moves with each layout).
  func isPlacedByMatchedGeometry(_ node: Node) -> Bool {
    !matchedPlacements.isEmpty && matchedPlacements.contains { $0.node === node }
  }
}

/// The graph's side of matched geometry: whether any view follows a source, so layouts only
/// look for followers once some view has used `matchedGeometryEffect(…, isSource: false)`.
@MainActor
final class MatchedGeometryGroups {
  var containsFollowers = false
}

extension ViewGraph {
  /// Gives every `isSource: false` member the geometry of its group's source, after layout:
  /// laid out at the source's size (with `.size`) and placed with its anchor on the source's
  /// (with `.position`). Its parent's layout is not changed.
  func applyMatchedGeometry() {
    guard matchedGeometry.containsFollowers, let root else { return }
    var sources: [MatchedGeometryMark.Key: CGRect] = [:]
    var followers: [(node: Node, mark: MatchedGeometryMark)] = []
    func visit(_ node: Node) {
      if let mark = node.matchedGeometry {
        if mark.isSource {
          if sources[mark.key] == nil { sources[mark.key] = node.frame }
        } else {
          followers.append((node, mark))
        }
      }
      for child in node.drawnChildren { visit(child) }
    }
    visit(root)
    for (node, mark) in followers {
      guard let source = sources[mark.key] else { continue }
      let frame = mark.frame(node.frame, matching: source)
      guard frame != node.frame else { continue }
      let proposal = mark.properties.contains(.size) ? ProposedViewSize(frame.size) : node.placedProposal
      node.place(in: frame, proposal: proposal ?? ProposedViewSize(frame.size))
    }
  }
}
