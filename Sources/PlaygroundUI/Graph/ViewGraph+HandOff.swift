extension ViewGraph {
  /// The graph's state values that can cross to a fresh window process (StateHandOff.swift).
  package func handOffState() -> [String: HandedOffState] {
    stateStore.handOff()
  }

  /// State handed over by an earlier window process, taken by the views that match as they
  /// first appear.
  package func receiveHandedOffState(_ values: [String: HandedOffState]) {
    stateStore.receive(values)
    setNeedsUpdate()
  }

  /// Forgets handed-over values no view took.
  package func discardUnclaimedHandedOffState() {
    stateStore.discardUnclaimedHandOff()
  }
}
