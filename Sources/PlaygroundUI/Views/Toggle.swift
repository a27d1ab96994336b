/// A control that turns an option on or off (mirrors SwiftUI's `Toggle` in its switch style).
///
/// Laid out like iOS: the label leading, the switch trailing, the row as wide as it is offered.
/// The switch is 51 × 31 pt at the regular control size (a capsule, with a 27 pt white thumb
/// inset by 2 pt, right when on), filled green when on (or the `.tint`), light grey when off.
/// A click on the switch, or Space or Return while it is focused, flips it.
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public var body: some View {
    ToggleBody(isOn: isOn, label: label)
  }
}

extension Toggle where Label == Text {
  /// A toggle with a text label.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// The toggle a style was given (inside a `ToggleStyle`'s body): drawn as the switch.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

/// The toggle's row, which needs the environment (enabled, tint, size, style).
struct ToggleBody<Label: View>: View, PrimitiveView {
  let isOn: Binding<Bool>
  let label: Label

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let configuration = ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: isOn)
    guard let style = context.environment.controls.toggleStyle else {
      return context.resolve(SwitchToggleRow(configuration: configuration, tint: nil), role: .content)
    }
    // A style's body that draws a `Toggle(configuration)` gets the switch, not itself again.
    let body = EnvironmentModifierView(content: style(configuration)) { $0.controls.toggleStyle = nil }
    return context.resolve(body, role: .content)
  }
}

/// iOS's switch with the label leading: the `.automatic` and `.switch` styles.
struct SwitchToggleRow: View, PrimitiveView {
  let configuration: ToggleStyleConfiguration
  /// `SwitchToggleStyle(tint:)`'s, over the environment's `.tint`.
  let tint: Color?

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let environment = context.environment
    let enabled = environment.isEnabled
    let metrics = environment.controlMetrics
    let binding = configuration.$isOn
    let on = binding.wrappedValue
    let onColor = tint ?? environment.controls.tint ?? .green
    let flip: @MainActor () -> Void = { binding.wrappedValue.toggle() }
    let track = on ? onColor : ControlPalette.offTrack
    let thumb = Circle().fill(Color.white)
      .overlay(Circle().strokeBorder(Color.black.opacity(0.06), lineWidth: 0.5))
      .padding(metrics(2))
    let switchView = ZStack(alignment: on ? .trailing : .leading) {
      Capsule().fill(track)
      thumb.frame(width: metrics(31), height: metrics(31))
    }
    .frame(width: metrics(51), height: metrics(31))
    .opacity(enabled ? 1 : 0.5)
    .modifier(
      ControlModifier(
        enabled: enabled, tap: flip,
        target: FocusTarget(ringCornerRadius: metrics(15.5), activate: flip)))
    return context.resolve(
      ControlRow(label: configuration.label, control: switchView, isEnabled: enabled), role: .content)
  }
}
