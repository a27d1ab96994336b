/// A shape drawn from its path (custom shapes, and built-ins the renderer has no fast path for).
final class PathShapeNode: Node {
  /// The outline in a rectangle at the origin for the shape's animatable numbers (its own, or
  /// presented mid-animation), and whether it fills by the even-odd rule.
  let outline: @Sendable (CGRect, [Double]) -> (Path, Bool)
  let sizing: @Sendable (ProposedViewSize) -> CGSize
  let paint: ResolvedPaint
  private let numbers: [Double]

  init(
    id: ViewIdentity, outline: @escaping @Sendable (CGRect, [Double]) -> (Path, Bool),
    sizing: @escaping @Sendable (ProposedViewSize) -> CGSize, paint: ResolvedPaint, animatableNumbers: [Double] = []
  ) {
    self.outline = outline
    self.sizing = sizing
    self.paint = paint
    numbers = animatableNumbers
    super.init(id: id)
  }

  override var animatableNumbers: [Double] { numbers }

  override var kindName: String { "path" }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    sizing(proposal)
  }

  override var paintColor: RGBAColor? {
    if case .color(let color) = paint { return color }
    return nil
  }

  /// Clicks land on what the outline covers, as SwiftUI hit-tests a shape by its path: a
  /// stroke on its line, a custom shape within its outline.
  override func drawnHitShape(in frame: CGRect, builder: DisplayListBuilder) -> ClipPath? {
    let (path, evenOdd) = outline(CGRect(origin: .zero, size: frame.size), numbers)
    let polygons = path.flattenedSubpaths().compactMap { subpath -> [CGPoint]? in
      subpath.points.count > 2
        ? subpath.points.map { builder.transform.apply(CGPoint(x: $0.x + frame.minX, y: $0.y + frame.minY)) } : nil
    }
    return ClipPath(polygons: polygons, evenOdd: evenOdd)
  }

  override func draw(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {
    let frame = appearance.frame
    let color = (appearance.color ?? paint.representativeColor).multipliedAlpha(by: opacity)
    var gradient: GradientShading?
    if case .gradient(let paint) = paint { gradient = paint.multipliedAlpha(by: opacity).placed(in: frame) }
    guard color.alpha > 0 || gradient != nil else { return }
    let (path, evenOdd) = outline(
      CGRect(origin: .zero, size: frame.size), animatableNumbers(presented: appearance.effects))
    let polygons = path.flattenedSubpaths().compactMap { subpath -> [CGPoint]? in
      subpath.points.count > 2
        ? subpath.points.map { CGPoint(x: $0.x + frame.minX, y: $0.y + frame.minY) } : nil
    }
    list.path(
      PathDrawing(id: id, frame: frame, polygons: polygons, evenOdd: evenOdd, color: color, gradient: gradient),
      opacity: opacity)
  }
}
