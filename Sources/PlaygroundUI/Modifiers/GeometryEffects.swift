/// Geometry effects: `offset`, `scaleEffect` and `rotationEffect`. Each changes what is drawn
/// and where clicks land, never layout; on one view they compose in modifier order, and their
/// values animate like a frame does.

/// One drawing-only geometry effect of a node, anchored in the node's frame.
enum GeometryEffect: Equatable {
  case offset(CGSize)
  /// A scale per axis about an anchor (negative factors mirror).
  case scale(CGSize, anchor: UnitPoint)
  /// A rotation, clockwise on screen for positive angles, about an anchor.
  case rotation(radians: Double, anchor: UnitPoint)
  /// A rotation about an axis in space, seen straight on (Rotation3DEffect.swift).
  case rotation3D(radians: Double, axis: Rotation3DAxis, anchor: UnitPoint)

  /// The numbers an animation interpolates (anchors jump).
  var values: [Double] {
    switch self {
    case .offset(let size): [size.width, size.height]
    case .scale(let size, _): [size.width, size.height]
    case .rotation(let radians, _), .rotation3D(let radians, _, _): [radians]
    }
  }

  /// The same effect with its numbers taken from the front of `values`.
  func with(_ values: inout ArraySlice<Double>) -> GeometryEffect {
    func next() -> Double { values.popFirst() ?? 0 }
    switch self {
    case .offset: return .offset(CGSize(width: next(), height: next()))
    case .scale(_, let anchor): return .scale(CGSize(width: next(), height: next()), anchor: anchor)
    case .rotation(_, let anchor): return .rotation(radians: next(), anchor: anchor)
    case .rotation3D(_, let axis, let anchor): return .rotation3D(radians: next(), axis: axis, anchor: anchor)
    }
  }

  /// The effect as a map of the node's coordinates, for a node drawn in `frame`.
  func matrix(in frame: CGRect) -> CGAffineTransform {
    func about(_ unit: UnitPoint, _ local: CGAffineTransform) -> CGAffineTransform {
      let anchor = CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
      return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
        .concatenating(local)
        .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }
    switch self {
    case .offset(let size): return CGAffineTransform(translationX: size.width, y: size.height)
    case .scale(let size, let anchor): return about(anchor, CGAffineTransform(scaleX: size.width, y: size.height))
    case .rotation(let radians, let anchor): return about(anchor, CGAffineTransform(rotationAngle: CGFloat(radians)))
    case .rotation3D(let radians, let axis, let anchor): return about(anchor, axis.projectedRotation(by: radians))
    }
  }
}

extension Node {
  /// The node's geometry effects with the numbers of a presented appearance (mid-animation),
  /// or its own when the appearance does not carry a matching set.
  func geometryEffects(presented values: [Double]) -> [GeometryEffect] {
    let own = geometryEffects
    guard values.count == own.reduce(0, { $0 + $1.values.count }) + animatableNumbers.count else { return own }
    var rest = values[...]
    return own.map { $0.with(&rest) }
  }

  /// The node's animatable numbers in a presented appearance (after its geometry effects'),
  /// or its own when the appearance does not carry a matching set.
  func animatableNumbers(presented values: [Double]) -> [Double] {
    let own = animatableNumbers
    let effectCount = geometryEffects.reduce(0) { $0 + $1.values.count }
    guard !own.isEmpty, values.count == effectCount + own.count else { return own }
    return Array(values.suffix(own.count))
  }
}

extension DrawTransform {
  /// This transform with `effects` (innermost first, as modifiers annotate a node) applied
  /// inside it: the outermost modifier acts last on what the inner ones drew.
  func applying(_ effects: [GeometryEffect], in frame: CGRect) -> DrawTransform {
    var result = matrix
    for effect in effects.reversed() { result = effect.matrix(in: frame).concatenating(result) }
    return DrawTransform(result)
  }

  /// True when lengths grow alike along both axes (no stretch, no mirroring): circles stay
  /// circles and text keeps its proportions.
  var isUniform: Bool {
    (matrix.a * matrix.a + matrix.b * matrix.b - matrix.c * matrix.c - matrix.d * matrix.d).magnitude < 1e-9
      && (matrix.a * matrix.c + matrix.b * matrix.d).magnitude < 1e-9 && matrix.a * matrix.d - matrix.b * matrix.c > 0
  }
}

extension Appearance {
  /// What a node looks like at its last layout, the target an animation moves toward.
  init(of node: Node) {
    self.init(frame: node.frame, opacity: node.opacity, color: node.paintColor)
    effects = node.geometryEffects.flatMap(\.values) + node.animatableNumbers
  }

  /// `vector` made as long as `target`: the frame, opacity, colour and transition numbers
  /// kept, geometry-effect and animatable numbers taken from `target` when their shape changed.
  static func fitted(_ vector: [Double], to target: [Double]) -> [Double] {
    guard vector.count != target.count else { return vector }
    return Array(vector.prefix(dimension)) + target.dropFirst(dimension)
  }
}

extension View {
  /// Draws the view scaled by `scale` along both axes about `anchor`; its layout stays where
  /// it was.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }

  /// Draws the view scaled by `scale.width` horizontally and `scale.height` vertically about
  /// `anchor`; its layout stays where it was.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }

  /// Draws the view scaled by `x` horizontally and `y` vertically about `anchor` (a negative
  /// factor mirrors); its layout stays where it was.
  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
    let factors = CGSize(width: x.isFinite ? x : 1, height: y.isFinite ? y : 1)
    return AnnotatedView(content: self) { $0.geometryEffects.append(.scale(factors, anchor: anchor)) }
  }

  /// Draws the view rotated by `angle` about `anchor` (clockwise on screen for positive
  /// angles); its layout stays where it was.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    let radians = angle.radians.isFinite ? angle.radians : 0
    return AnnotatedView(content: self) { $0.geometryEffects.append(.rotation(radians: radians, anchor: anchor)) }
  }

  /// Draws the view moved by `offset`; its layout, and so its neighbours', stay where they were.
  public func offset(_ offset: CGSize) -> some View {
    let valid = CGSize(
      width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
    return AnnotatedView(content: self) { $0.geometryEffects.append(.offset(valid)) }
  }

  /// Draws the view moved by `x` and `y`; its layout stays where it was.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }
}
