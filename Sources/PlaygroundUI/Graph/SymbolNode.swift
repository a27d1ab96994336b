import LayoutCore

/// `Image(systemName:)`: a glyph of an icon font sized like an SF Symbol (its point size the
/// font's, times the image scale), or the placeholder box for a name outside the table.
final class SymbolNode: Node {
  let name: String
  /// Nil for a name the table does not have: the placeholder is drawn.
  let glyph: SymbolGlyph?
  let font: FontDescriptor
  let scale: Image.Scale
  let color: Color
  /// A resizable image takes the size it is proposed (its own where a dimension is not
  /// proposed); any other keeps its own size whatever the proposal.
  let isResizable: Bool
  /// Set for an enclosed, filled symbol drawn in two layers (palette or hierarchical mode).
  var layers: SymbolLayers?

  init(
    id: ViewIdentity, name: String, glyph: SymbolGlyph?, font: FontDescriptor, scale: Image.Scale = .medium,
    color: Color, isResizable: Bool = false
  ) {
    self.name = name
    self.glyph = glyph
    self.font = font
    self.scale = scale
    self.color = color
    self.isResizable = isResizable
    super.init(id: id)
  }

  override var kindName: String { "Image(systemName: \"\(name)\")" }

  /// The side of the symbol's own square: its ink is as tall as the font's point size at the
  /// medium scale.
  var side: CGFloat { font.size * scale.factor }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    guard isResizable else { return CGSize(width: side, height: side) }
    func take(_ proposed: CGFloat?) -> CGFloat {
      guard let proposed, proposed.isFinite else { return side }
      return max(0, proposed)
    }
    return CGSize(width: take(proposal.width), height: take(proposal.height))
  }

  override var mayHaveExplicitGuides: Bool { !isResizable || !alignmentGuides.isEmpty }

  /// A symbol of its own size sets text baselines, so it lines up with text beside it.
  override func mayHaveExplicitGuides(in family: GuideFamily) -> Bool {
    (family == .textBaselines && !isResizable) || !alignmentGuides.isEmpty
  }

  /// The baseline lies half the font's cap height below the symbol's centre: the symbol is
  /// centred on the cap height of text on that baseline, as SF Symbols are.
  override func ownDimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(proposal)
    guard !isResizable else { return ViewDimensions(size: size) }
    let baseline = size.height / 2 + font.size * SymbolGlyph.capHeight / 2
    return ViewDimensions(
      size: size, explicitVertical: [.firstTextBaseline: baseline, .lastTextBaseline: baseline])
  }

  override var paintColor: RGBAColor? { color.rgba }

  override func draw(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {
    let frame = appearance.frame
    let paint = (appearance.color ?? color.rgba).multipliedAlpha(by: opacity)
    if let glyph {
      var ink = paint
      if let layers {
        // The inner layer, inside the enclosure, under the hole the symbol leaves in the glyph.
        let side = min(frame.width, frame.height) * 0.6
        let inner = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        let primary = (appearance.color ?? layers.primary.rgba).multipliedAlpha(by: opacity)
        list.shape(
          ShapeDrawing(
            id: id.appending(.explicit(ExplicitID("inner"))), kind: layers.inner, rect: inner, paint: .fill,
            color: primary),
          opacity: opacity)
        ink = layers.secondary.rgba.multipliedAlpha(by: opacity)
      }
      let text = glyph.drawing(id: id, in: frame, weight: font.weight, color: ink)
      list.symbol(
        SymbolDrawing(id: id, name: name, frame: frame, strokes: [], lineWidth: 0, color: ink, glyph: text),
        opacity: opacity)
      return
    }
    let symbol = SymbolCatalog.placeholder
    let toFrame = CGAffineTransform(scaleX: frame.width, y: frame.height)
      .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
    let strokes = symbol.strokes.applying(toFrame).flattenedSubpaths().map { line in
      line.isClosed && line.points.count > 1 ? line.points + [line.points[0]] : line.points
    }
    let fills = symbol.fills.applying(toFrame).flattenedSubpaths().map(\.points).filter { $0.count > 2 }
    // A resized placeholder's strokes grow with it, as a glyph would at that size.
    let size = isResizable ? min(frame.width, frame.height) : font.size
    let width = max(1, size * SymbolCatalog.lineWidthFactor(font.weight))
    list.symbol(
      SymbolDrawing(
        id: id, name: name, frame: frame, strokes: strokes, lineWidth: width, color: paint, fills: fills),
      opacity: opacity)
  }
}
