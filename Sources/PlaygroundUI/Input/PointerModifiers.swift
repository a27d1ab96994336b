extension ViewGraph {
  /// Whether the modifier that toggles list selection (Control, or Super where macOS has
  /// Command) is held for the clicks that follow.
  package func setPointerToggles(_ toggles: Bool) {
    controls.pointerToggles = toggles
  }

  /// A click with the selection-toggling modifier held (Control-click in a list).
  package func togglingClick(at point: CGPoint, time: Double) {
    let held = controls.pointerToggles
    controls.pointerToggles = true
    defer { controls.pointerToggles = held }
    click(at: point, time: time)
  }
}
