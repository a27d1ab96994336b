/// A horizontal control for choosing a value from a range (mirrors SwiftUI's `Slider`):
/// press or drag anywhere on it to set the value.
public struct Slider: View {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?

  public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil) {
    self.value = value
    self.bounds = bounds
    self.step = step
  }

  private var fraction: Double {
    let span = bounds.upperBound - bounds.lowerBound
    guard span > 0, value.wrappedValue.isFinite else { return 0 }
    return min(1, max(0, (value.wrappedValue - bounds.lowerBound) / span))
  }

  public var body: some View {
    SliderLayout(fraction: fraction) {
      Capsule().fill(Color.gray.opacity(0.25))
      Capsule().fill(Color.accentColor)
      Circle().fill(Color.white).overlay(Circle().strokeBorder(Color.gray.opacity(0.5), lineWidth: 1))
    }
    .modifier(
      PointerTracking { point, frame in
        let usable = max(1, frame.width - SliderLayout.thumb)
        var picked =
          bounds.lowerBound + Double((point.x - frame.minX - SliderLayout.thumb / 2) / usable)
          * (bounds.upperBound - bounds.lowerBound)
        if let step, step > 0 { picked = (picked / step).rounded() * step }
        value.wrappedValue = min(bounds.upperBound, max(bounds.lowerBound, picked))
      })
  }
}

/// Track, filled track and thumb of a slider, placed for a fraction of the width.
struct SliderLayout: Layout {
  static let thumb: CGFloat = 22
  static let track: CGFloat = 4
  var fraction: Double

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 160
    return CGSize(width: max(width, Self.thumb), height: Self.thumb)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard subviews.count == 3 else { return }
    let usable = bounds.width - Self.thumb
    let thumbX = bounds.minX + usable * CGFloat(fraction)
    let trackY = bounds.midY - Self.track / 2
    subviews[0].place(
      at: CGPoint(x: bounds.minX + Self.thumb / 2, y: trackY),
      proposal: ProposedViewSize(width: usable, height: Self.track))
    subviews[1].place(
      at: CGPoint(x: bounds.minX + Self.thumb / 2, y: trackY),
      proposal: ProposedViewSize(width: thumbX - bounds.minX, height: Self.track))
    subviews[2].place(
      at: CGPoint(x: thumbX, y: bounds.minY),
      proposal: ProposedViewSize(width: Self.thumb, height: Self.thumb))
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
