/// The focusable views bound to `@FocusState` properties in the last resolve, and the focus
/// the graph last reconciled them with.
///
/// Focus and the states meet once per frame: when focus moved since the last frame (Tab, a
/// click, Escape, the focused view going away), each state takes the value of the view now
/// focused, or its "no focus" value; otherwise a state that disagrees with focus was written
/// by the program, and focus moves to the view bound to its new value (or leaves its views).
@MainActor
final class FocusBindings {
  /// One view bound to a focus state with the value it stands for.
  struct Entry {
    /// The state's storage: entries sharing it are the views of one `@FocusState`.
    let state: ObjectIdentifier
    /// The focusable node the binding applies to.
    let node: ViewIdentity
    /// Whether the state holds this entry's value, or its "no focus" value.
    let holdsValue: () -> Bool
    let holdsNoFocus: () -> Bool
    /// Writes this entry's value, or the "no focus" value, into the state.
    let claim: () -> Void
    let release: () -> Void
  }

  /// Rebuilt by every resolve.
  var entries: [Entry] = []
  /// The focused identity after the last reconciliation.
  var lastFocus: ViewIdentity?
}

extension ViewGraph {
  /// Brings focus and the `@FocusState` values together (see `FocusBindings`); called once a
  /// frame, after the frame's focusable controls are known.
  func reconcileFocusStates() {
    let bindings = controls.focusBindings
    defer { bindings.lastFocus = controls.focusedID }
    let focused = controls.focusedID
    var seen: Set<ObjectIdentifier> = []
    let states = bindings.entries.map(\.state).filter { seen.insert($0).inserted }
    for state in states {
      let group = bindings.entries.filter { $0.state == state }
      let focusedEntry = group.first { $0.node == focused }
      if focused != bindings.lastFocus {
        // Focus moved: the state follows it.
        if let focusedEntry {
          if !focusedEntry.holdsValue() { focusedEntry.claim() }
        } else if let entry = group.first, !entry.holdsNoFocus() {
          entry.release()
        }
        continue
      }
      if let focusedEntry, focusedEntry.holdsValue() { continue }
      // The program wrote the state: focus follows it.
      let drawn = Set(controls.targets.map(\.node.id))
      if let wanted = group.first(where: { $0.holdsValue() && drawn.contains($0.node) }) {
        focus(wanted.node)
        controls.needsDisplay = true
      } else if focusedEntry != nil, group[0].holdsNoFocus() {
        focus(nil)
        controls.needsDisplay = true
      }
    }
  }
}
