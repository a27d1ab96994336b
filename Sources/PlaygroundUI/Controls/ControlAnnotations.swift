/// Internal pieces controls are built from: nodes resolved elsewhere placed in a new
/// container, and modifiers that make a view's node a control (tap, focus).

/// Nodes already resolved, placed where this view stands (a picker shows an option it resolved
/// itself inside its own button).
struct ResolvedNodes: View, PrimitiveView {
  let nodes: [Node]
  var body: Never { neverBody }
  func makeNodes(in context: ResolveContext) -> [Node] { nodes }
}

/// Makes the content's top node a control: a tap runs `tap`, focus offers `target`, and the
/// pointer (press and drag) reaches `track`. With `enabled` false it only greys nothing and
/// takes nothing: the control's own drawing shows it disabled.
struct ControlModifier: ViewModifierPrimitive {
  var enabled: Bool
  var tap: (@MainActor () -> Void)?
  var track: (@MainActor (CGPoint, CGRect) -> Void)?
  var target: FocusTarget?

  func annotate(_ node: Node) {
    guard enabled else { return }
    if let tap { node.tapAction = tap }
    if let track { node.pointerAction = track }
    if let target { node.focusTarget = target }
  }
}

/// A control's label and the control itself in one row: the label leading, the control
/// trailing, the row as wide as it is offered (how iOS lays out a toggle, stepper or menu
/// picker). An empty label leaves the control alone.
struct ControlRow<Label: View, Control: View>: View {
  let label: Label
  let control: Control
  let isEnabled: Bool

  var body: some View {
    HStack {
      label.foregroundStyle(isEnabled ? Color.primary : disabledGray)
      Spacer(minLength: 8)
      control
    }
  }
}
