/// Reading preference values: `onPreferenceChange` (an action once layout settles, only when
/// the value changed), and `overlayPreferenceValue` / `backgroundPreferenceValue` (a view built
/// from the value, built again in the same frame when layout changes it).
extension View {
  /// Runs `action` with the preference's value for this view once layout has settled: when the
  /// view appears and whenever the value changes. It may change state; the views that depend
  /// on it are laid out again in the same frame (once; a further change waits for the next).
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    PreferenceObserverView<K, Self>(content: self, action: action)
  }

  /// Reads the preference value of this view and layers the view `transform` makes of it in front.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    PreferenceValueDecoration<K, Self, V>(content: self, transform: transform, alignment: alignment, behind: false)
  }

  /// Reads the preference value of this view and layers the view `transform` makes of it in front.
  // Disfavoured: called without `alignment:` both forms match, and they do the same.
  @_disfavoredOverload
  public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View {
    PreferenceValueDecoration<Key, Self, T>(content: self, transform: transform, alignment: .center, behind: false)
  }

  /// Reads the preference value of this view and layers the view `transform` makes of it behind.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    PreferenceValueDecoration<K, Self, V>(content: self, transform: transform, alignment: alignment, behind: true)
  }

  /// Reads the preference value of this view and layers the view `transform` makes of it behind.
  @_disfavoredOverload
  public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View {
    PreferenceValueDecoration<Key, Self, T>(content: self, transform: transform, alignment: .center, behind: true)
  }
}

/// The view behind `onPreferenceChange`: its nodes share one observer, which combines their
/// values in view order.
struct PreferenceObserverView<K: PreferenceKey, Content: View>: View, PrimitiveView where K.Value: Equatable {
  let content: Content
  let action: (K.Value) -> Void

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let nodes = context.resolve(content, role: .modifier)
    let observer = PreferenceObserver<K>(id: context.identity, action: action)
    for node in nodes { node.addGeometryStep(.read(observer)) }
    return nodes
  }
}

/// Combines what the nodes it annotates produced for `K` in one walk.
@MainActor
class PreferenceCollector<K: PreferenceKey> {
  let id: ViewIdentity
  private var walk = -1
  private(set) var value: K.Value?

  init(id: ViewIdentity) { self.id = id }

  func collect(_ values: PreferenceValues, walk: Int) {
    if walk != self.walk {
      self.walk = walk
      value = nil
    }
    guard let next = values[K.self] else { return }
    if var accumulated = value {
      K.reduce(value: &accumulated) { next }
      value = accumulated
    } else {
      value = next
    }
  }

  var combined: K.Value { value ?? K.defaultValue }
}

/// `onPreferenceChange`'s action, run with values it has not delivered yet.
final class PreferenceObserver<K: PreferenceKey>: PreferenceCollector<K>, PreferenceSink where K.Value: Equatable {
  let action: (K.Value) -> Void

  init(id: ViewIdentity, action: @escaping (K.Value) -> Void) {
    self.action = action
    super.init(id: id)
  }

  func finishWalk(in graph: ViewGraph) -> Bool { false }

  func deliver(in graph: ViewGraph) {
    let value = combined
    if let last = graph.geometry.delivered[id] as? K.Value, last == value { return }
    graph.geometry.delivered[id] = value
    action(value)
  }
}

/// The value an overlay or background was built from; a different one after layout rebuilds it.
final class PreferenceValueReader<K: PreferenceKey>: PreferenceCollector<K>, PreferenceSink {
  let builtWith: K.Value
  /// The body that made the decoration, evaluated again when the value changed.
  let body: ViewIdentity

  init(id: ViewIdentity, builtWith: K.Value, body: ViewIdentity) {
    self.builtWith = builtWith
    self.body = body
    super.init(id: id)
  }

  func finishWalk(in graph: ViewGraph) -> Bool {
    let value = combined
    guard !preferenceValuesEqual(value, builtWith) else { return false }
    graph.geometry.readValues[id] = value
    graph.bodies.markDirty(body)
    return true
  }

  func deliver(in graph: ViewGraph) {}
}

/// A view with a decoration built from its own preference value (the last layout's; the graph
/// builds it again when layout changes the value).
struct PreferenceValueDecoration<K: PreferenceKey, Content: View, Decoration: View>: View, PrimitiveView {
  let content: Content
  let transform: (K.Value) -> Decoration
  let alignment: Alignment
  let behind: Bool

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let graph = context.graph(volatile: false)
    let primary = context.resolve(content, role: .content)
    let main: Node =
      primary.count == 1
      ? primary[0]
      : ContainerNode(
        id: context.identity.appending(.role(.group)), layout: ZStackLayout(), children: primary, name: "group",
        log: context.log)
    let value = graph.geometry.readValues[context.identity] as? K.Value ?? K.defaultValue
    main.addGeometryStep(
      .read(PreferenceValueReader<K>(id: context.identity, builtWith: value, body: context.bodyIdentity)))
    let extra = context.resolve(transform(value), role: behind ? .background : .overlay)
    let children = [main] + extra
    return [
      ContainerNode(
        id: context.identity, layout: DecorationLayout(alignment: alignment), children: children,
        drawOrder: behind ? extra + [main] : children, name: behind ? "background" : "overlay", log: context.log)
    ]
  }
}
