/// Drawing under a rotation, and hit regions that follow rotated and shaped outlines.
extension DisplayListBuilder {
  /// A built-in shape under a rotation, stretch or mirror: its outline becomes a path mapped point by point.
  mutating func rotatedShape(_ drawing: ShapeDrawing, opacity: Double) {
    var outline = Self.outline(of: drawing.kind, in: drawing.rect)
    if case .stroke(let width) = drawing.paint {
      outline = outline.strokedPath(StrokeStyle(lineWidth: width))
    }
    let polygons = outline.flattenedSubpaths().compactMap { $0.points.count > 2 ? $0.points : nil }
    items.append(
      .path(
        PathDrawing(
          id: drawing.id, frame: transform.apply(drawing.rect), polygons: polygons.map { $0.map(transform.apply) },
          evenOdd: false, color: drawing.color,
          gradient: drawing.gradient?.transformed(transform.apply, scale: transform.scale))))
    traced.append(
      TracedView(
        identity: drawing.id, kind: "shape", detail: drawing.kind.name, frame: transform.apply(drawing.rect),
        opacity: opacity))
  }

  /// Text under a rotation, stretch or mirror keeps its untransformed line box and carries the transform; the trace
  /// reports the rotated box's bounds.
  mutating func rotatedText(_ original: TextDrawing, opacity: Double) {
    var drawing = original
    drawing.transform = transform.matrix
    items.append(.text(drawing))
    traced.append(
      TracedView(
        identity: drawing.id, kind: "text", detail: drawing.string, frame: transform.apply(drawing.frame),
        opacity: opacity))
  }

  /// The outline a built-in shape kind draws in `rect` (as `MaskPlan` rasterizes it).
  static func outline(of kind: ShapeKind, in rect: CGRect) -> Path {
    switch kind {
    case .rectangle: Path(rect)
    case .roundedRectangle(let radius):
      Path(roundedRect: rect, cornerRadius: min(radius, min(rect.width, rect.height) / 2), style: .circular)
    case .continuousRoundedRectangle(let radius): Path(roundedRect: rect, cornerRadius: radius, style: .continuous)
    case .capsule: Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: .circular)
    case .circle:
      Path(
        ellipseIn: CGRect(
          x: rect.midX - min(rect.width, rect.height) / 2, y: rect.midY - min(rect.width, rect.height) / 2,
          width: min(rect.width, rect.height), height: min(rect.width, rect.height)))
    }
  }

  /// Records a hit region for `frame` (untransformed): its bounds, and its exact outline when
  /// the transform turns it.
  mutating func addHit(_ frame: CGRect, owner: Node?, isOwnFrame: Bool) {
    hitRegions.append(
      HitRegion(
        frame: transform.apply(frame), owner: owner, isOwnFrame: isOwnFrame,
        polygon: transform.isAxisAligned ? nil : transform.corners(of: frame), scope: gestureScope))
  }

  /// Limits the hit regions recorded since `start` to `shape` (window coordinates), dropping
  /// those that no longer overlap it.
  mutating func constrainHits(from start: Int, to shape: ClipPath) {
    guard start < hitRegions.count else { return }
    let bounds = shape.bounds
    var kept: [HitRegion] = []
    for var region in hitRegions[start...] {
      region.frame = region.frame.intersection(bounds)
      guard !region.frame.isNull, !region.frame.isEmpty else { continue }
      region.clips.append(shape)
      kept.append(region)
    }
    hitRegions.replaceSubrange(start..., with: kept)
  }

  /// `shape` in the node-local `rect`, mapped to window coordinates by the transform in force.
  func clipPath<S: Shape>(_ shape: S, in rect: CGRect, evenOdd: Bool) -> ClipPath {
    let path = shape.path(in: CGRect(origin: .zero, size: rect.size))
    let polygons = path.flattenedSubpaths().compactMap { subpath -> [CGPoint]? in
      subpath.points.count > 2
        ? subpath.points.map { transform.apply(CGPoint(x: $0.x + rect.minX, y: $0.y + rect.minY)) } : nil
    }
    return ClipPath(polygons: polygons, evenOdd: evenOdd)
  }

  /// The union of what was traced since `start` (the drawn leaves' bounds).
  func drawnBounds(since start: Int) -> CGRect {
    traced[start...].reduce(CGRect.null) { $0.union($1.frame) }
  }
}

extension HitRegion {
  /// Whether a click at `point` lands in the region.
  func contains(_ point: CGPoint) -> Bool {
    guard frame.contains(point) else { return false }
    if let polygon, !PointRegion.contains(point, polygons: [polygon], evenOdd: false) { return false }
    return clips.allSatisfy { $0.contains(point) }
  }
}
