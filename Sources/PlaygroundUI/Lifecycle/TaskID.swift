extension View {
  /// Starts `action` on the main actor when the view appears, cancels it when the view
  /// disappears, and when `value` changes between updates cancels the running task and starts
  /// `action` again.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    TaskIDView(content: self, value: value, priority: priority, action: action)
  }
}

/// The task a `task(id:)` runs, the id it last saw, and whether its view is on screen. Kept in
/// the state store at the modifier's identity, so it lives as long as the view.
@MainActor
final class IdentifiedTask {
  var id: Any?
  var isOnScreen = false
  private var running: Task<Void, Never>?

  func start(priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) {
    running?.cancel()
    running = Task(priority: priority) { @MainActor in await action() }
  }

  func cancel() {
    running?.cancel()
    running = nil
  }
}

/// Resolves content, starting and cancelling its task with the first node's appearance and
/// restarting it after a resolve that saw a new id.
struct TaskIDView<Content: View, ID: Equatable>: View, PrimitiveView {
  let content: Content
  let value: ID
  let priority: TaskPriority
  let action: @Sendable () async -> Void

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let key = StateKey(identity: context.identity, property: "task(id:)")
    let holder = context.graph.stateStore.box(for: key, initial: IdentifiedTask()).value
    let changed = holder.isOnScreen && (holder.id as? ID) != value
    holder.id = value
    let nodes = context.resolve(content, role: .modifier)
    guard let node = nodes.first else { return nodes }
    let priority = priority
    let action = action
    node.lifecycleActions.appear.append {
      holder.isOnScreen = true
      holder.start(priority: priority, action)
    }
    node.lifecycleActions.disappear.append {
      holder.isOnScreen = false
      holder.cancel()
    }
    if changed { context.graph.modifierState.schedule { holder.start(priority: priority, action) } }
    return nodes
  }
}
