/// Tells a control's `onEditingChanged` when a press on it begins (true) and ends (false),
/// wherever the pointer is released.
struct PressTracking: ViewModifierPrimitive {
  let action: ((Bool) -> Void)?

  func annotate(_ node: Node) {
    guard let action else { return }
    node.pressAction = { action($0) }
  }
}
