/// A `Canvas`: takes the size it is proposed (like a shape), runs its renderer for the size it
/// is drawn at and turns what was recorded into display items. The recording is kept while the
/// size stays: frames that do not change the canvas (an animation elsewhere) replay it; a new
/// body makes a new node, and so a new recording.
final class CanvasNode: Node {
  private let painter: CanvasPainter
  private let environment: EnvironmentValues
  /// The size of the canvas being drawn (what an inverted layer clip covers).
  private var drawnSize = CGSize.zero

  init(id: ViewIdentity, painter: CanvasPainter, environment: EnvironmentValues) {
    self.painter = painter
    self.environment = environment
    super.init(id: id)
  }

  override var kindName: String { "Canvas" }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func draw(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {
    let frame = appearance.frame
    guard frame.width > 0, frame.height > 0 else { return }
    drawnSize = frame.size
    // Frames are drawn on the main thread, where the renderer must run (it reads views).
    let painter = self.painter
    let recording = MainActor.assumeIsolated { painter.recording(for: frame.size) }
    // Drawing stays inside the canvas, as on iOS.
    list.items.append(.pushPathClip(list.clipPath(Rectangle(), in: frame, evenOdd: false)))
    for operation in recording.operations {
      emit(operation, clips: operation.clips[...], origin: frame.origin, opacity: opacity, into: &list)
    }
    list.items.append(.popClip)
  }

  /// Emits `operation` inside `clips` (outermost first), then its shadow filters around it.
  private func emit(
    _ operation: CanvasRecording.Operation, clips: ArraySlice<CanvasClip>, origin: CGPoint, opacity: Double,
    into list: inout DisplayListBuilder
  ) {
    guard let clip = clips.first else {
      return emitFiltered(operation, origin: origin, opacity: opacity, into: &list)
    }
    let rest = clips.dropFirst()
    switch clip {
    case .path(let path):
      list.items.append(.pushPathClip(windowClip(path, origin: origin, list: list)))
      emit(operation, clips: rest, origin: origin, opacity: opacity, into: &list)
      list.items.append(.popClip)
    case .layer(let maskOperations, let maskOpacity, let inverse):
      let start = list.items.count
      let traceStart = list.traced.count
      list.items.append(.pushMask(.null))
      emit(operation, clips: rest, origin: origin, opacity: opacity, into: &list)
      let contentEnd = list.traced.count
      list.items[start] = .pushMask(list.traced[traceStart..<contentEnd].reduce(CGRect.null) { $0.union($1.frame) })
      list.items.append(.beginMask)
      if inverse {
        // Opaque everywhere but where the layer drew: the canvas, then the layer cut out of it.
        let canvas = CGRect(origin: origin, size: drawnSize)
        list.path(
          PathDrawing(
            id: id, frame: canvas, polygons: [Self.corners(of: canvas)], evenOdd: false,
            color: RGBAColor(red: 0, green: 0, blue: 0, alpha: maskOpacity)), opacity: 1)
      }
      for mask in maskOperations {
        emit(mask, clips: mask.clips[...], origin: origin, opacity: inverse ? 1 : maskOpacity, into: &list)
      }
      list.items.append(.popMask)
      list.traced.removeSubrange(contentEnd...)
    }
  }

  /// Emits the operation's content under its shadow filters.
  private func emitFiltered(
    _ operation: CanvasRecording.Operation, origin: CGPoint, opacity: Double, into list: inout DisplayListBuilder
  ) {
    // Each filter wraps what the earlier ones wrap: the first added is applied first. The
    // blend mode wraps them all (it composites the filtered result onto the canvas).
    var opened: [(index: Int, traceStart: Int)] = []
    func open(_ item: DisplayItem) {
      opened.append((list.items.count, list.traced.count))
      list.items.append(item)
    }
    if let mode = operation.blendMode.layerMode { open(.pushLayer(LayerDrawing(effect: .blend(mode)))) }
    for filter in operation.filters.reversed() {
      switch filter.kind {
      case .shadow(let color, let radius, let offset):
        open(
          .pushShadow(
            ShadowDrawing(
              color: color.resolved(in: environment.colorScheme).multipliedAlpha(by: opacity),
              radius: radius * list.transform.scale, offset: list.transform.applyToVector(offset), bounds: .null)))
      case .layer(let effect):
        open(.pushLayer(LayerDrawing(effect: effect.scaled(by: list.transform.scale))))
      case .colorMultiply(let color):
        let multiply = ColorMatrix.multiply(color.resolved(in: environment.colorScheme))
        open(.pushLayer(LayerDrawing(effect: .colorMatrix(multiply))))
      case .unsupported: continue
      }
    }
    emitContent(operation.content, origin: origin, opacity: opacity, into: &list)
    for entry in opened.reversed() {
      let bounds = list.drawnBounds(since: entry.traceStart)
      switch list.items[entry.index] {
      case .pushShadow(var drawing):
        drawing.bounds = bounds
        list.items[entry.index] = .pushShadow(drawing)
        list.items.append(.popShadow)
      case .pushLayer(var layer):
        layer.bounds = bounds
        list.items[entry.index] = .pushLayer(layer)
        list.items.append(.popLayer)
      default: break
      }
    }
  }

  private func emitContent(
    _ content: CanvasOperation, origin: CGPoint, opacity: Double, into list: inout DisplayListBuilder
  ) {
    switch content {
    case .fill(let polygons, let evenOdd, let paint):
      let moved = polygons.map { $0.map { CGPoint(x: $0.x + origin.x, y: $0.y + origin.y) } }
      let bounds = PointRegion.bounds(of: moved)
      let shift = CGAffineTransform(translationX: origin.x, y: origin.y)
      switch paint {
      case .color(let color):
        guard color.alpha * opacity > 0 else { return }
        list.path(
          PathDrawing(
            id: id, frame: bounds, polygons: moved, evenOdd: evenOdd, color: color.multipliedAlpha(by: opacity)),
          opacity: opacity)
      case .gradient(let gradient):
        let faded = GradientShading(
          stops: gradient.stops.map {
            GradientStop(location: $0.location, color: $0.color.multipliedAlpha(by: opacity))
          },
          geometry: gradient.geometry
        ).transformed({ $0.applying(shift) }, scale: 1)
        list.path(
          PathDrawing(
            id: id, frame: bounds, polygons: moved, evenOdd: evenOdd, color: faded.stops.last?.color ?? .clear,
            gradient: faded), opacity: opacity)
      }
    case .view(let node, let transform, let viewOpacity):
      let outer = list.transform
      defer { list.transform = outer }
      list.transform = DrawTransform(
        transform.concatenating(CGAffineTransform(translationX: origin.x, y: origin.y)).concatenating(outer.matrix))
      drawEmbedded(node, opacity: opacity * viewOpacity, into: &list)
    }
  }

  /// Draws a text's or image's nodes as laid out (they are not part of the graph's tree).
  private func drawEmbedded(_ node: Node, opacity: Double, into list: inout DisplayListBuilder) {
    let appearance = Appearance(of: node)
    let drawnOpacity = opacity * appearance.opacity
    guard drawnOpacity > 0.001 else { return }
    node.draw(into: &list, appearance: appearance, opacity: drawnOpacity)
    for child in node.drawnChildren { drawEmbedded(child, opacity: drawnOpacity, into: &list) }
    node.drawAfterChildren(into: &list, appearance: appearance, opacity: drawnOpacity)
  }

  /// A clip of the canvas's coordinates in window coordinates.
  private func windowClip(_ clip: ClipPath, origin: CGPoint, list: DisplayListBuilder) -> ClipPath {
    ClipPath(
      polygons: clip.polygons.map { $0.map { list.transform.apply(CGPoint(x: $0.x + origin.x, y: $0.y + origin.y)) } },
      evenOdd: clip.evenOdd)
  }

  private static func corners(of rect: CGRect) -> [CGPoint] {
    [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
      CGPoint(x: rect.minX, y: rect.maxY),
    ]
  }
}

/// Runs a canvas's renderer on the main thread (it reads views and the environment) and keeps
/// what it recorded for the size it was drawn at.
@MainActor
final class CanvasPainter {
  private let renderer: (inout GraphicsContext, CGSize) -> Void
  private let environment: EnvironmentValues
  private let resolver: CanvasViewResolver
  private var recorded: CanvasRecording?

  init(
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues,
    resolver: CanvasViewResolver
  ) {
    self.renderer = renderer
    self.environment = environment
    self.resolver = resolver
  }

  /// What the renderer draws at `size`, recorded once per size.
  func recording(for size: CGSize) -> CanvasRecording {
    if let recorded, recorded.size == size { return recorded }
    let recording = CanvasRecording(size: size, resolver: resolver)
    var context = GraphicsContext(recording: recording, environment: environment)
    renderer(&context, size)
    recorded = recording
    return recording
  }
}
