/// A view that shows the progress of a task toward completion (mirrors SwiftUI's `ProgressView`
/// with determinate progress): a thin track across the offered width, filled from the leading
/// edge in proportion to `value / total`.
///
/// SwiftUI pins a value outside `0...total` to the nearer limit; so does this. Indeterminate
/// progress (a `nil` value) draws the empty track, since there is no spinner; labels, progress
/// styles and `ProgressView(_: Progress)` are missing.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?

  public var body: some View {
    ProgressBarLayout(fraction: fraction ?? 0) {
      Capsule().fill(Color.gray.opacity(0.25))
      Capsule().fill(Color.accentColor)
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing determinate progress; `value` is pinned to
  /// `0...total`, and `nil` means indeterminate.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = value.map { Self.fraction(Double($0), of: Double(total)) }
  }

  static func fraction(_ value: Double, of total: Double) -> Double {
    guard total > 0, value.isFinite, total.isFinite else { return 0 }
    return min(1, max(0, value / total))
  }
}

/// The track and its filled part: the offered width (10 points when none is offered, as
/// `replacingUnspecifiedDimensions` gives) and a fixed thickness.
struct ProgressBarLayout: Layout {
  static let thickness: CGFloat = 4
  var fraction: Double

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 10
    return CGSize(width: width, height: Self.thickness)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard subviews.count == 2 else { return }
    let origin = CGPoint(x: bounds.minX, y: bounds.midY - Self.thickness / 2)
    subviews[0].place(at: origin, proposal: ProposedViewSize(width: bounds.width, height: Self.thickness))
    subviews[1].place(
      at: origin, proposal: ProposedViewSize(width: bounds.width * CGFloat(fraction), height: Self.thickness))
  }
}
