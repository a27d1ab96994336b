/// Walks a view tree into nodes, carrying the identity and the environment.
///
/// Identity is structural: each view appends a component to its parent's identity (a child's
/// position in a block, a `ForEach` element's id, a branch of `if`, a custom view's type).
@MainActor
final class ResolveContext {
  unowned let graph: ViewGraph
  let measurer: any TextMeasuring
  let log: ContractLog?
  private(set) var identity: ViewIdentity
  private(set) var environment: EnvironmentValues

  init(graph: ViewGraph, identity: ViewIdentity, environment: EnvironmentValues) {
    self.graph = graph
    self.measurer = graph.measurer
    self.log = graph.contractLog
    self.identity = identity
    self.environment = environment
  }

  /// Resolves `view` one component down the identity.
  func resolve<V: View>(_ view: V, component: ViewIdentity.Component) -> [Node] {
    let saved = identity
    identity = identity.appending(component)
    defer { identity = saved }
    if let primitive = view as? any PrimitiveView {
      let nodes = primitive.makeNodes(in: self)
      for node in nodes where node.layoutDirection == nil { node.layoutDirection = environment.layoutDirection }
      if environment.layoutDirection == .rightToLeft { graph.containsRightToLeft = true }
      return nodes
    }
    graph.stateStore.linkingEnvironment = environment
    graph.linkState(of: view, at: identity)
    return resolve(view.body, component: .viewType(ViewIdentity.ViewType(V.self)))
  }

  /// Resolves `view` one role down the identity.
  func resolve<V: View>(_ view: V, role: ViewIdentity.Role) -> [Node] {
    resolve(view, component: .role(role))
  }

  /// Runs `body` with a changed environment.
  func withEnvironment(_ change: (inout EnvironmentValues) -> Void, _ body: () -> [Node]) -> [Node] {
    let saved = environment
    change(&environment)
    defer { environment = saved }
    return body()
  }

  /// Resolves `view` one component down with a changed environment. (The same as resolving
  /// inside `withEnvironment`, without a closure capturing the view: the release build's
  /// region-isolation check rejects sending a generic view into one.)
  func resolve<V: View>(
    _ view: V, component: ViewIdentity.Component, changingEnvironment change: (inout EnvironmentValues) -> Void
  ) -> [Node] {
    let saved = environment
    change(&environment)
    defer { environment = saved }
    return resolve(view, component: component)
  }
}
