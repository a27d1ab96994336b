/// A style for all buttons in a view (mirrors SwiftUI's `ButtonStyle`): it draws the button from
/// its label and whether it is pressed; the button keeps the standard interaction (click,
/// Space and Return when focused).
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` draws a button from.
public struct ButtonStyleConfiguration {
  /// The button's label, type-erased.
  public struct Label: View, PrimitiveView {
    let content: AnyView
    public var body: Never { neverBody }
    func makeNodes(in context: ResolveContext) -> [Node] { context.resolve(content, role: .label) }
  }

  /// The button's role, if it has one.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  /// Whether the pointer holds the button down.
  public let isPressed: Bool
}

/// A style that defines a button's interaction as well as its look (mirrors SwiftUI's
/// `PrimitiveButtonStyle`): the body calls `configuration.trigger()` to run the action.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` draws a button from.
public struct PrimitiveButtonStyleConfiguration {
  public typealias Label = ButtonStyleConfiguration.Label
  /// The button's label.
  public let label: Label
  let action: @MainActor () -> Void

  init(label: Label, trigger: @escaping @MainActor () -> Void) {
    self.label = label
    action = trigger
  }

  /// Runs the button's action.
  @MainActor public func trigger() { action() }
}

/// The looks the playground draws itself.
enum BuiltInButtonStyle: Hashable, Sendable {
  case automatic, bordered, borderedProminent, borderless, plain
}

/// The button style in the environment.
enum AnyButtonStyle {
  case builtIn(BuiltInButtonStyle)
  case custom(@MainActor (ButtonStyleConfiguration) -> AnyView)
  case primitive(@MainActor (PrimitiveButtonStyleConfiguration) -> AnyView)
}

/// The default style: on the playground (as on macOS) a bordered bezel.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInButtonStyle.automatic.body(configuration)
  }
}

/// A tinted rounded bezel behind the label, the label in the tint.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInButtonStyle.bordered.body(configuration)
  }
}

/// A bezel filled with the tint, the label white.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInButtonStyle.borderedProminent.body(configuration)
  }
}

/// No bezel: the label in the tint, dimmed while pressed.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInButtonStyle.borderless.body(configuration)
  }
}

/// Only the label as it is, dimmed while pressed.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInButtonStyle.plain.body(configuration)
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension View {
  /// Sets the style of buttons in the view.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    EnvironmentModifierView(content: self) {
      $0.controls.buttonStyle = .custom { AnyView(style.makeBody(configuration: $0)) }
    }
  }

  /// Sets the style (look and interaction) of buttons in the view.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    EnvironmentModifierView(content: self) { environment in
      let outer = environment.controls.buttonStyle
      environment.controls.buttonStyle =
        switch style {
        case is DefaultButtonStyle: .builtIn(.automatic)
        case is BorderedButtonStyle: .builtIn(.bordered)
        case is BorderedProminentButtonStyle: .builtIn(.borderedProminent)
        case is BorderlessButtonStyle: .builtIn(.borderless)
        case is PlainButtonStyle: .builtIn(.plain)
        default:
          .primitive { configuration in
            // A `Button(configuration)` in the body draws with the style outside this one.
            AnyView(
              EnvironmentModifierView(content: style.makeBody(configuration: configuration)) {
                $0.controls.buttonStyle = outer
              })
          }
        }
    }
  }
}

extension BuiltInButtonStyle {
  /// The body of a built-in style for a custom primitive style's `makeBody` that returns it.
  @MainActor func body(_ configuration: PrimitiveButtonStyleConfiguration) -> some View {
    // Used only when a built-in style is called directly; a Button in the environment draws
    // `BuiltInButtonBody` itself.
    EnvironmentModifierView(content: Button(configuration)) { $0.controls.buttonStyle = .builtIn(self) }
  }
}

/// The colour of a disabled control's label and outline.
let disabledGray = Color(white: 0.6)

/// How a built-in style draws a button (sizes at the regular control size, scaled by
/// `controlSize`): bordered and the default pad the label 12 × 6 pt on a rounded rectangle of
/// radius 8, filled with the tint at 12% opacity (30% pressed) and the label in the tint;
/// prominent fills with the tint (80% pressed) and draws the label white; borderless draws the
/// label in the tint and plain as it is, both at 55% opacity while pressed. Disabled buttons
/// draw their label grey and their bezel in grey.
struct BuiltInButtonBody<Label: View>: View, PrimitiveView {
  let style: BuiltInButtonStyle
  let label: Label
  let isPressed: Bool
  let isEnabled: Bool

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let environment = context.environment
    let tint = isEnabled ? environment.resolvedTint : disabledGray
    let metrics = environment.controlMetrics
    let nodes: [Node]
    switch style {
    case .plain:
      nodes = context.withEnvironment({ if !isEnabled { $0.foregroundStyle = disabledGray } }) {
        context.resolve(label, role: .label)
      }
    case .borderless:
      nodes = context.withEnvironment({ if $0.foregroundStyle == nil || !isEnabled { $0.foregroundStyle = tint } }) {
        context.resolve(label, role: .label)
      }
    case .automatic, .bordered, .borderedProminent:
      let prominent = style == .borderedProminent
      let fill = prominent ? tint.opacity(isPressed ? 0.8 : 1) : tint.opacity(isPressed ? 0.3 : 0.12)
      let text = prominent ? Color.white : tint
      let bezel = RoundedRectangle(cornerRadius: metrics(8)).fill(fill)
      nodes = context.withEnvironment({
        if $0.foregroundStyle == nil || !isEnabled || prominent { $0.foregroundStyle = text }
      }) {
        context.resolve(
          label.padding(.horizontal, metrics(12)).padding(.vertical, metrics(6)).background(bezel), role: .bordered)
      }
    }
    if isPressed && (style == .plain || style == .borderless) {
      for node in nodes { node.opacity *= 0.55 }
    }
    return nodes
  }
}
