/// A style for all toggles in a view (mirrors SwiftUI's `ToggleStyle`): it draws the toggle from
/// its label and its binding, and flips it however it likes (`configuration.isOn.toggle()`).
@MainActor @preconcurrency
public protocol ToggleStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` draws a toggle from.
public struct ToggleStyleConfiguration {
  /// The toggle's label, type-erased.
  public struct Label: View, PrimitiveView {
    let content: AnyView
    public var body: Never { neverBody }
    func makeNodes(in context: ResolveContext) -> [Node] { context.resolve(content, role: .label) }
  }

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; `$isOn` is its binding.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values, some on and some off (never here: a toggle
  /// of a collection of bindings is not supported).
  public var isMixed: Bool = false

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    self._isOn = isOn
  }
}

/// The default style: iOS's switch.
public struct DefaultToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleRow(configuration: configuration, tint: nil)
  }
}

/// A switch, in `tint` when on (green by default, or the environment's `.tint`).
public struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?

  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }

  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleRow(configuration: configuration, tint: tint)
  }
}

/// A button showing the label that flips the toggle: bordered when off, filled with the tint
/// when on (iOS's `.button` toggle style).
public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let binding = configuration.$isOn
    let button = Button {
      binding.wrappedValue.toggle()
    } label: {
      configuration.label
    }
    if binding.wrappedValue {
      button.buttonStyle(.borderedProminent)
    } else {
      button.buttonStyle(.bordered)
    }
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
  /// Sets the style of toggles in the view.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    EnvironmentModifierView(content: self) {
      $0.controls.toggleStyle = { AnyView(style.makeBody(configuration: $0)) }
    }
  }
}
