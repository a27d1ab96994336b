import LayoutCore

/// What one frame draws, in window coordinates (logical points), in painting order.
///
/// The UI layer produces it; a host (the X11 one, or a test) consumes it. Opacity has already been
/// folded into each item's colour.
package struct DisplayList: Sendable, Equatable {
  package var items: [DisplayItem]

  package init(items: [DisplayItem] = []) {
    self.items = items
  }
}

/// One draw operation.
package enum DisplayItem: Sendable, Equatable {
  case shape(ShapeDrawing)
  case text(TextDrawing)
  case symbol(SymbolDrawing)
  /// A picture from decoded pixels (`Image("name")`).
  case image(ImageDrawing)
  /// Intersects the clip with a rectangle until the matching `popClip`.
  case pushClip(CGRect)
  case popClip
  /// A custom shape: polygons filled by a rule (strokes arrive already outlined).
  case path(PathDrawing)
  /// Intersects the clip with a shape, antialiased, until the matching `popClip`.
  case pushPathClip(ClipPath)
  /// Draws what follows, until `popShadow`, over a blurred, offset copy of its silhouette.
  case pushShadow(ShadowDrawing)
  case popShadow
  /// Starts content that a mask will cut (`mask`); the rectangle is what the content drew.
  case pushMask(CGRect)
  /// Ends the content and starts the mask: what follows until `popMask` draws only its alpha.
  case beginMask
  /// Draws the content through the mask's alpha.
  case popMask
  /// Draws what follows, until `popLayer`, into one layer composited through an effect.
  case pushLayer(LayerDrawing)
  case popLayer
  /// A shape filled with a material: a blur of what is drawn beneath it, tinted.
  case material(MaterialDrawing)
}

/// The outline families a host must draw antialiased.
package enum ShapeKind: Hashable, Sendable {
  case rectangle
  case roundedRectangle(cornerRadius: CGFloat)
  /// Corners in iOS's continuous curve (RoundedCorners.swift), circular where that does not fit.
  case continuousRoundedRectangle(cornerRadius: CGFloat)
  /// Corner radius min(width, height) / 2.
  case capsule
  /// The circle inscribed in the rect, centred: diameter min(width, height).
  case circle

  /// The name used by traces and display-list dumps: the family (a rounded rectangle is one
  /// whatever its corners' curve).
  package var name: String {
    switch self {
    case .rectangle: "rectangle"
    case .roundedRectangle: "roundedRectangle"
    case .continuousRoundedRectangle: "roundedRectangle"
    case .capsule: "capsule"
    case .circle: "circle"
    }
  }
}

/// How a shape is painted.
package enum ShapePaint: Hashable, Sendable {
  case fill
  /// A stroke of `lineWidth` centred on the outline (`strokeBorder` arrives here with the rect
  /// already inset by half the line width).
  case stroke(lineWidth: CGFloat)
}

/// A filled or stroked shape.
package struct ShapeDrawing: Sendable, Equatable {
  /// The view identity that drew it, stable across frames.
  package var id: ViewIdentity
  package var kind: ShapeKind
  package var rect: CGRect
  package var paint: ShapePaint
  package var color: RGBAColor
  /// A gradient to paint with instead of `color`.
  package var gradient: GradientShading?

  package init(
    id: ViewIdentity, kind: ShapeKind, rect: CGRect, paint: ShapePaint, color: RGBAColor,
    gradient: GradientShading? = nil
  ) {
    self.id = id
    self.kind = kind
    self.rect = rect
    self.paint = paint
    self.color = color
    self.gradient = gradient
  }
}

/// A laid-out text: the host lays `layout` out again (from its cache) and draws it with the
/// top-left of its box at `frame`'s origin.
package struct TextDrawing: Sendable, Equatable {
  package var id: ViewIdentity
  /// What the text is and how it breaks, exactly as it was measured.
  package var layout: TextLayoutRequest
  /// The text's box: origin at its top-left, size its measured extent.
  package var frame: CGRect
  /// The first line's baseline y in window coordinates.
  package var baseline: CGFloat
  /// The colour of spans without their own.
  package var color: RGBAColor
  /// Colours per span (`Text + Text` with different colours); empty when all use `color`.
  package var spanColors: [RGBAColor]
  /// Set when the text is rotated (`rotationEffect`): `frame`, `baseline` and the fonts are then
  /// before the transform, which maps them to window coordinates.
  package var transform: CGAffineTransform?

  package init(
    id: ViewIdentity, layout: TextLayoutRequest, frame: CGRect, baseline: CGFloat, color: RGBAColor,
    spanColors: [RGBAColor] = [], transform: CGAffineTransform? = nil
  ) {
    self.id = id
    self.layout = layout
    self.frame = frame
    self.baseline = baseline
    self.color = color
    self.spanColors = spanColors
    self.transform = transform
  }

  /// One unwrapped line in one font and colour.
  package init(
    id: ViewIdentity, string: String, font: FontDescriptor, frame: CGRect, baseline: CGFloat,
    color: RGBAColor, transform: CGAffineTransform? = nil
  ) {
    self.init(
      id: id, layout: TextLayoutRequest(string, font: font), frame: frame, baseline: baseline, color: color,
      transform: transform)
  }

  /// The whole string (all spans).
  package var string: String { layout.string }
  /// The first span's font.
  package var font: FontDescriptor { layout.primaryFont }

  /// The colour span `index` draws in.
  package func color(ofSpan index: Int) -> RGBAColor {
    index < spanColors.count ? spanColors[index] : color
  }

  /// The text drawn `factor` times larger: fonts and the wrapping width scale together, so the
  /// lines break where they did.
  package func scaled(by factor: CGFloat) -> TextDrawing {
    var copy = self
    for index in copy.layout.spans.indices {
      copy.layout.spans[index].font.size *= factor
      copy.layout.spans[index].baselineShift *= factor
    }
    copy.layout.width = copy.layout.width.map { $0 * factor }
    return copy
  }

  /// The text with every colour's alpha multiplied by `opacity`.
  package func fading(by opacity: Double) -> TextDrawing {
    var copy = self
    copy.color = color.multipliedAlpha(by: opacity)
    copy.spanColors = spanColors.map { $0.multipliedAlpha(by: opacity) }
    return copy
  }
}

/// A symbol (`Image(systemName:)`): a glyph of an icon font, or vector polylines (the
/// placeholder of unknown names, the spinner's spokes).
package struct SymbolDrawing: Sendable, Equatable {
  package var id: ViewIdentity
  package var name: String
  package var frame: CGRect
  /// Polylines in window coordinates, each stroked with round caps and joins.
  package var strokes: [[CGPoint]]
  package var lineWidth: CGFloat
  package var color: RGBAColor
  /// Polygons in window coordinates filled with the non-zero rule (solid parts of the symbol).
  package var fills: [[CGPoint]]
  /// The symbol's glyph as one character of text in its icon font, drawn instead of strokes
  /// and fills (Render/SymbolGlyph.swift).
  package var glyph: TextDrawing?

  package init(
    id: ViewIdentity, name: String, frame: CGRect, strokes: [[CGPoint]], lineWidth: CGFloat,
    color: RGBAColor, fills: [[CGPoint]] = [], glyph: TextDrawing? = nil
  ) {
    self.id = id
    self.name = name
    self.frame = frame
    self.strokes = strokes
    self.lineWidth = lineWidth
    self.color = color
    self.fills = fills
    self.glyph = glyph
  }
}

extension ShapeKind {
  /// The kind drawn `factor` times larger (corner radii grow with the shape).
  package func scaled(by factor: CGFloat) -> ShapeKind {
    switch self {
    case .roundedRectangle(let radius): .roundedRectangle(cornerRadius: radius * factor)
    case .continuousRoundedRectangle(let radius): .continuousRoundedRectangle(cornerRadius: radius * factor)
    case .rectangle, .capsule, .circle: self
    }
  }

  /// The kind of the outline `amount` inside this one (a border's centre line).
  package func inset(by amount: CGFloat) -> ShapeKind {
    switch self {
    case .roundedRectangle(let radius): .roundedRectangle(cornerRadius: max(0, radius - amount))
    case .continuousRoundedRectangle(let radius): .continuousRoundedRectangle(cornerRadius: max(0, radius - amount))
    case .rectangle, .capsule, .circle: self
    }
  }
}
