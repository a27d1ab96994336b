/// The walk after each layout pass that works out what depends on where views ended up:
/// GeometryReaders' geometry, named coordinate spaces, preference values (combined bottom-up in
/// view order), and what `onPreferenceChange` and `onGeometryChange` watch.
///
/// Views built from the last layout's geometry or preference values (a reader's content, an
/// `overlayPreferenceValue`) are built again when the walk finds their input changed, and laid
/// out again in the same frame, at most three times (`ViewGraph.update`). Actions run once that
/// has settled (`deliverGeometryChanges`). The walk only goes down subtrees that hold such work,
/// and runs only when the tree holds some.
extension ViewGraph {
  /// Walks the laid-out tree; true when views built from an older geometry or preference value
  /// must be built again (their bodies are marked dirty).
  func geometryChanged() -> Bool {
    guard let root, root.hasGeometryWork || root is GeometryReaderNode || root.descendantsHaveGeometryWork else {
      geometry.readers = []
      geometry.preferenceSinks = []
      geometry.geometrySinks = []
      return false
    }
    geometry.walk += 1
    geometry.readers.removeAll(keepingCapacity: true)
    geometry.preferenceSinks.removeAll(keepingCapacity: true)
    geometry.geometrySinks.removeAll(keepingCapacity: true)
    var walk = GeometryWalk(state: geometry)
    _ = walk.visit(root, toGlobal: .identity, spaces: [], safeArea: nil)
    var changed = false
    for reader in geometry.readers {
      guard let placed = geometry.snapshots[reader.id], reader.builtFor.isStale(for: placed) else { continue }
      changed = true
      bodies.markDirty(reader.body)
    }
    for sink in geometry.preferenceSinks where sink.finishWalk(in: self) { changed = true }
    for sink in geometry.geometrySinks where sink.finishWalk(in: self) { changed = true }
    return changed
  }

  /// Runs the actions of `onPreferenceChange` and `onGeometryChange` whose values changed, in
  /// view order; forgets the values of those no longer in the tree.
  func deliverGeometryChanges() {
    var reached = Set<ViewIdentity>()
    for sink in geometry.preferenceSinks {
      sink.deliver(in: self)
      if let observer = sink as? any IdentifiedSink { reached.insert(observer.id) }
    }
    for sink in geometry.geometrySinks {
      sink.deliver(in: self)
      if let observer = sink as? any IdentifiedSink { reached.insert(observer.id) }
    }
    if geometry.delivered.count > reached.count {
      geometry.delivered = geometry.delivered.filter { reached.contains($0.key) }
    }
  }
}

/// A sink that delivers values under an identity.
@MainActor
protocol IdentifiedSink: AnyObject {
  var id: ViewIdentity { get }
}

extension PreferenceCollector: IdentifiedSink {}
extension GeometryObserver: IdentifiedSink {}

/// One walk over the laid-out tree.
@MainActor
struct GeometryWalk {
  let state: GeometryState
  /// Sinks already listed in this walk (a sink annotating several nodes is listed once).
  private var listed = Set<ObjectIdentifier>()

  init(state: GeometryState) { self.state = state }

  /// Visits `node`, whose window frame maps to the global space by `toGlobal` (its own geometry
  /// effects not included), below the named `spaces` (innermost first); returns the preference
  /// values the node produces.
  mutating func visit(
    _ node: Node, toGlobal outer: CGAffineTransform, spaces outerSpaces: [GeometrySnapshot.NamedSpace],
    safeArea outerSafeArea: SafeAreaRegion?
  ) -> PreferenceValues {
    var toGlobal = outer
    var safeArea = outerSafeArea
    if let canvas = node as? DeviceCanvasNode {
      // The global space is the device's screen (or the canvas's window), not the window
      // around it, and in points: the canvas's zoom to fit the window is not the app's.
      let screen = canvas.screen(in: node.frame)
      toGlobal = CGAffineTransform(translationX: -screen.minX, y: -screen.minY)
      safeArea = canvas.device.map { SafeAreaRegion(safe: $0.safeRect(in: screen), bounds: screen) }
    }
    let effects = node.geometryEffects
    let steps = node.geometrySteps
    let inner = effects.isEmpty ? toGlobal : Self.applying(effects[...], to: toGlobal, in: node.frame)
    var spaces = outerSpaces
    for case .space(let name, let before) in steps {
      let space = Self.applying(effects[min(before, effects.count)...], to: toGlobal, in: node.frame)
      spaces.insert(GeometrySnapshot.NamedSpace(name: name, frame: node.frame, toGlobal: space), at: 0)
    }
    if let scroll = node as? ScrollViewNode {
      var names: [ScrollViewSpaceName] = [.both]
      if scroll.axes.contains(.vertical) { names.append(.vertical) }
      if scroll.axes.contains(.horizontal) { names.append(.horizontal) }
      for name in names {
        spaces.insert(GeometrySnapshot.NamedSpace(name: AnyHashable(name), frame: node.frame, toGlobal: inner), at: 0)
      }
    }
    if let reader = node as? GeometryReaderNode {
      state.snapshots[reader.id] = GeometrySnapshot(
        frame: node.frame, toGlobal: inner, safeAreaInsets: reader.placedInsets, spaces: spaces)
      state.readers.append(reader)
    }
    var values = PreferenceValues()
    if node.descendantsHaveGeometryWork {
      let all = node.allChildren
      let drawn = node.drawnChildren
      // Only what is shown produces preferences (an unchosen ViewThatFits candidate does not),
      // in view order (a background draws first but comes after its view).
      for child in all where all.count == drawn.count || drawn.contains(where: { $0 === child }) {
        guard child.hasGeometryWork || child is GeometryReaderNode || child.descendantsHaveGeometryWork else {
          continue
        }
        values.merge(visit(child, toGlobal: inner, spaces: spaces, safeArea: safeArea))
      }
    }
    for step in steps {
      switch step {
      case .space: break
      case .write(let before, let apply):
        apply(&values, node.frame, Self.applying(effects[min(before, effects.count)...], to: toGlobal, in: node.frame))
      case .read(let sink):
        sink.collect(values, walk: state.walk)
        if listed.insert(ObjectIdentifier(sink)).inserted { state.preferenceSinks.append(sink) }
      case .geometry(let sink, let before):
        let transform = Self.applying(effects[min(before, effects.count)...], to: toGlobal, in: node.frame)
        sink.collect(
          GeometrySnapshot(
            frame: node.frame, toGlobal: transform, safeAreaInsets: safeArea?.insets(of: node.frame) ?? EdgeInsets(),
            spaces: spaces))
        if listed.insert(ObjectIdentifier(sink)).inserted { state.geometrySinks.append(sink) }
      }
    }
    return values
  }

  /// `toGlobal` with `effects` (innermost first) applied inside it, for a node in `frame`.
  static func applying(
    _ effects: ArraySlice<GeometryEffect>, to toGlobal: CGAffineTransform, in frame: CGRect
  ) -> CGAffineTransform {
    var result = toGlobal
    for effect in effects.reversed() { result = effect.matrix(in: frame).concatenating(result) }
    return result
  }
}
