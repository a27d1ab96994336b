extension _ShapeView {
  /// The shape filled (or stroked) with a material: a node that blurs what is behind it.
  func materialNode(_ material: Material, in context: ResolveContext) -> Node {
    let shape = self.shape
    // A plain rectangle filling its frame needs no polygons: the host blurs the frame itself.
    var isFrame = false
    if (shape as? Rectangle)?.builtinKind == .rectangle, case .fill = mode { isFrame = true }
    let mode = self.mode
    let outline: @Sendable (CGRect) -> (Path, Bool) = { rect in Self.outline(of: shape, mode: mode, in: rect) }
    return MaterialNode(
      id: context.identity, outline: isFrame ? nil : outline, sizing: { shape.sizeThatFits($0) },
      material: material, scheme: context.environment.colorScheme)
  }
}
