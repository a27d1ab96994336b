/// `focused(_:)`, `focused(_:equals:)` and `focusable(_:)`: binding views to `@FocusState`
/// and making views that are not controls take keyboard focus.

extension View {
  /// Binds the view's focus to `binding`: the state holds `value` while the view has focus, and
  /// setting it to `value` focuses the view. The view is the first focusable one in this view
  /// (a text field, a control, a `focusable()` view); with none, the binding does nothing.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    FocusedView(content: self, location: binding.location, value: value)
  }

  /// Binds the view's focus to a Boolean state: true while the view has focus; setting it to
  /// true focuses the view, to false takes the focus away.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    FocusedView(content: self, location: condition.location, value: true)
  }

  /// Makes the view take keyboard focus (Tab reaches it, a click focuses it, a ring shows it),
  /// or with `false`, keeps the controls in it from taking focus.
  public func focusable(_ isFocusable: Bool = true) -> some View {
    FocusableView(content: self, isFocusable: isFocusable)
  }
}

/// The first node at or below `node`, in drawing order, that takes focus.
@MainActor
private func firstFocusable(in node: Node) -> Node? {
  if node.focusTarget != nil { return node }
  for child in node.drawnChildren {
    if let found = firstFocusable(in: child) { return found }
  }
  return nil
}

/// Resolves content and registers its first focusable node with the graph's focus bindings.
struct FocusedView<Content: View, Value: Hashable>: View, PrimitiveView {
  let content: Content
  let location: StateLocation<Value>
  let value: Value

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let nodes = context.resolve(content, role: .modifier)
    guard let box = location.box, let target = nodes.lazy.compactMap(firstFocusable).first else { return nodes }
    let value = value
    let location = location
    context.graph.controls.focusBindings.entries.append(
      FocusBindings.Entry(
        state: ObjectIdentifier(box), node: target.id,
        holdsValue: { box.value == value }, holdsNoFocus: { box.value == location.initial },
        claim: { location.value = value }, release: { location.value = location.initial }))
    return nodes
  }
}

/// Gives content's top nodes a focus target (or takes its controls' away).
struct FocusableView<Content: View>: View, PrimitiveView {
  let content: Content
  let isFocusable: Bool

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let nodes = context.resolve(content, role: .modifier)
    guard isFocusable else {
      func strip(_ node: Node) {
        node.focusTarget = nil
        node.allChildren.forEach(strip)
      }
      nodes.forEach(strip)
      return nodes
    }
    // A disabled view takes no focus, like a disabled control.
    guard context.environment.isEnabled else { return nodes }
    let graph = context.graph
    for node in nodes where firstFocusable(in: node) == nil {
      node.focusTarget = FocusTarget(activate: nil)
      guard node.pointerAction == nil, node.tapAction == nil else { continue }
      let id = node.id
      node.pointerAction = { [weak graph] _, _ in graph?.focus(id) }
    }
    return nodes
  }
}
