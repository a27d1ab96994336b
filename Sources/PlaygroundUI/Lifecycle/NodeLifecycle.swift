/// What a view asks to run when its identity appears and disappears (`onAppear`,
/// `onDisappear`, `task`), attached to its node on each resolve.
@MainActor
final class NodeLifecycle {
  var appear: [() -> Void] = []
  var disappear: [() -> Void] = []
  /// Started when the identity appears, cancelled when it disappears.
  var tasks: [(priority: TaskPriority, action: @MainActor () async -> Void)] = []
}

/// The lifecycle and change-tracking side of a graph: which identities with lifecycle actions
/// are on screen, their running tasks, the values `onChange` and `animation(_:value:)` saw last,
/// and the views under the pointer.
@MainActor
final class ModifierState {
  /// Identities with lifecycle actions in the last resolved tree, with their latest actions.
  private var appeared: [ViewIdentity: NodeLifecycle] = [:]
  private var running: [ViewIdentity: [Task<Void, Never>]] = [:]
  /// The last value each `onChange`/`animation(_:value:)` saw, by identity.
  private var values: [ViewIdentity: Any] = [:]
  private var touched: Set<ViewIdentity> = []
  /// Where each phase animator is (PhaseAnimator.swift), kept while its identity is resolved.
  var phaseSteps: [ViewIdentity: Any] = [:]
  /// `onChange` actions due after the resolve that found the change.
  private var pendingChanges: [@MainActor () -> Void] = []
  /// Subtrees to animate with their own animation in the next update (`animation(_:value:)`
  /// whose value changed).
  private(set) var scopedAnimations: [AnimationScope] = []
  /// Subtrees that change every animation inside them (`animation(_:)`, `transaction(_:)`),
  /// registered on every resolve pass.
  private var lastingScopes: [AnimationScope] = []
  /// Views with `onHover` as drawn in the last frame, and those the pointer is over.
  var hoverRegions: [(frame: CGRect, node: Node)] = []
  private var hovered: Set<ViewIdentity> = []

  /// The value seen last at `id`, recording `value` as the new one. `nil` the first time.
  func exchange<V>(_ value: V, at id: ViewIdentity) -> (old: V, isFirst: Bool)? {
    touched.insert(id)
    let old = values[id]
    values[id] = value
    guard let old = old as? V else { return nil }
    return (old, false)
  }

  /// The date a timeline view at `id` appeared (`now` the first time it is asked).
  func appearanceDate(at id: ViewIdentity, now: Date) -> Date {
    guard let seen = exchange(now, at: id) else { return now }
    values[id] = seen.old
    return seen.old
  }

  func schedule(_ action: @escaping @MainActor () -> Void) { pendingChanges.append(action) }

  func animate(subtree root: ViewIdentity, with animation: Animation?) {
    scopedAnimations.append(AnimationScope(root: root, isImplicit: true) { _ in animation })
  }

  /// Registers, for this resolve pass, a subtree whose changes' animation `transform` sets.
  func addLastingScope(_ scope: AnimationScope) { lastingScopes.append(scope) }

  /// A resolve pass begins: the lasting scopes are registered again.
  func beginResolvePass() { lastingScopes.removeAll(keepingCapacity: true) }

  /// The scopes for this update, outermost first (without the implicit ones when the
  /// transaction disables them); the one-off ones are cleared.
  func takeScopedAnimations(disablingImplicit: Bool = false) -> [AnimationScope] {
    defer { scopedAnimations.removeAll() }
    let all = AnimationScope.ordered(lastingScopes + scopedAnimations)
    return disablingImplicit ? all.filter { !$0.isImplicit } : all
  }

  /// After a resolve and its layout: runs `onChange` actions, then `onDisappear` for identities
  /// gone (cancelling their tasks) and `onAppear` for new ones (starting theirs).
  func didResolve(root: Node?) {
    var current: [ViewIdentity: NodeLifecycle] = [:]
    var order: [ViewIdentity] = []
    func collect(_ node: Node) {
      if let lifecycle = node.lifecycle, current[node.id] == nil {
        current[node.id] = lifecycle
        order.append(node.id)
      }
      guard node.descendantsHaveLifecycle else { return }
      for child in node.drawnChildren { collect(child) }
    }
    if let root { collect(root) }
    values = values.filter { touched.contains($0.key) }
    if !phaseSteps.isEmpty { phaseSteps = phaseSteps.filter { touched.contains($0.key) } }
    touched.removeAll(keepingCapacity: true)
    let changes = pendingChanges
    pendingChanges.removeAll()
    for action in changes { action() }
    for (id, lifecycle) in appeared where current[id] == nil {
      for task in running.removeValue(forKey: id) ?? [] { task.cancel() }
      for action in lifecycle.disappear { action() }
    }
    let before = appeared
    appeared = current
    for id in order where before[id] == nil {
      guard let lifecycle = current[id] else { continue }
      for action in lifecycle.appear { action() }
      running[id] = lifecycle.tasks.map { task in Task(priority: task.priority) { @MainActor in await task.action() } }
    }
  }

  /// The pointer moved to `point` (nil: it left the window): hover actions for views entered
  /// and left, in drawing order.
  func pointerMoved(to point: CGPoint?) {
    var now: Set<ViewIdentity> = []
    for (frame, node) in hoverRegions where point.map(frame.contains) ?? false { now.insert(node.id) }
    for (_, node) in hoverRegions {
      let inside = now.contains(node.id)
      if inside != hovered.contains(node.id) { node.hoverAction?(inside) }
    }
    hovered = now
  }

  /// How many tasks are running (for tests).
  var runningTaskCount: Int { running.values.reduce(0) { $0 + $1.count } }
}
