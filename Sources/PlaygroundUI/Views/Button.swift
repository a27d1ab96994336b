/// A control that runs an action when clicked (mirrors SwiftUI's `Button`).
///
/// How it looks comes from the `buttonStyle` in the environment (ButtonStyles.swift): the
/// default draws a tinted rounded bezel, `.plain` only the label. A button is focusable (Tab)
/// and Space or Return press it; under `.disabled(true)` it is greyed and does nothing.
public struct Button<Label: View>: View, PrimitiveView {
  let action: @MainActor () -> Void
  let label: Label
  /// Set by the `role:` initializers (ButtonRole.swift).
  var role: ButtonRole?

  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let id = context.identity
    let enabled = context.environment.isEnabled
    let pressed = enabled && context.isPressed(id)
    let erasedLabel = ButtonStyleConfiguration.Label(content: AnyView(label))
    let action = self.action
    let nodes: [Node]
    var handlesTaps = true
    switch context.environment.controls.buttonStyle {
    case .builtIn(let style):
      // Drawn in place (no component of its own), so a button's identities stay as they were.
      let body = BuiltInButtonBody(style: style, label: label, isPressed: pressed, isEnabled: enabled)
      // iOS draws a destructive button in red.
      nodes =
        role == .destructive
        ? context.withEnvironment({ $0.controls.tint = .red }) { body.makeNodes(in: context) }
        : body.makeNodes(in: context)
    case .custom(let makeBody):
      nodes = context.resolve(
        makeBody(ButtonStyleConfiguration(role: role, label: erasedLabel, isPressed: pressed)), role: .bordered)
    case .primitive(let makeBody):
      // A primitive style handles its own interaction and calls `trigger`.
      handlesTaps = false
      nodes = context.resolve(
        makeBody(PrimitiveButtonStyleConfiguration(label: erasedLabel, trigger: { if enabled { action() } })),
        role: .bordered)
    }
    guard enabled else {
      for node in nodes { Self.disable(node) }
      return nodes
    }
    let main = nodes.count == 1 ? nodes[0] : nil
    for node in nodes where handlesTaps {
      node.buttonID = id
      node.tapAction = action
    }
    main?.focusTarget = FocusTarget(ringCornerRadius: 8, activate: action)
    if let role { for node in nodes { node.layoutValues[ObjectIdentifier(ButtonRoleKey.self)] = role } }
    return nodes
  }

  /// Takes away what a label's own views would still answer (a tap gesture inside it).
  static func disable(_ node: Node) {
    node.tapAction = nil
    node.pointerAction = nil
    node.buttonID = nil
    node.focusTarget = nil
    for child in node.allChildren { disable(child) }
  }
}

extension Button where Label == Text {
  /// A button with a text label.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a `PrimitiveButtonStyle` is styling, to draw it with the style around this one.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(action: { configuration.trigger() }) { configuration.label }
  }
}
