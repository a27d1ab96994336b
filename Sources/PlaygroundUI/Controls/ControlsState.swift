/// What the graph keeps for controls between frames: keyboard focus, the focusable controls of
/// the last frame in Tab order, an open popup menu, text-field carets, the clipboard, and
/// whether something drawn needs frames of its own (a spinning progress indicator).
@MainActor
final class ControlsState {
  /// The focused control, if any.
  var focusedID: ViewIdentity?
  /// The focusable controls drawn in the last frame, in Tab (reading) order: worked out when
  /// first asked for after a frame (Tab, a focus write), not on every frame, since ten thousand
  /// buttons are ten thousand targets to sort.
  var targets: [(node: Node, target: FocusTarget)] {
    if let sortedTargets { return sortedTargets }
    var found: [(node: Node, target: FocusTarget)] = []
    func walk(_ node: Node) {
      if let target = node.focusTarget { found.append((node, target)) }
      node.drawnChildren.forEach(walk)
    }
    if let targetRoot { walk(targetRoot) }
    let order = ReadingOrder.sorted(found.map(\.node.frame))
    let sorted = order.map { found[$0] }
    sortedTargets = sorted
    return sorted
  }
  private var targetRoot: Node?
  private var sortedTargets: [(node: Node, target: FocusTarget)]?
  /// The picker whose menu is open.
  var openMenuID: ViewIdentity?
  /// Popups resolved this pass, drawn above everything else.
  var popups: [Popup] = []
  /// Caret and selection of each text field that has been edited, by identity.
  var editing: [ViewIdentity: TextEditingState] = [:]
  /// Where Ctrl-C and Ctrl-V go; the host replaces it with the system's.
  var clipboard: any Clipboard = ProcessClipboard()
  /// The frame's time, and whether something drawn animates by itself.
  let clock = FrameClock()
  var drawsContinuously: Bool { clock.drewContinuously }
  /// A change that needs a frame but no resolve (the focus ring moved).
  var needsDisplay = false
  /// Views bound to `@FocusState`s, and the focus they were last reconciled with.
  let focusBindings = FocusBindings()
  /// Control (or Super) is held with the pointer: a click in a list adds or removes a row from
  /// its selection (the host sets it with `setPointerToggles`).
  var pointerToggles = false

  /// A popup above the window's content, placed below (or above) its anchor.
  struct Popup {
    let node: Node
    let anchor: Node
  }

  func beginFrame(time: Double) {
    clock.time = time
    clock.drewContinuously = false
    needsDisplay = false
  }

  /// The focusable controls are those drawn under `root` (not hidden pages or unchosen
  /// candidates), found when next asked for.
  func collectTargets(root: Node?) {
    targetRoot = root
    sortedTargets = nil
  }

  var focused: (node: Node, target: FocusTarget)? {
    guard let focusedID else { return nil }
    if let sortedTargets { return sortedTargets.first { $0.node.id == focusedID } }
    // Found without sorting every target into reading order.
    func find(_ node: Node) -> (node: Node, target: FocusTarget)? {
      if let target = node.focusTarget, node.id == focusedID { return (node, target) }
      for child in node.drawnChildren {
        if let found = find(child) { return found }
      }
      return nil
    }
    return targetRoot.flatMap(find)
  }

  /// Moves focus to the next (or previous) control, wrapping; false when there is none.
  func moveFocus(forward: Bool) -> Bool {
    guard !targets.isEmpty else { return false }
    let current = focusedID.flatMap { id in targets.firstIndex { $0.node.id == id } }
    let next: Int
    switch current {
    case nil: next = forward ? 0 : targets.count - 1
    case let index?: next = (index + (forward ? 1 : targets.count - 1)) % targets.count
    }
    focusedID = targets[next].node.id
    needsDisplay = true
    return true
  }
}
