/// A horizontal control for choosing a value from a range (mirrors SwiftUI's `Slider`): press
/// or drag anywhere on it to set the value; focused, Left and Right move it by its step (or a
/// twentieth of the range without one). Generic over any `BinaryFloatingPoint` value.
///
/// As on iOS the label is not drawn (it names the slider for accessibility). The slider is as
/// wide as it is offered (160 pt when the width is unspecified), 22 pt high at the regular
/// control size: a 4 pt grey capsule track, filled with the tint up to a white 22 pt thumb.
public struct Slider<Label: View, ValueLabel: View>: View {
  let fraction: Double
  /// Sets the value a fraction of the track stands for (a press or drag).
  let setFraction: @MainActor (Double) -> Void
  /// Moves the value by one step up (+1) or down (−1) (a key).
  let nudge: @MainActor (Double) -> Void
  /// Told true when a press on the slider begins and false when it ends.
  let onEditingChanged: (Bool) -> Void

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    self.onEditingChanged = onEditingChanged
    let lower = Double(bounds.lowerBound)
    let upper = Double(bounds.upperBound)
    let span = upper - lower
    let current = Double(value.wrappedValue)
    fraction = span > 0 && current.isFinite ? min(1, max(0, (current - lower) / span)) : 0
    let stepSize = step.map { Double($0) }.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    let keyStep = stepSize ?? span / 20
    let apply: @MainActor (Double) -> Void = { picked in
      var new = picked
      // Steps count from the lower bound.
      if let stepSize { new = lower + ((new - lower) / stepSize).rounded() * stepSize }
      value.wrappedValue = V(min(upper, max(lower, new)))
    }
    setFraction = { apply(lower + $0 * span) }
    nudge = { apply(Double(value.wrappedValue) + $0 * keyStep) }
  }

  public var body: some View {
    SliderBody(fraction: fraction, setFraction: setFraction, nudge: nudge, onEditingChanged: onEditingChanged)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }
}

/// The drawn slider, which needs the environment (tint, size, enabled).
struct SliderBody: View, PrimitiveView {
  let fraction: Double
  let setFraction: @MainActor (Double) -> Void
  let nudge: @MainActor (Double) -> Void
  let onEditingChanged: (Bool) -> Void

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let environment = context.environment
    let enabled = environment.isEnabled
    let metrics = environment.controlMetrics
    let thumb = metrics(SliderLayout.thumb)
    let setFraction = self.setFraction
    let nudge = self.nudge
    let view = SliderLayout(fraction: fraction, thumb: thumb, track: metrics(SliderLayout.track)) {
      Capsule().fill(ControlPalette.sliderTrack)
      Capsule().fill(enabled ? environment.resolvedTint : disabledGray)
      Circle().fill(Color.white).overlay(Circle().strokeBorder(Color.gray.opacity(0.5), lineWidth: 1))
    }
    .modifier(
      ControlModifier(
        enabled: enabled,
        track: { point, frame in
          let usable = max(1, frame.width - thumb)
          setFraction(Double(min(1, max(0, (point.x - frame.minX - thumb / 2) / usable))))
        },
        target: FocusTarget(
          ringCornerRadius: thumb / 2, activate: nil,
          handleKey: { key in
            switch key {
            case .left, .down:
              nudge(-1)
              return true
            case .right, .up:
              nudge(1)
              return true
            default: return false
            }
          }))
    )
    .modifier(PressTracking(action: enabled ? onEditingChanged : nil))
    return context.resolve(view, role: .content)
  }
}

/// Track, filled track and thumb of a slider, placed for a fraction of the width.
struct SliderLayout: Layout {
  static let thumb: CGFloat = 22
  static let track: CGFloat = 4
  var fraction: Double
  var thumb: CGFloat = Self.thumb
  var track: CGFloat = Self.track

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 160
    return CGSize(width: max(width, thumb), height: thumb)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard subviews.count == 3 else { return }
    let usable = bounds.width - thumb
    let thumbX = bounds.minX + usable * CGFloat(fraction)
    let trackY = bounds.midY - track / 2
    subviews[0].place(
      at: CGPoint(x: bounds.minX + thumb / 2, y: trackY),
      proposal: ProposedViewSize(width: usable, height: track))
    subviews[1].place(
      at: CGPoint(x: bounds.minX + thumb / 2, y: trackY),
      proposal: ProposedViewSize(width: thumbX - bounds.minX, height: track))
    subviews[2].place(
      at: CGPoint(x: thumbX, y: bounds.minY),
      proposal: ProposedViewSize(width: thumb, height: thumb))
  }
}

/// Calls an action with the pointer location and the view's frame on press and drag.
struct PointerTracking: ViewModifierPrimitive {
  let action: @MainActor (CGPoint, CGRect) -> Void
  func annotate(_ node: Node) { node.pointerAction = action }
}

/// An internal modifier that annotates the content's top nodes.
@MainActor
protocol ViewModifierPrimitive {
  func annotate(_ node: Node)
}

extension View {
  func modifier<M: ViewModifierPrimitive>(_ modifier: M) -> some View {
    AnnotatedView(content: self) { modifier.annotate($0) }
  }
}
