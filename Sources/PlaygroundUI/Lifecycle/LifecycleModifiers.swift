/// `onAppear`, `onDisappear`, `task`, `onChange`, `onHover`: actions run by the graph when a
/// view's identity appears or leaves, a value changes, or the pointer enters or leaves.

extension View {
  /// Runs `action` when the view appears (once per appearance of its identity).
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    AnnotatedView(content: self) { node in
      guard let action else { return }
      node.lifecycleActions.appear.append(action)
    }
  }

  /// Runs `action` when the view disappears.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    AnnotatedView(content: self) { node in
      guard let action else { return }
      node.lifecycleActions.disappear.append(action)
    }
  }

  /// Starts `action` on the main actor when the view appears, and cancels it when the view
  /// disappears.
  public func task(
    priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    AnnotatedView(content: self) { node in
      node.lifecycleActions.tasks.append((priority, { await action() }))
    }
  }

  /// Runs `action` with the new value when `value` changes between updates.
  @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
    OnChangeView(content: self, value: value, initial: false) { _, new in action(new) }
  }

  /// Runs `action` with the old and new values when `value` changes (and once on appearing
  /// when `initial` is true, with the value as both).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    OnChangeView(content: self, value: value, initial: initial, action: action)
  }

  /// Runs `action` when `value` changes (and once on appearing when `initial` is true).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with true when the pointer enters the view's frame and false when it leaves.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    AnnotatedView(content: self) { $0.hoverAction = action }
  }
}

extension Node {
  /// The node's lifecycle actions, made on first use.
  var lifecycleActions: NodeLifecycle {
    if let lifecycle { return lifecycle }
    let made = MainActor.assumeIsolated { NodeLifecycle() }
    lifecycle = made
    return made
  }
}

/// Compares `value` with the one the same identity had in the previous resolve; on a change
/// the action runs after the resolve, with the old and new values.
struct OnChangeView<Content: View, Value: Equatable>: View, PrimitiveView {
  let content: Content
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let state = context.graph.modifierState
    let value = value
    let action = action
    if let seen = state.exchange(value, at: context.identity) {
      if seen.old != value { state.schedule { action(seen.old, value) } }
    } else if initial {
      state.schedule { action(value, value) }
    }
    return context.resolve(content, role: .modifier)
  }
}
