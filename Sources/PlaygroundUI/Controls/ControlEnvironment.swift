/// The environment values controls read: styles, tint, size, whether they are enabled, and the
/// submit action of text fields.
struct ControlEnvironment {
  var buttonStyle: AnyButtonStyle = .builtIn(.automatic)
  var pickerStyle: BuiltInPickerStyle = .automatic
  var textFieldStyle: BuiltInTextFieldStyle = .automatic
  /// The toggle style's body for a configuration; nil for `.automatic` (the switch).
  var toggleStyle: (@MainActor (ToggleStyleConfiguration) -> AnyView)?
  var tint: Color?
  var controlSize: ControlSize = .regular
  var isEnabled = true
  var submit: (@MainActor () -> Void)?
  /// Set inside an open `Menu`: a picker there lists its options as the menu's items.
  var isInMenu = false
}

/// The sizes controls come in (mirrors SwiftUI's `ControlSize`). Each size scales a control's
/// metrics: paddings, switch and stepper sizes, slider thumbs, progress bars (`ControlMetrics`).
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini, small, regular, large, extraLarge
}

/// The lengths a control is drawn with at a control size. `regular` is the playground's base;
/// `mini`, `small`, `large` and `extraLarge` scale it by 0.7, 0.85, 1.2 and 1.4.
struct ControlMetrics {
  let scale: CGFloat

  init(_ size: ControlSize) {
    switch size {
    case .mini: scale = 0.7
    case .small: scale = 0.85
    case .regular: scale = 1
    case .large: scale = 1.2
    case .extraLarge: scale = 1.4
    }
  }

  /// A length at the regular size, scaled.
  func callAsFunction(_ regular: CGFloat) -> CGFloat { regular * scale }
}

extension EnvironmentValues {
  /// Whether controls in the view take input (false under `.disabled(true)`).
  public var isEnabled: Bool {
    get { controls.isEnabled }
    set { controls.isEnabled = newValue }
  }

  /// The size controls are drawn at.
  public var controlSize: ControlSize {
    get { controls.controlSize }
    set { controls.controlSize = newValue }
  }

  /// The colour controls are tinted with: the `.tint` set, else the accent colour.
  var resolvedTint: Color { controls.tint ?? .accentColor }

  var controlMetrics: ControlMetrics { ControlMetrics(controls.controlSize) }
}

extension View {
  /// Disables the controls in the view: they are drawn greyed, take no clicks or keys, and are
  /// skipped by Tab. A view disabled by any ancestor stays disabled.
  public func disabled(_ disabled: Bool) -> some View {
    EnvironmentModifierView(content: self) { $0.controls.isEnabled = $0.controls.isEnabled && !disabled }
  }

  /// Tints the controls in the view (the switch of a toggle, a prominent button, a slider's
  /// track, the focus of a picker) instead of the accent colour.
  public func tint(_ tint: Color?) -> some View {
    EnvironmentModifierView(content: self) { $0.controls.tint = tint }
  }

  /// Tints the controls in the view with a style (its colour; a gradient's most opaque one).
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    EnvironmentModifierView(content: self) { environment in
      environment.controls.tint = tint.map { $0.adaptiveColor(in: environment) }
    }
  }

  /// The older spelling of `tint(_:)` (deprecated in SwiftUI, and common): the accent colour of
  /// the controls in the view.
  public func accentColor(_ accentColor: Color?) -> some View {
    tint(accentColor)
  }

  /// Sets the size of controls in the view.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    EnvironmentModifierView(content: self) { $0.controls.controlSize = controlSize }
  }

  /// Runs `action` when the user submits a text field in the view (Return).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
    EnvironmentModifierView(content: self) { environment in
      guard triggers.contains(.text) else { return }
      let outer = environment.controls.submit
      // Nested submit actions all run, the innermost first.
      environment.controls.submit = {
        action()
        outer?()
      }
    }
  }
}

/// What submits (mirrors SwiftUI's `SubmitTriggers`; only text fields submit here).
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}
