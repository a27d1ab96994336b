/// What geometry and preference modifiers record on the nodes they wrap, worked through after
/// each layout (ViewGraph+Geometry.swift), innermost modifier first.
enum GeometryStep {
  /// `coordinateSpace(_:)`: descendants can read frames in this node's space. `effectsBefore`
  /// counts the geometry effects applied inside the modifier (they move the content within the
  /// space, not the space).
  case space(AnyHashable, effectsBefore: Int)
  /// `preference`, `transformPreference`, `anchorPreference`: changes the values the node's
  /// subtree produced; given the node's frame and how it maps to the global space (with the
  /// effects applied outside the modifier).
  case write(effectsBefore: Int, (inout PreferenceValues, CGRect, CGAffineTransform) -> Void)
  /// `onPreferenceChange`, `overlayPreferenceValue`: sees the values produced so far.
  case read(any PreferenceSink)
  /// `onGeometryChange`: sees the node's geometry.
  case geometry(any GeometrySink, effectsBefore: Int)
}

/// Something that reads the preference values at a point of the tree after layout.
@MainActor
protocol PreferenceSink: AnyObject {
  /// Called once per node it annotates, in view order, with that node's values.
  func collect(_ values: PreferenceValues, walk: Int)
  /// Called after the walk: true when views built from an older value must be built again
  /// (whose bodies it marks dirty in `graph`).
  func finishWalk(in graph: ViewGraph) -> Bool
  /// Called once layout has settled: runs actions whose value changed.
  func deliver(in graph: ViewGraph)
}

/// Something that reads a node's geometry after layout.
@MainActor
protocol GeometrySink: AnyObject {
  func collect(_ snapshot: GeometrySnapshot)
  /// Called after the walk: true when views built from an older geometry must be built again
  /// (a `visualEffect`'s content).
  func finishWalk(in graph: ViewGraph) -> Bool
  func deliver(in graph: ViewGraph)
}

extension Node {
  final var geometrySteps: [GeometryStep] {
    get { annotations.geometrySteps }
    set { annotations.update { $0.geometrySteps = newValue } }
  }

  /// Records a geometry step (after those of the modifiers inside).
  final func addGeometryStep(_ step: GeometryStep) { geometrySteps.append(step) }

  /// Whether the post-layout walk has something to do here.
  var hasGeometryWork: Bool { !annotations.geometrySteps.isEmpty }
}

/// What the geometry walk keeps between layouts.
@MainActor
final class GeometryState {
  /// Each GeometryReader's geometry in the last layout, by identity.
  var snapshots: [ViewIdentity: GeometrySnapshot] = [:]
  /// The readers of the last walk and the geometry their content was built for.
  var readers: [GeometryReaderNode] = []
  /// The values `overlayPreferenceValue` / `backgroundPreferenceValue` read, by identity.
  var readValues: [ViewIdentity: Any] = [:]
  /// The last value each `onPreferenceChange` / `onGeometryChange` delivered, by identity.
  var delivered: [ViewIdentity: Any] = [:]
  /// The sinks the last walk reached, in the order it reached them.
  var preferenceSinks: [any PreferenceSink] = []
  var geometrySinks: [any GeometrySink] = []
  /// Counts walks, so a sink reached again in a walk knows whether to start over.
  var walk = 0
}
