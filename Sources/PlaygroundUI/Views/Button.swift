/// A control that runs an action when clicked (mirrors SwiftUI's `Button`).
///
/// The default style draws a rounded-rectangle bezel filling the button's frame, tinted, darker
/// while pressed; `.buttonStyle(.plain)` draws only the label, dimmed while pressed.
public struct Button<Label: View>: View, PrimitiveView {
  let action: @MainActor () -> Void
  let label: Label

  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let pressed = context.graph.pressedButton == context.identity
    let style = context.environment.buttonStyle
    let nodes = context.withEnvironment({ environment in
      environment.isPressed = pressed
      if style == .automatic && environment.foregroundStyle == nil {
        environment.foregroundStyle = .accentColor
      }
    }) {
      switch style {
      case .plain:
        return context.resolve(label, role: .label)
      case .automatic:
        let bezel = RoundedRectangle(cornerRadius: 8)
          .fill(Color.accentColor.opacity(pressed ? 0.3 : 0.12))
        return context.resolve(
          label.padding(.horizontal, 12).padding(.vertical, 6).background(bezel),
          role: .bordered)
      }
    }
    for node in nodes {
      node.buttonID = context.identity
      node.tapAction = action
      if pressed && style == .plain { node.opacity *= 0.55 }
    }
    return nodes
  }
}

extension Button where Label == Text {
  /// A button with a text label.
  public init(_ title: String, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

/// The button styles the playground draws.
enum ButtonStyleKind: Hashable, Sendable {
  case automatic, plain
}

/// A button style (mirrors SwiftUI's `PrimitiveButtonStyle` values `.plain` and `.automatic`).
public struct PlaygroundButtonStyle: Sendable {
  let kind: ButtonStyleKind
}

extension PlaygroundButtonStyle {
  /// Only the label, dimmed while pressed.
  public static let plain = PlaygroundButtonStyle(kind: .plain)
  /// The default bezel.
  public static let automatic = PlaygroundButtonStyle(kind: .automatic)
  /// SwiftUI's bordered style, drawn as the default bezel.
  public static let bordered = PlaygroundButtonStyle(kind: .automatic)
}
