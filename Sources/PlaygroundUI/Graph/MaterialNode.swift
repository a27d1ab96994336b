/// A shape filled with a `Material`: drawn as a blur of what is behind it plus a tint, not as a
/// colour.
final class MaterialNode: Node {
  /// The outline in a rectangle at the origin, and whether it fills by the even-odd rule; nil
  /// for a rectangle filling the frame (no polygons to send).
  let outline: (@Sendable (CGRect) -> (Path, Bool))?
  let sizing: @Sendable (ProposedViewSize) -> CGSize
  let material: Material
  let scheme: ColorScheme

  init(
    id: ViewIdentity, outline: (@Sendable (CGRect) -> (Path, Bool))?,
    sizing: @escaping @Sendable (ProposedViewSize) -> CGSize, material: Material, scheme: ColorScheme
  ) {
    self.outline = outline
    self.sizing = sizing
    self.material = material
    self.scheme = scheme
    super.init(id: id)
  }

  override var kindName: String { "material" }

  override func measure(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }

  override func draw(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {
    let frame = appearance.frame
    var polygons: [[CGPoint]] = []
    var evenOdd = false
    if let outline {
      let (path, rule) = outline(CGRect(origin: .zero, size: frame.size))
      evenOdd = rule
      polygons = path.flattenedSubpaths().compactMap { subpath -> [CGPoint]? in
        subpath.points.count > 2
          ? subpath.points.map { list.transform.apply(CGPoint(x: $0.x + frame.minX, y: $0.y + frame.minY)) } : nil
      }
    } else if !list.transform.isAxisAligned {
      polygons = [list.transform.corners(of: frame)]
    }
    var backdrop = material.backdrop(in: scheme)
    backdrop.blurRadius *= list.transform.scale
    let drawing = MaterialDrawing(
      id: id, frame: list.transform.apply(frame), polygons: polygons, evenOdd: evenOdd, backdrop: backdrop,
      opacity: opacity)
    list.items.append(.material(drawing))
    list.traced.append(
      TracedView(identity: id, kind: "shape", detail: "material", frame: drawing.frame, opacity: opacity))
  }
}
