/// Walks a view tree into nodes, carrying the identity and the environment.
///
/// Identity is structural: each view appends a component to its parent's identity (a child's
/// position in a block, a `ForEach` element's id, a branch of `if`, a custom view's type).
@MainActor
final class ResolveContext {
  private unowned let owner: ViewGraph
  let measurer: any TextMeasuring
  let log: ContractLog?
  /// Set by `BodyReuse` to the kept identity object when a body's identity is found again.
  var identity: ViewIdentity
  private(set) var environment: EnvironmentValues
  /// Names the environment value: a change gives it a new number (never reused), going back
  /// restores the old one. Two equal numbers are the same value, so a kept body compares its
  /// environment with the current one once per pair of numbers, not once per body
  /// (`BodyReuse.sameEnvironment`): ten thousand chips share one.
  @exclusivity(unchecked) private(set) var environmentVersion: Int
  /// The innermost scroll view around the views being resolved, and the axes it scrolls (lazy
  /// stacks inside are lazy along those).
  var enclosingScrollView: (id: ViewIdentity, axes: Axis.Set)?
  private static var nextEnvironmentVersion = 0

  private static func newEnvironmentVersion() -> Int {
    nextEnvironmentVersion += 1
    return nextEnvironmentVersion
  }

  /// The graph, for views whose nodes depend on graph-side input it does not track per view
  /// (geometry, focus, menus, editing, navigation, lifecycle): the body resolving them is
  /// volatile, evaluated again on every pass (BodyReuse.swift).
  var graph: ViewGraph {
    owner.bodies.markVolatile()
    return owner
  }

  /// The graph, for what does not make the body volatile: `volatile: false` is a promise that
  /// the caller reads nothing a body's reuse would miss.
  func graph(volatile: Bool) -> ViewGraph {
    if volatile { owner.bodies.markVolatile() }
    return owner
  }

  /// Runs `registration` (telling the graph about a node for this pass) now, and again on each
  /// pass that reuses the body being resolved instead of evaluating it.
  func registerEachPass(_ registration: @escaping @MainActor () -> Void) {
    registration()
    owner.bodies.noteRegistration(registration)
  }

  /// The body being resolved (the root outside any): what the graph marks when something this
  /// body's views depend on changes.
  var bodyIdentity: ViewIdentity { owner.stateStore.currentReader ?? .root }

  /// Whether the button `id` is held down; its body evaluates again when that changes.
  func isPressed(_ id: ViewIdentity) -> Bool {
    owner.bodies.notePressRead(of: id, by: owner.stateStore.currentReader ?? .root)
    return owner.pressedButton == id
  }

  init(graph: ViewGraph, identity: ViewIdentity, environment: EnvironmentValues) {
    self.owner = graph
    self.measurer = graph.measurer
    self.log = graph.contractLog
    self.identity = identity
    self.environment = environment
    self.environmentVersion = Self.newEnvironmentVersion()
  }

  /// Resolves `view` one component down the identity.
  func resolve<V: View>(_ view: V, component: ViewIdentity.Component) -> [Node] {
    // Primitive views have no body (`Never`): a custom view is told apart by comparing one
    // metadata pointer, not by a conformance lookup (ten thousand kept chips on a click).
    let isPrimitive = V.Body.self == Never.self
    identity =
      isPrimitive
      ? identity.appending(component)
      : owner.bodies.expectedIdentity(below: identity, component) ?? identity.appending(component)
    // Back to the parent: the one this began with, or an equal object when a body below found
    // its kept identity (BodyReuse) and went on with that. Siblings resolved next then extend
    // the kept chain, and comparing their identities with kept ones stops one step up instead
    // of walking to the root (ten thousand chips below a body that ran again).
    defer { identity = identity.parent }
    if isPrimitive, let primitive = view as? any PrimitiveView {
      let nodes = primitive.makeNodes(in: self)
      for node in nodes {
        if node.layoutDirection == nil { node.layoutDirection = environment.layoutDirection }
        _ = node.descendantsMayAnimate
      }
      if environment.layoutDirection == .rightToLeft {
        owner.containsRightToLeft = true
        owner.bodies.noteRightToLeft()
      }
      return nodes
    }
    return owner.bodies.resolveBody(of: view, in: self)
  }

  /// Resolves `view` one role down the identity.
  func resolve<V: View>(_ view: V, role: ViewIdentity.Role) -> [Node] {
    resolve(view, component: .role(role))
  }

  /// Runs `body` with a changed environment.
  func withEnvironment(_ change: (inout EnvironmentValues) -> Void, _ body: () -> [Node]) -> [Node] {
    let saved = (environment, environmentVersion)
    change(&environment)
    environmentVersion = Self.newEnvironmentVersion()
    defer { (environment, environmentVersion) = saved }
    return body()
  }

  /// Resolves `view` one component down with a changed environment. (The same as resolving
  /// inside `withEnvironment`, without a closure capturing the view: the release build's
  /// region-isolation check rejects sending a generic view into one.)
  func resolve<V: View>(
    _ view: V, component: ViewIdentity.Component, changingEnvironment change: (inout EnvironmentValues) -> Void
  ) -> [Node] {
    let saved = (environment, environmentVersion)
    change(&environment)
    environmentVersion = Self.newEnvironmentVersion()
    defer { (environment, environmentVersion) = saved }
    return resolve(view, component: component)
  }
}
