import Foundation
@testable import PlaygroundUI

/// Glyph metrics of `FakeTextMeasurer`, restated so tests compute expectations independently.
enum FakeMetrics {
  static func width(_ text: String, size: CGFloat) -> CGFloat { CGFloat(text.count) * size * 0.6 }
  static func lineHeight(size: CGFloat) -> CGFloat { size }
  static func ascent(size: CGFloat) -> CGFloat { size * 0.8 }
}

@MainActor
extension ViewGraph {
  /// A graph over `root` with the deterministic fake measurer.
  static func testing<Root: View>(_ root: Root) -> ViewGraph {
    ViewGraph(measurer: FakeTextMeasurer(), root: root)
  }

  /// Renders one frame and returns the traced leaves.
  @discardableResult
  func frame(_ size: CGSize, at time: Double = 0) -> [TracedView] {
    _ = render(size: size, time: time)
    return tracedViews
  }

  /// The first drawn leaf whose detail (text, shape or symbol name) is `detail`.
  func leaf(_ detail: String) -> TracedView? {
    tracedViews.first { $0.detail == detail }
  }

  /// Every drawn leaf whose detail is `detail`, in drawing order.
  func leaves(_ detail: String) -> [TracedView] {
    tracedViews.filter { $0.detail == detail }
  }

  /// The drawn leaf with identity `id`.
  func leaf(id: String) -> TracedView? {
    tracedViews.first { $0.id == id }
  }

  /// Clicks the centre of a rectangle.
  func click(_ rect: CGRect, time: Double) {
    click(at: CGPoint(x: rect.midX, y: rect.midY), time: time)
  }
}

/// Approximate equality for computed geometry.
func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

func close(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-9) -> Bool {
  close(a.minX, b.minX, within: tolerance) && close(a.minY, b.minY, within: tolerance)
    && close(a.width, b.width, within: tolerance) && close(a.height, b.height, within: tolerance)
}
