import Observation

/// Incremental resolving: a custom view's body runs again only when something it depends on
/// changed, as in SwiftUI.
///
/// Each evaluated body is kept as a `ResolvedBody`: the view value and environment it ran with,
/// the nodes it produced, the state it linked, and the bodies below it. On the next resolve a
/// view at the same identity reuses those nodes (and everything below them, with their memoised
/// sizes and shaped text) when
/// - its value is the same (ViewValueEquality.swift) and so is its environment,
/// - no state it or a body below it read has been written since (`markDirty`), and
/// - it is not volatile: nothing below it read graph-side input the graph does not track per
///   view (geometry, focus, menus, lifecycle, navigation; see `ResolveContext.graph`).
/// A write marks the bodies that read the state: they run again. Their ancestors do not: each
/// resolves the body value it returned last time once more (no `body` call), which reuses
/// every child body but the marked ones, so new nodes are made only along the path down to
/// them. Only the views that read the state are evaluated again, as in SwiftUI.
@MainActor
final class BodyReuse {
  /// The bodies of the current tree by identity.
  private var live: [ViewIdentity: ResolvedBody] = [:]
  /// Bodies to evaluate again in the next pass (they read what changed).
  private var dirty = IdentitySet()
  /// Identities above those bodies, whose kept body values are resolved again.
  private var onDirtyPath = IdentitySet()
  /// This pass's share of both (writes during a pass count for the next one).
  private var dirtyThisPass = IdentitySet()
  private var onDirtyPathThisPass = IdentitySet()
  /// Counts passes, so a kept body knows whether the current one found it (`reachedInPass`).
  @exclusivity(unchecked) private var pass = 0
  /// Set when nothing may be reused in the next pass (a new root, a host setting).
  private var evaluatesEverything = true
  private var evaluatesEverythingThisPass = true
  /// What the body being evaluated collects about its subtree.
  private var collecting = Collector()
  /// The body that resolved each button, whose look depends on whether it is pressed.
  private var pressReaders: [ViewIdentity: ViewIdentity] = [:]

  /// Bodies evaluated, reused whole, and resolved again from their kept value in the last pass
  /// (tests count them).
  private(set) var evaluatedCount = 0
  private(set) var reusedCount = 0
  private(set) var reresolvedCount = 0
  /// Kept bodies the last pass found as the next expected one, and by identity among all.
  private(set) var foundInOrderCount = 0
  private(set) var foundByIdentityCount = 0

  struct Collector {
    var children: [ResolvedBody] = []
    var isVolatile = false
    var containsRightToLeft = false
    /// What views below registered with the graph for this pass (`ResolveContext.registerEachPass`).
    var registrations: [@MainActor () -> Void] = []
  }

  /// A registration made while resolving, kept with the body to run again when it is reused.
  func noteRegistration(_ registration: @escaping @MainActor () -> Void) {
    collecting.registrations.append(registration)
  }

  /// The next pass evaluates every body.
  func invalidateAll() { evaluatesEverything = true }

  /// The body at `scope` and those around it evaluate again in the next pass.
  func markDirty(_ scope: ViewIdentity) {
    dirty.insert(scope)
    scope.forEachAncestorOrSelf { if $0 != scope { onDirtyPath.insert($0) } }
  }

  /// The body being evaluated read graph-side input: it and its ancestors always run again.
  func markVolatile() { collecting.isVolatile = true }

  /// The body being evaluated has a view laid out right to left.
  func noteRightToLeft() { collecting.containsRightToLeft = true }

  /// The button `id`, resolved by the current body, drew itself pressed or not.
  func notePressRead(of id: ViewIdentity, by scope: ViewIdentity) { pressReaders[id] = scope }

  /// A press began or ended on `id`: the body that drew it evaluates again.
  func pressChanged(_ id: ViewIdentity?) {
    guard let id, let scope = pressReaders[id] else { return }
    markDirty(scope)
  }

  func beginPass() {
    pass &+= 1
    lazyStacks.removeAll(keepingCapacity: true)
    dirtyThisPass = dirty
    dirty.removeAll()
    onDirtyPathThisPass = onDirtyPath
    onDirtyPath.removeAll()
    evaluatesEverythingThisPass = evaluatesEverything
    evaluatesEverything = false
    evaluatedCount = 0
    reusedCount = 0
    reresolvedCount = 0
    foundInOrderCount = 0
    foundByIdentityCount = 0
    collecting = Collector()
    expectedChildren = rootChildren
    expectedIndex = 0
  }

  /// Ends a pass: bodies of the last tree not reached by this one are forgotten, with their
  /// state, and so is state linked outside any body that this pass did not link again.
  func endPass(store: StateStore, rootKeys: [StateKey]) {
    forgetUnreached(rootChildren, store: store)
    rootChildren = collecting.children
    let kept = Set(rootKeys)
    store.forget(self.rootKeys.filter { !kept.contains($0) })
    self.rootKeys = rootKeys
    dirtyThisPass.removeAll()
    onDirtyPathThisPass.removeAll()
  }

  /// The kept bodies below the body being resolved, in the order its last resolve met them,
  /// and how many of them this resolve has met (`keptBody(at:)`). Read and written once per
  /// kept body on every pass, never while a call is under way: the dynamic exclusivity check
  /// on each access cost more than the access.
  @exclusivity(unchecked) private var expectedChildren: [ResolvedBody] = []
  @exclusivity(unchecked) private var expectedIndex = 0

  /// The kept body at `identity`. A body meets the bodies below it in the same order each time,
  /// so this is usually the next one it met last time, found by one comparison instead of a
  /// lookup among every kept body (ten thousand chips below a body that ran again).
  private func keptBody(at identity: ViewIdentity) -> ResolvedBody? {
    if expectedIndex < expectedChildren.count {
      let candidate = expectedChildren[expectedIndex]
      if candidate.reachedInPass != pass, candidate.identity == identity {
        expectedIndex += 1
        foundInOrderCount += 1
        return candidate
      }
    }
    let found = live[identity]
    if found != nil { foundByIdentityCount += 1 }
    return found
  }

  /// The kept identity of the next body expected below the one being resolved, when it is
  /// `component` below `parent` (ResolveContext then goes on with that identity rather than a
  /// new, equal one: no allocation, no hashing, and finding the body compares pointers).
  func expectedIdentity(below parent: ViewIdentity, _ component: ViewIdentity.Component) -> ViewIdentity? {
    guard expectedIndex < expectedChildren.count else { return nil }
    let identity = expectedChildren[expectedIndex].identity
    return identity.extends(parent, by: component) ? identity : nil
  }

  /// The last pair of environment numbers compared (`ResolveContext.environmentVersion`): a
  /// kept body's and the current one, and whether their values were the same.
  @exclusivity(unchecked) private var lastEnvironmentComparison: (kept: Int, current: Int, same: Bool)?

  /// Whether `body` was evaluated in the environment the context has now.
  private func sameEnvironment(_ body: ResolvedBody, _ context: ResolveContext) -> Bool {
    let kept = body.environmentVersion
    let current = context.environmentVersion
    if kept == current { return true }
    if let last = lastEnvironmentComparison, last.kept == kept, last.current == current { return last.same }
    let same = ViewValueEquality.same(body.environment, context.environment)
    lastEnvironmentComparison = (kept, current, same)
    return same
  }

  /// The bodies and state linked at the top of the last pass, outside any body.
  private var rootChildren: [ResolvedBody] = []
  private var rootKeys: [StateKey] = []

  // MARK: - Resolving one body

  func resolveBody<V: View>(of view: V, in context: ResolveContext) -> [Node] {
    let old = keptBody(at: context.identity)
    old?.reachedInPass = pass
    // The kept identity object: identities below it then share their chain with the kept
    // ones, so comparing them stops at the first shared link.
    if let old { context.identity = old.identity }
    var kept: TypedResolvedBody<V>?
    if let typed = old as? TypedResolvedBody<V>, !evaluatesEverythingThisPass, !typed.isVolatile,
      !dirtyThisPass.contains(typed.identity), ViewValueEquality.same(typed.view, view),
      sameEnvironment(typed, context)
    {
      kept = typed
    }
    if let kept, onDirtyPathThisPass.contains(kept.identity) {
      // Something below changed, not this view: its last body value is resolved again.
      reresolvedCount += 1
      return resolve(kept.view, body: { kept.body }, in: context, replacing: old)
    }
    if let typed = kept {
      reusedCount += 1
      let nodes = typed.nodes
      for index in nodes.indices {
        let node = nodes[index]
        let annotations = typed.annotations[index]
        // Outer modifiers add theirs again next; an outer opacity or effect may differ, so the
        // animation keeps what the node showed before.
        guard !node.annotations.isIdentical(to: annotations) else { continue }
        if node.opacity != annotations.opacity || !node.geometryEffects.isEmpty || annotations.hasGeometryEffects {
          context.graph(volatile: false).animations.noteReannotating(node)
        }
        node.annotations = annotations
      }
      if !typed.registrations.isEmpty {
        for registration in typed.registrations { registration() }
        collecting.registrations += typed.registrations
      }
      collecting.children.append(typed)
      if typed.containsRightToLeft {
        collecting.containsRightToLeft = true
        context.graph(volatile: false).containsRightToLeft = true
      }
      return nodes
    }
    evaluatedCount += 1
    return resolve(view, body: { view.body }, in: context, replacing: old)
  }

  /// Resolves the body of `view` (evaluated by `makeBody` once its state is linked, or kept
  /// from before) as the body at the context's identity.
  private func resolve<V: View>(
    _ view: V, body makeBody: () -> V.Body, in context: ResolveContext, replacing old: ResolvedBody?
  ) -> [Node] {
    let graph = context.graph(volatile: false)
    let outer = collecting
    collecting = Collector()
    let outerExpected = (expectedChildren, expectedIndex)
    expectedChildren = old?.children ?? []
    expectedIndex = 0
    defer { (expectedChildren, expectedIndex) = outerExpected }
    let outerKeys = graph.stateStore.beginCollectingKeys()
    let outerReader = graph.stateStore.currentReader
    graph.stateStore.currentReader = context.identity
    graph.stateStore.linkingEnvironment = context.environment
    graph.linkState(of: view, at: context.identity)
    let identity = context.identity
    var body: V.Body?
    let nodes = withObservationTracking {
      let made = makeBody()
      body = made
      return context.resolve(made, component: .viewType(ViewIdentity.ViewType(V.self)))
    } onChange: { [weak store = graph.stateStore] in
      StateStore.changeAnnounced(to: store, scope: identity)
    }
    graph.stateStore.currentReader = outerReader
    let resolved = TypedResolvedBody(
      view: view, body: body!, identity: identity, environment: context.environment,
      environmentVersion: context.environmentVersion, nodes: nodes,
      collected: collecting, stateKeys: graph.stateStore.endCollectingKeys(restoring: outerKeys))
    collecting = outer
    collecting.registrations += resolved.registrations
    collecting.children.append(resolved)
    if resolved.isVolatile { collecting.isVolatile = true }
    if resolved.containsRightToLeft { collecting.containsRightToLeft = true }
    if let old {
      forgetUnreached(old.children, store: graph.stateStore)
      let kept = Set(resolved.stateKeys)
      graph.stateStore.forget(old.stateKeys.filter { !kept.contains($0) })
    }
    live[identity] = resolved
    return nodes
  }

  /// Forgets the bodies in `old` whose identity this pass did not resolve, and all below them.
  /// (Called once the bodies that replace them are resolved: one found at its identity was
  /// reused or replaced, and its state lives on.)
  private func forgetUnreached(_ old: [ResolvedBody], store: StateStore) {
    for body in old where body.reachedInPass != pass { forget(body, store: store) }
  }

  private func forget(_ body: ResolvedBody, store: StateStore) {
    if live[body.identity] === body { live[body.identity] = nil }
    if !isBelowLazyStack(body.identity) { store.forget(body.stateKeys) }
    for child in body.children { forget(child, store: store) }
  }

  /// The lazy stacks resolved in this pass (Lazy/): the state of their rows that left the
  /// built ones is kept, as SwiftUI keeps it for rows identified by a `ForEach` id, so a row
  /// scrolled back in has it again (its body is evaluated afresh and finds its state).
  private var lazyStacks: Set<ViewIdentity> = []

  func keepRowState(below stack: ViewIdentity) { lazyStacks.insert(stack) }

  private func isBelowLazyStack(_ identity: ViewIdentity) -> Bool {
    guard !lazyStacks.isEmpty else { return false }
    var below = false
    identity.forEachAncestorOrSelf { if lazyStacks.contains($0) { below = true } }
    return below
  }
}

/// One evaluated body and what it needs to be reused (see `BodyReuse`).
@MainActor
class ResolvedBody {
  let identity: ViewIdentity
  let environment: EnvironmentValues
  /// The context's number for `environment` (`ResolveContext.environmentVersion`).
  let environmentVersion: Int
  let nodes: [Node]
  /// The top nodes' annotations as the body left them, before outer modifiers added theirs.
  let annotations: [NodeAnnotations]
  let children: [ResolvedBody]
  /// State linked by this body itself (not by the bodies below it).
  let stateKeys: [StateKey]
  let isVolatile: Bool
  let containsRightToLeft: Bool
  /// Registrations made below it, run again when it is reused.
  let registrations: [@MainActor () -> Void]
  /// The last pass that resolved its identity again (`BodyReuse.forgetUnreached`).
  var reachedInPass = -1

  init(
    identity: ViewIdentity, environment: EnvironmentValues, environmentVersion: Int, nodes: [Node],
    collected: BodyReuse.Collector,
    stateKeys: [StateKey]
  ) {
    self.identity = identity
    self.environment = environment
    self.environmentVersion = environmentVersion
    self.nodes = nodes
    self.annotations = nodes.map(\.annotations)
    self.children = collected.children
    self.stateKeys = stateKeys
    self.isVolatile = collected.isVolatile
    self.containsRightToLeft = collected.containsRightToLeft
    self.registrations = collected.registrations
  }
}

/// A body with the view value it was evaluated for, and the value its `body` returned.
final class TypedResolvedBody<V: View>: ResolvedBody {
  let view: V
  let body: V.Body

  init(
    view: V, body: V.Body, identity: ViewIdentity, environment: EnvironmentValues, environmentVersion: Int,
    nodes: [Node],
    collected: BodyReuse.Collector,
    stateKeys: [StateKey]
  ) {
    self.view = view
    self.body = body
    super.init(
      identity: identity, environment: environment, environmentVersion: environmentVersion, nodes: nodes,
      collected: collected, stateKeys: stateKeys)
  }
}
