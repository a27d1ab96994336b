import Foundation

/// Accumulates a frame's display list, the trace of drawn views and the hit-test regions.
struct DisplayListBuilder {
  var items: [DisplayItem] = []
  var traced: [TracedView] = []
  /// Hit-test regions in drawing order; hit testing walks them backwards, so whatever is drawn
  /// on top answers a click (and a plain view on top blocks a button beneath, as in SwiftUI).
  var hitRegions: [HitRegion] = []
  /// The innermost tappable view around what is being drawn.
  var tappableOwner: Node?
  /// The views with gestures around what is being drawn; its hit regions remember them.
  var gestureScope: GestureScope?
  /// False while drawing removed views fading out: they no longer take clicks.
  var recordsHits = true
  /// The geometry effects in force; drawings are mapped through it as they are added.
  var transform = DrawTransform()
  /// Views with `onHover`, at their drawn frames.
  var hoverRegions: [(frame: CGRect, node: Node)] = []
  /// What can be seen, in window coordinates: the window narrowed by the clips in force.
  /// Infinite (nothing is culled) unless a graph sets the window (Culling.swift).
  var visible = CGRect.infinite

  mutating func shape(_ original: ShapeDrawing, opacity: Double) {
    guard transform.isAxisAligned, transform.isUniform else { return rotatedShape(original, opacity: opacity) }
    var drawing = original
    if !transform.isIdentity {
      drawing.rect = transform.apply(drawing.rect)
      if case .stroke(let width) = drawing.paint { drawing.paint = .stroke(lineWidth: width * transform.scale) }
      drawing.kind = drawing.kind.scaled(by: transform.scale)
      drawing.gradient = drawing.gradient?.transformed(transform.apply, scale: transform.scale)
    }
    items.append(.shape(drawing))
    traced.append(
      TracedView(identity: drawing.id, kind: "shape", detail: drawing.kind.name, frame: drawing.rect, opacity: opacity))
  }

  mutating func text(_ original: TextDrawing, opacity: Double) {
    guard transform.isAxisAligned, transform.isUniform else { return rotatedText(original, opacity: opacity) }
    let drawing = transformed(original)
    items.append(.text(drawing))
    traced.append(
      TracedView(identity: drawing.id, kind: "text", detail: drawing.string, frame: drawing.frame, opacity: opacity))
  }

  mutating func symbol(_ original: SymbolDrawing, opacity: Double) {
    var drawing = original
    if !transform.isIdentity {
      drawing.frame = transform.apply(drawing.frame)
      drawing.strokes = drawing.strokes.map { $0.map(transform.apply) }
      drawing.fills = drawing.fills.map { $0.map(transform.apply) }
      drawing.lineWidth *= transform.scale
      drawing.glyph = drawing.glyph.map(transformed)
    }
    items.append(.symbol(drawing))
    traced.append(
      TracedView(identity: drawing.id, kind: "symbol", detail: drawing.name, frame: drawing.frame, opacity: opacity))
  }

  /// A picture, whose raster is chosen for the size it is finally drawn at, after the geometry
  /// effects (a smaller copy of a large bitmap, a vector that keeps its vector data rasterised).
  mutating func image(_ original: ImageDrawing, of resolved: ResolvedImage) {
    var drawing = original
    if !transform.isIdentity {
      if transform.isAxisAligned && transform.isUniform {
        drawing.frame = transform.apply(drawing.frame)
      } else {
        drawing.transform = transform.matrix
      }
    }
    let scale = ImageStore.current.hostScale
    let drawn = drawing.bounds.size
    drawing.raster = resolved.rasterKey(drawnAt: CGSize(width: drawn.width * scale, height: drawn.height * scale))
    items.append(.image(drawing))
    let name = (drawing.raster.path as NSString).lastPathComponent
    traced.append(
      TracedView(identity: drawing.id, kind: "image", detail: name, frame: drawing.bounds, opacity: drawing.opacity))
  }
}

extension DisplayListBuilder {
  /// `text` mapped through the geometry effects in force: scaled and moved when they keep it
  /// upright, else carrying them for the host to draw it turned.
  func transformed(_ text: TextDrawing) -> TextDrawing {
    guard !transform.isIdentity else { return text }
    guard transform.isAxisAligned, transform.isUniform else {
      var turned = text
      turned.transform = transform.matrix
      return turned
    }
    var drawing = text.scaled(by: transform.scale)
    drawing.frame = transform.apply(drawing.frame)
    drawing.baseline = drawing.baseline * transform.scale + transform.offset.y
    return drawing
  }
}

/// A region of the last frame that answers clicks.
struct HitRegion {
  var frame: CGRect
  /// The tappable view a click here reaches; nil for content that blocks without acting.
  var owner: Node?
  /// True for the tappable view's own frame (not one of its drawn leaves).
  var isOwnFrame: Bool
  /// The region's exact outline when it is not `frame` itself (a rotated frame).
  var polygon: [CGPoint]?
  /// Shapes a click must also be inside (`contentShape`, `clipShape` around it).
  var clips: [ClipPath] = []
  /// The views with gestures around the region, innermost first.
  var scope: GestureScope?
}

/// One drawn leaf as the `--trace` output and end-to-end tests see it.
package struct TracedView: Equatable, Sendable {
  /// The identity of the view that drew it.
  package var identity: ViewIdentity
  /// The identity spelled out, as the trace writes it.
  package var id: String { identity.description }
  /// "text", "shape", "symbol" or "image".
  package var kind: String
  /// The text, the shape's name, the symbol's name or the image's file name.
  package var detail: String
  package var frame: CGRect
  /// The effective opacity (product of the view's and its ancestors' opacities).
  package var opacity: Double
}
