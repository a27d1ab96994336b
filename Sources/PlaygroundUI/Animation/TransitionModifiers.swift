/// The two modifiers of `AnyTransition.modifier(active:identity:)`, kept until the transition
/// meets its view (`TransitionView`), where what each does is found by applying it to a
/// stand-in: the geometry effects and opacity it leaves on the stand-in's top view are what it
/// leaves on the real one.
final class TransitionModifiers: Hashable, @unchecked Sendable {
  /// What `wrap` applies: the modifiers, or a `Transition` and the phase it is off stage in.
  private let payload: Any
  /// Draws a view as the transition does when active (off stage) or at rest.
  private let wrap: @MainActor (AnyView, Any, _ active: Bool) -> AnyView

  init<E: ViewModifier>(active: E, identity: E) {
    payload = (active, identity)
    wrap = { view, payload, isActive in
      guard let (active, identity) = payload as? (E, E) else { return view }
      return AnyView(view.modifier(isActive ? active : identity))
    }
  }

  /// A `Transition`'s body in `phase` (off stage) or `.identity`.
  init<T: Transition>(_ transition: T, offStage phase: TransitionPhase) {
    payload = (transition, phase)
    wrap = { view, payload, isActive in
      guard let (transition, phase) = payload as? (T, TransitionPhase) else { return view }
      return AnyView(
        transition.body(content: PlaceholderContentView(content: view), phase: isActive ? phase : .identity))
    }
  }

  /// Resolves a stand-in (`Color.clear`) drawn active and at rest; nil where that makes no
  /// single view.
  @MainActor func probe(_ context: ResolveContext) -> (active: Node?, identity: Node?) {
    let active = context.resolve(wrap(AnyView(Color.clear), payload, true), component: .position(-1))
    let identity = context.resolve(wrap(AnyView(Color.clear), payload, false), component: .position(-2))
    return (active.count == 1 ? active[0] : nil, identity.count == 1 ? identity[0] : nil)
  }

  @MainActor func applyingIdentity(to view: AnyView) -> AnyView { wrap(view, payload, false) }

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
