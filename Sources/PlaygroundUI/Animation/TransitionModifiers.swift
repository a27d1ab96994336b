/// The two modifiers of `AnyTransition.modifier(active:identity:)`, kept until the transition
/// meets its view (`TransitionView`), where what each does is found by applying it to a
/// stand-in: the geometry effects and opacity it leaves on the stand-in's top view are what it
/// leaves on the real one.
final class TransitionModifiers: Hashable, @unchecked Sendable {
  /// The modifiers, typed by `probe`.
  private let active: Any
  private let identity: Any
  /// Resolves the stand-in with each modifier; nil where the modifier makes no single view.
  private let resolveBoth: @MainActor (ResolveContext, Any, Any) -> (active: Node?, identity: Node?)

  /// Applies the identity modifier to a view: on stage, the view is drawn with it.
  private let wrapInIdentity: @MainActor (AnyView, Any) -> AnyView

  init<E: ViewModifier>(active: E, identity: E) {
    self.active = active
    self.identity = identity
    wrapInIdentity = { view, identity in
      guard let identity = identity as? E else { return view }
      return AnyView(view.modifier(identity))
    }
    resolveBoth = { context, active, identity in
      guard let active = active as? E, let identity = identity as? E else { return (nil, nil) }
      let activeNodes = context.resolve(Color.clear.modifier(active), component: .position(-1))
      let identityNodes = context.resolve(Color.clear.modifier(identity), component: .position(-2))
      return (activeNodes.count == 1 ? activeNodes[0] : nil, identityNodes.count == 1 ? identityNodes[0] : nil)
    }
  }

  @MainActor func probe(_ context: ResolveContext) -> (active: Node?, identity: Node?) {
    resolveBoth(context, active, identity)
  }

  @MainActor func applyingIdentity(to view: AnyView) -> AnyView { wrapInIdentity(view, identity) }

  static func == (a: TransitionModifiers, b: TransitionModifiers) -> Bool { a === b }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension AnyTransition.Kind {
  /// The kind with every `modifier(active:identity:)` in it resolved.
  @MainActor func resolved(in context: ResolveContext) -> AnyTransition.Kind {
    switch self {
    case .modifier(let modifiers):
      let (active, identity) = modifiers.probe(context)
      guard let active, let identity, active.geometryEffects.count == identity.geometryEffects.count else {
        return .identity
      }
      let opacity = identity.opacity > 0 ? active.opacity / identity.opacity : active.opacity
      return .resolvedModifier(
        active: active.geometryEffects.flatMap(\.values), identity: identity.geometryEffects.flatMap(\.values),
        opacity: opacity)
    case .asymmetric(let insertion, let removal):
      return .asymmetric(insertion: insertion.resolved(in: context), removal: removal.resolved(in: context))
    case .combined(let first, let second):
      return .combined(first.resolved(in: context), second.resolved(in: context))
    case .opacity, .identity, .scale, .move, .offset, .resolvedModifier:
      return self
    }
  }

  /// The modifier transitions in it, insertion's before removal's.
  var modifiers: [TransitionModifiers] {
    switch self {
    case .modifier(let modifiers): [modifiers]
    case .asymmetric(let insertion, let removal): insertion.modifiers + removal.modifiers
    case .combined(let first, let second): first.modifiers + second.modifiers
    case .opacity, .identity, .scale, .move, .offset, .resolvedModifier: []
    }
  }

  /// Whether some part is a modifier transition not yet resolved.
  var needsResolving: Bool {
    switch self {
    case .modifier: true
    case .asymmetric(let insertion, let removal): insertion.needsResolving || removal.needsResolving
    case .combined(let first, let second): first.needsResolving || second.needsResolving
    case .opacity, .identity, .scale, .move, .offset, .resolvedModifier: false
    }
  }
}

/// `transition(_:)`: resolves content and sets the transition on its top nodes; with a modifier
/// transition, the content is drawn with its identity modifier and the transition resolved.
struct TransitionView<Content: View>: View, PrimitiveView {
  let content: Content
  let transition: AnyTransition

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    var transition = transition
    let nodes: [Node]
    if transition.kind.needsResolving {
      // On stage the view is drawn with each modifier transition's identity modifier; its
      // effects are then the outermost on the view, which the active one's replace off stage.
      var view = AnyView(content)
      for modifiers in transition.kind.modifiers { view = modifiers.applyingIdentity(to: view) }
      nodes = context.resolve(view, role: .modifier)
      transition = AnyTransition(kind: transition.kind.resolved(in: context), animation: transition.animation)
    } else {
      nodes = context.resolve(content, role: .modifier)
    }
    for node in nodes { node.transition = transition }
    return nodes
  }
}
