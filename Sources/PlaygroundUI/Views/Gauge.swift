/// A value within a range (mirrors SwiftUI's `Gauge`), in iOS's default linear look: the label
/// above a 6 pt capsule track filled in the tint up to the value, with the current value's
/// label after the label, and the minimum and maximum labels under the track's ends
/// (caption, secondary). The value is pinned to the range.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel
  let maximumValueLabel: BoundsLabel

  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) where MarkedValueLabels == EmptyView {
    let span = bounds.upperBound - bounds.lowerBound
    fraction = span > 0 ? Double(min(max((value - bounds.lowerBound) / span, 0), 1)) : 0
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack(spacing: 8) {
        label
        Spacer(minLength: 0)
        currentValueLabel.foregroundStyle(.secondary)
      }
      GaugeTrack(fraction: fraction)
      HStack {
        minimumValueLabel
        Spacer(minLength: 0)
        maximumValueLabel
      }
      .font(.caption)
      .foregroundStyle(.secondary)
    }
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() },
      maximumValueLabel: { EmptyView() })
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

/// The gauge's track and fill: the full width offered, 6 pt high.
struct GaugeTrack: View {
  let fraction: Double

  var body: some View {
    Capsule().fill(Color.tertiarySystemFill)
      .overlay(alignment: .leading) {
        GeometryReader { proxy in
          Capsule().fill(.tint).frame(width: proxy.size.width * fraction)
        }
      }
      .frame(height: 6)
  }
}
