extension DisplayListBuilder {
  /// Adds a custom shape, mapped through the `scaleEffect` in force; traced as shape "path".
  mutating func path(_ original: PathDrawing, opacity: Double) {
    var drawing = original
    if !transform.isIdentity {
      drawing.frame = transform.apply(drawing.frame)
      drawing.polygons = drawing.polygons.map { $0.map(transform.apply) }
      drawing.gradient = drawing.gradient?.transformed(transform.apply, scale: transform.scale)
    }
    items.append(.path(drawing))
    traced.append(
      TracedView(identity: drawing.id, kind: "shape", detail: "path", frame: drawing.frame, opacity: opacity))
  }
}
