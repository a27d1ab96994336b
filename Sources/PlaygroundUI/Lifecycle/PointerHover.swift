extension ViewGraph {
  /// The pointer moved without a button held (nil: it left the window): `onHover` actions of
  /// views it entered or left.
  package func pointerHovered(to point: CGPoint?, time: Double) {
    modifierState.pointerMoved(to: point)
  }

  /// How many `task`s are running (for tests).
  var runningTaskCount: Int { modifierState.runningTaskCount }
}
