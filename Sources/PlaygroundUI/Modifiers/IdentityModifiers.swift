/// `id`, `tag` and `animation(_:value:)`: explicit identity, a value for pickers and tab views,
/// and an animation scoped to a subtree.

/// Resolves content under an explicit identity: a different id is a different view (its state
/// starts afresh, and it transitions in while the old one transitions out).
struct ExplicitIdentityView<Content: View>: View, PrimitiveView {
  let content: Content
  let id: AnyHashable

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    context.resolve(content, component: .explicit(ExplicitID(id)))
  }
}

/// Animates the changes of the content's subtree with `animation` when `value` changed since
/// the previous update (whatever the transaction says, even none).
struct ValueAnimationView<Content: View, Value: Equatable>: View, PrimitiveView {
  let content: Content
  let animation: Animation?
  let value: Value

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let state = context.graph.modifierState
    if let seen = state.exchange(value, at: context.identity), seen.old != value {
      state.animate(subtree: context.identity, with: animation)
    }
    return context.resolve(content, role: .modifier)
  }
}

/// The key under which `tag(_:)` stores its value on a node.
private enum TagKey: LayoutValueKey {
  static var defaultValue: AnyHashable? { nil }
}

extension View {
  /// Gives the view an explicit identity: when `id` changes, it is a new view.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    ExplicitIdentityView(content: self, id: AnyHashable(id))
  }

  /// A value that identifies the view among a picker's or tab view's options.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    AnnotatedView(content: self) { $0.layoutValues[ObjectIdentifier(TagKey.self)] = AnyHashable(tag) }
  }

  /// Animates changes within the view with `animation` whenever `value` changes.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    ValueAnimationView(content: self, animation: animation, value: value)
  }
}

extension Node {
  /// The value `tag(_:)` gave the node, if any (for pickers and tab views).
  var tagValue: AnyHashable? { layoutValue(TagKey.self) }

  /// The tag as a `V`, if it is one.
  func tag<V: Hashable>(as type: V.Type) -> V? { tagValue?.base as? V }
}
