/// An immediate-mode drawing destination for `Canvas` (mirrors SwiftUI's `GraphicsContext`).
///
/// A context is a value: copies share what has been drawn (the canvas's recording) but each
/// has its own opacity, blend mode, transform, clips and filters, as in SwiftUI, so a copy
/// changed for one figure leaves the original as it was. Drawing records operations in the
/// canvas's coordinates; the canvas turns them into display items (CanvasNode.swift).
@MainActor public struct GraphicsContext {
  let recording: CanvasRecording
  /// The opacity of what is drawn from now on, multiplied into every colour.
  public var opacity: Double = 1
  /// How what is drawn from now on blends with what is beneath.
  public var blendMode: BlendMode = .normal
  /// The environment of the canvas (colour scheme, fonts, foreground style).
  public internal(set) var environment: EnvironmentValues
  /// Maps this context's coordinates to the canvas's (origin at its top-left).
  public var transform: CGAffineTransform = .identity
  /// The clips in force, in the canvas's coordinates, outermost first.
  var clips: [CanvasClip] = []
  /// The filters in force, applied to each thing drawn.
  var filters: [Filter] = []

  init(recording: CanvasRecording, environment: EnvironmentValues) {
    self.recording = recording
    self.environment = environment
  }

  /// The bounds of the clip in this context's coordinates: the canvas, narrowed by the clips.
  public var clipBoundingRect: CGRect {
    var bounds = CGRect(origin: .zero, size: recording.size)
    for clip in clips { bounds = bounds.intersection(clip.bounds) }
    guard !bounds.isNull else { return .zero }
    return bounds.applying(transform.inverted())
  }

  // MARK: Transforms

  /// Moves the origin by `x` and `y` in the current coordinates.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }

  /// Scales the coordinates by `x` and `y`.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }

  /// Turns the coordinates by `angle` (clockwise on screen for positive angles).
  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
  }

  /// Applies `matrix` before the current transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  // MARK: Clipping

  /// Options for `clip(to:style:options:)` and `clipToLayer`.
  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Keeps what is outside the shape instead of inside.
    public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
  }

  /// Limits what is drawn from now on to `path` (or to what is outside it, with `.inverse`).
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
    var polygons = recording.polygons(of: path, through: transform)
    var evenOdd = style.isEOFilled
    if options.contains(.inverse) {
      // Outside the path: the whole canvas (with a margin) around it, by the even-odd rule.
      let all = CGRect(origin: .zero, size: recording.size).insetBy(dx: -1, dy: -1)
      polygons.append([
        CGPoint(x: all.minX, y: all.minY), CGPoint(x: all.maxX, y: all.minY), CGPoint(x: all.maxX, y: all.maxY),
        CGPoint(x: all.minX, y: all.maxY),
      ])
      evenOdd = true
    }
    clips.append(.path(ClipPath(polygons: polygons, evenOdd: evenOdd)))
  }

  /// Limits what is drawn from now on to where `content`, drawn in a layer, is opaque.
  public mutating func clipToLayer(
    opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
  ) rethrows {
    var layer = GraphicsContext(recording: CanvasRecording(sharing: recording), environment: environment)
    layer.transform = transform
    try content(&layer)
    clips.append(.layer(layer.recording.operations, opacity: opacity, inverse: options.contains(.inverse)))
  }

  // MARK: Layers and filters

  /// Draws `content` into a context of its own that starts as a copy of this one; what it
  /// changes (transform, clips, opacity) stays inside.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  /// Applies `filter` to everything drawn from now on.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    filters.append(filter)
  }

  // MARK: Shapes

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    let polygons = recording.polygons(of: path, through: transform)
    guard !polygons.isEmpty else { return }
    let bounds = path.boundingRect
    guard let paint = shading.paint(in: environment, bounds: bounds, transform: transform, opacity: opacity) else {
      return
    }
    recording.append(
      .fill(polygons: polygons, evenOdd: style.isEOFilled, paint: paint), clips: clips, filters: filters,
      blendMode: blendMode)
  }

  /// Strokes `path` with `shading` in `style` (the line width is in this context's coordinates).
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    fill(path.strokedPath(style), with: shading)
  }

  /// Strokes `path` with `shading`, `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  // MARK: Text and images

  /// Draws `text` with `anchor` of its box (unwrapped) at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// Draws `text` wrapped to `rect`'s width, from its top-leading corner.
  public func draw(_ text: Text, in rect: CGRect) {
    draw(resolve(text), in: rect)
  }

  /// Draws a resolved text with `anchor` of its box at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
    let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
    drawView(text.content, in: CGRect(origin: origin, size: size))
  }

  /// Draws a resolved text wrapped to `rect`'s width.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    drawView(text.content, in: CGRect(origin: rect.origin, size: text.measure(in: rect.size)))
  }

  /// Draws `image` at its own size with `anchor` at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  /// Draws `image` stretched to `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(resolve(image), in: rect, style: style)
  }

  /// Draws a resolved image at its own size with `anchor` at `point`.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = image.size
    let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
    drawView(image.content(resizable: false), in: CGRect(origin: origin, size: size))
  }

  /// Draws a resolved image stretched to `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    drawView(image.content(resizable: true), in: rect)
  }

  /// Resolves `text` in this context's environment, to measure or draw it.
  public func resolve(_ text: Text) -> ResolvedText {
    ResolvedText(text: text, recording: recording, environment: environment)
  }

  /// Resolves `image` in this context's environment, to measure or draw it.
  public func resolve(_ image: Image) -> ResolvedImage {
    ResolvedImage(image: image, recording: recording, environment: environment)
  }

  /// Resolves `shading` in this context's environment (colours and styles take their values now).
  public func resolve(_ shading: Shading) -> Shading { shading.resolved(in: environment) }

  /// Records a view (a text or an image) laid out in `rect` of this context's coordinates.
  private func drawView(_ view: AnyView, in rect: CGRect) {
    guard let node = recording.node(for: view, in: rect, environment: environment) else { return }
    recording.append(
      .view(node, transform: transform, opacity: opacity), clips: clips, filters: filters, blendMode: blendMode)
  }
}
