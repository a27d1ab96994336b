/// Walks a view tree into nodes, carrying the identity path and the environment.
///
/// Identity is structural: each view appends a component to its parent's path (a child's
/// position in a block, a `ForEach` element's id, a branch of `if`, a custom view's type).
@MainActor
final class ResolveContext {
  unowned let graph: ViewGraph
  let measurer: any TextMeasuring
  let log: ContractLog?
  private(set) var path: String
  private(set) var environment: EnvironmentValues

  init(graph: ViewGraph, path: String, environment: EnvironmentValues) {
    self.graph = graph
    self.measurer = graph.measurer
    self.log = graph.contractLog
    self.path = path
    self.environment = environment
  }

  /// Resolves `view` one level down the identity path.
  func resolve<V: View>(_ view: V, component: String) -> [Node] {
    let saved = path
    path += "/" + component
    defer { path = saved }
    if let primitive = view as? any PrimitiveView { return primitive.makeNodes(in: self) }
    graph.linkState(of: view, at: path)
    return resolve(view.body, component: Self.shortTypeName(V.self))
  }

  /// Runs `body` with a changed environment.
  func withEnvironment(_ change: (inout EnvironmentValues) -> Void, _ body: () -> [Node]) -> [Node] {
    let saved = environment
    change(&environment)
    defer { environment = saved }
    return body()
  }

  /// A type's name without generic arguments: readable, stable ids.
  static func shortTypeName(_ type: Any.Type) -> String {
    let full = typeName(type)
    return full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
  }

  /// `String(describing: type)`, cached: every resolve names each custom view's type again, and
  /// describing a generic type is slow.
  static func typeName(_ type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let name = typeNames[key] { return name }
    let name = String(describing: type)
    typeNames[key] = name
    return name
  }

  private static var typeNames: [ObjectIdentifier: String] = [:]
}
