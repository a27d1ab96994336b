/// A control that increments and decrements a value (mirrors SwiftUI's `Stepper`).
///
/// Laid out like iOS: the label leading, the stepper trailing, the row as wide as it is
/// offered. The stepper is 94 × 32 pt at the regular control size: a light grey rounded
/// rectangle (radius 8) split into − and + halves by a 1 pt divider. A half that cannot act (the
/// value at its bound, or no closure) is drawn grey and ignores clicks. Focused, Up or Right
/// increments and Down or Left decrements.
public struct Stepper<Label: View>: View {
  let label: Label
  let onIncrement: (() -> Void)?
  let onDecrement: (() -> Void)?
  /// Whether each half can act now (false at a bound), read when the stepper is drawn.
  var canIncrement: () -> Bool = { true }
  var canDecrement: () -> Bool = { true }
  /// Told true when a press on either half begins and false when it ends.
  var onEditingChanged: (Bool) -> Void = { _ in }

  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
    self.onEditingChanged = onEditingChanged
  }

  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
  }

  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.onEditingChanged = onEditingChanged
    func clamped(_ new: V) -> V { min(max(new, bounds.lowerBound), bounds.upperBound) }
    // At a bound that half is disabled; a step past a bound stops at it. The value is read when
    // clicked, so two clicks before a redraw both count.
    onIncrement = { value.wrappedValue = clamped(value.wrappedValue.advanced(by: step)) }
    onDecrement = { value.wrappedValue = clamped(value.wrappedValue.advanced(by: -step)) }
    canIncrement = { value.wrappedValue < bounds.upperBound }
    canDecrement = { value.wrappedValue > bounds.lowerBound }
  }

  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.onEditingChanged = onEditingChanged
    onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
  }

  public var body: some View {
    StepperBody(
      label: label, onIncrement: onIncrement, onDecrement: onDecrement, canIncrement: canIncrement,
      canDecrement: canDecrement, onEditingChanged: onEditingChanged)
  }
}

extension Stepper where Label == Text {
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
  }

  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }

  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }
}

/// The stepper's row, which needs the environment.
struct StepperBody<Label: View>: View, PrimitiveView {
  let label: Label
  let onIncrement: (() -> Void)?
  let onDecrement: (() -> Void)?
  let canIncrement: () -> Bool
  let canDecrement: () -> Bool
  let onEditingChanged: (Bool) -> Void

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let environment = context.environment
    let enabled = environment.isEnabled
    let metrics = environment.controlMetrics
    let increment = enabled && canIncrement() ? onIncrement : nil
    let decrement = enabled && canDecrement() ? onDecrement : nil
    // Keys ask the bounds when pressed: several may come before the next resolve.
    let (up, down, canUp, canDown) = (onIncrement, onDecrement, canIncrement, canDecrement)
    func half(_ symbol: String, _ action: (() -> Void)?) -> some View {
      var tap: (@MainActor () -> Void)?
      if let action { tap = { action() } }
      return Image(systemName: symbol)
        .font(.system(size: metrics(14), weight: .medium))
        .foregroundStyle(action == nil ? disabledGray : Color.primary)
        .frame(width: metrics(46.5), height: metrics(32))
        .modifier(ControlModifier(enabled: tap != nil, tap: tap))
        .modifier(PressTracking(action: tap != nil ? onEditingChanged : nil))
    }
    let control = HStack(spacing: 0) {
      half("minus", decrement)
      Rectangle().fill(Color.gray.opacity(0.3)).frame(width: 1, height: metrics(18))
      half("plus", increment)
    }
    .background(
      RoundedRectangle(cornerRadius: metrics(8)).fill(ControlPalette.track)
    )
    .modifier(
      ControlModifier(
        enabled: enabled,
        target: FocusTarget(
          ringCornerRadius: metrics(8), activate: nil,
          handleKey: { key in
            switch key {
            case .up, .right:
              if canUp() { up?() }
              return true
            case .down, .left:
              if canDown() { down?() }
              return true
            default: return false
            }
          })))
    return context.resolve(ControlRow(label: label, control: control, isEnabled: enabled), role: .content)
  }
}
