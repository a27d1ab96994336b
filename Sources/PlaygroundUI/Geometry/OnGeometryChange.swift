/// `onGeometryChange(for:of:action:)`: a value worked out from the view's geometry after layout,
/// and an action run when it appears and whenever the value changes.
extension View {
  /// Runs `action` with `transform`'s value of the view's geometry when the view appears and
  /// whenever that value changes.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    onGeometryChange(for: type, of: transform) { _, newValue in action(newValue) }
  }

  /// Runs `action` with the old and new values of `transform` of the view's geometry when the
  /// value changes (and when the view appears, with the first value as both).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    GeometryObserverView(content: self, transform: transform, action: action)
  }
}

struct GeometryObserverView<T: Equatable, Content: View>: View, PrimitiveView {
  let content: Content
  let transform: (GeometryProxy) -> T
  let action: (T, T) -> Void

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let nodes = context.resolve(content, role: .modifier)
    let observer = GeometryObserver(id: context.identity, transform: transform, action: action)
    for node in nodes { node.addGeometryStep(.geometry(observer, effectsBefore: node.geometryEffects.count)) }
    return nodes
  }
}

/// Keeps the geometry of the view it watches from the last walk and runs the action with the
/// values it has not delivered.
final class GeometryObserver<T: Equatable>: GeometrySink {
  let id: ViewIdentity
  let transform: (GeometryProxy) -> T
  let action: (T, T) -> Void
  private var snapshot: GeometrySnapshot?

  init(id: ViewIdentity, transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void) {
    self.id = id
    self.transform = transform
    self.action = action
  }

  func collect(_ snapshot: GeometrySnapshot) { self.snapshot = snapshot }

  func finishWalk(in graph: ViewGraph) -> Bool { false }

  func deliver(in graph: ViewGraph) {
    guard let snapshot else { return }
    let value = transform(GeometryProxy(snapshot: snapshot))
    let last = graph.geometry.delivered[id] as? T
    if let last, last == value { return }
    graph.geometry.delivered[id] = value
    action(last ?? value, value)
  }
}
