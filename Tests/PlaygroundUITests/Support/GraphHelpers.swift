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

  /// Clicks the centre of a rectangle.
  func click(_ rect: CGRect, time: Double) {
    click(at: CGPoint(x: rect.midX, y: rect.midY), time: time)
  }
}

/// Approximate equality for computed geometry.
func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

func isClose(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-9) -> Bool {
  isClose(a.minX, b.minX, within: tolerance) && isClose(a.minY, b.minY, within: tolerance)
    && isClose(a.width, b.width, within: tolerance) && isClose(a.height, b.height, within: tolerance)
}

@MainActor
extension ViewGraph {
  /// Every node of the last resolved tree that is drawn, depth first in drawing order.
  func drawnNodes() -> [Node] {
    var result: [Node] = []
    func walk(_ node: Node) {
      result.append(node)
      node.drawnChildren.forEach(walk)
    }
    if let root { walk(root) }
    return result
  }

  /// Where the first `Text` showing `string` was laid out, drawn or not (a frame only draws
  /// what can be seen: a row scrolled out of view is laid out but not traced).
  func laidOutText(_ string: String) -> CGRect? {
    drawnNodes().first { ($0 as? TextNode)?.string == string }?.frame
  }

  /// The first drawn node whose kind (as in `frameTreeDump`) is `kind`.
  func node(kind: String) -> Node? {
    drawnNodes().first { $0.kindName == kind }
  }
}

extension DisplayList {
  var texts: [TextDrawing] {
    items.compactMap { if case .text(let t) = $0 { t } else { nil } }
  }
  var shapes: [ShapeDrawing] {
    items.compactMap { if case .shape(let s) = $0 { s } else { nil } }
  }
  var symbols: [SymbolDrawing] {
    items.compactMap { if case .symbol(let s) = $0 { s } else { nil } }
  }
  func text(_ string: String) -> TextDrawing? { texts.first { $0.string == string } }
}

/// A one-child layout that offers its child a fixed proposal whatever it is offered itself,
/// and takes the child's answer as its size: how a test sees a view's answer to, say, an
/// unspecified proposal.
struct Propose: Layout {
  var proposal: ProposedViewSize

  init(_ proposal: ProposedViewSize) { self.proposal = proposal }

  init(width: CGFloat?, height: CGFloat? = nil) {
    proposal = ProposedViewSize(width: width, height: height)
  }

  func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(
    in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
  }
}

/// Counts calls from views' actions.
@MainActor
final class Tally {
  var count = 0
  var log: [String] = []
}
