import PlaygroundUI

/// What a window process hands to the fresh one that replaces it (`open` replaces the window's
/// process after many reloads: docs/open.md, "A day of reloads").
extension OpenSession {
  /// Every state value that can cross processes (the preview is the supervisor's to carry: it
  /// starts the new window on it).
  package func handOffState() -> [String: HandedOffState] {
    graph.handOffState()
  }

  /// Arrived from an earlier window (started on the same preview): the state is taken by
  /// matching views in the first frame of the next load, whose status ends "· fresh window".
  package func receive(state: [String: HandedOffState]) {
    isFreshWindow = true
    graph.receiveHandedOffState(state)
  }
}
