/// Accumulates a frame's display list, the trace of drawn views and the hit-test regions.
struct DisplayListBuilder {
  var items: [DisplayItem] = []
  var traced: [TracedView] = []
  /// Tappable regions in drawing order; hit testing walks them backwards.
  var hitRegions: [(frame: CGRect, node: Node)] = []

  mutating func shape(_ drawing: ShapeDrawing, opacity: Double) {
    items.append(.shape(drawing))
    traced.append(TracedView(id: drawing.id, kind: "shape", detail: drawing.kind.name, frame: drawing.rect, opacity: opacity))
  }

  mutating func text(_ drawing: TextDrawing, opacity: Double) {
    items.append(.text(drawing))
    traced.append(TracedView(id: drawing.id, kind: "text", detail: drawing.string, frame: drawing.frame, opacity: opacity))
  }

  mutating func symbol(_ drawing: SymbolDrawing, opacity: Double) {
    items.append(.symbol(drawing))
    traced.append(TracedView(id: drawing.id, kind: "symbol", detail: drawing.name, frame: drawing.frame, opacity: opacity))
  }
}

/// One drawn leaf as the `--trace` output and end-to-end tests see it.
public struct TracedView: Equatable, Sendable {
  public var id: String
  /// "text", "shape" or "symbol".
  public var kind: String
  /// The text, the shape's name or the symbol's name.
  public var detail: String
  public var frame: CGRect
  /// The effective opacity (product of the view's and its ancestors' opacities).
  public var opacity: Double
}
