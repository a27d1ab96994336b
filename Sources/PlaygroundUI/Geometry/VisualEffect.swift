/// `visualEffect { content, proxy in … }`: effects worked out from the view's geometry in the
/// last layout, which change what is drawn, never layout. The content is rebuilt when that
/// geometry changes (as a GeometryReader's is), and the effects become the view's drawing-only
/// annotations, so they animate as the modifiers of the same names do.

/// Visual effects that change how a view is drawn (mirrors SwiftUI's `VisualEffect`): start
/// from the `EmptyVisualEffect` the closure is given and chain `offset`, `scaleEffect`,
/// `rotationEffect`, `rotation3DEffect` and `opacity`.
public protocol VisualEffect: Sendable {}

/// The effect that does nothing, which a `visualEffect` closure builds on.
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
}

/// One drawing-only change a visual effect makes.
enum VisualEffectPart: Sendable {
  case geometry(GeometryEffect)
  case opacity(Double)
}

/// An effect built from the empty one, its parts innermost first.
struct AppliedVisualEffect: VisualEffect {
  let parts: [VisualEffectPart]
}

extension VisualEffect {
  var visualParts: [VisualEffectPart] { (self as? AppliedVisualEffect)?.parts ?? [] }

  private func adding(_ part: VisualEffectPart) -> AppliedVisualEffect {
    AppliedVisualEffect(parts: visualParts + [part])
  }

  private static func finite(_ value: CGFloat, or fallback: CGFloat) -> CGFloat { value.isFinite ? value : fallback }

  /// Moves what is drawn by `offset`.
  public func offset(_ offset: CGSize) -> some VisualEffect {
    adding(
      .geometry(.offset(CGSize(width: Self.finite(offset.width, or: 0), height: Self.finite(offset.height, or: 0)))))
  }

  /// Moves what is drawn by `x` and `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { offset(CGSize(width: x, height: y)) }

  /// Scales what is drawn about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(
      .geometry(
        .scale(
          CGSize(width: Self.finite(scale.width, or: 1), height: Self.finite(scale.height, or: 1)), anchor: anchor)))
  }

  /// Scales what is drawn by `scale` along both axes about `anchor`.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// Scales what is drawn by `x` and `y` about `anchor`.
  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Rotates what is drawn about `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.geometry(.rotation(radians: angle.radians.isFinite ? angle.radians : 0, anchor: anchor)))
  }

  /// Turns what is drawn about an axis in space (seen straight on, as `rotation3DEffect` is drawn).
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some VisualEffect {
    let axis = Rotation3DAxis(x: axis.x, y: axis.y, z: axis.z)
    return adding(
      .geometry(.rotation3D(radians: angle.radians.isFinite ? angle.radians : 0, axis: axis, anchor: anchor)))
  }

  /// Draws at `opacity` (0 to 1).
  public func opacity(_ opacity: Double) -> some VisualEffect {
    adding(.opacity(opacity.isFinite ? min(max(opacity, 0), 1) : 1))
  }
}

extension View {
  /// Applies effects made from the view's geometry (its size, `frame(in:)`) to how it is drawn.
  public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    VisualEffectView(content: self) { effect(EmptyVisualEffect(), $0).visualParts }
  }
}

struct VisualEffectView<Content: View>: View, PrimitiveView {
  let content: Content
  let parts: (GeometryProxy) -> [VisualEffectPart]

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let graph = context.graph(volatile: false)
    let proxy = GeometryProxy(snapshot: graph.geometry.snapshots[context.identity] ?? GeometrySnapshot())
    let parts = parts(proxy)
    let nodes = context.resolve(content, role: .modifier)
    let reader = VisualEffectReader(id: context.identity, builtFor: proxy, body: context.bodyIdentity)
    for node in nodes {
      for part in parts {
        switch part {
        case .geometry(let effect): node.geometryEffects.append(effect)
        case .opacity(let opacity): node.opacity *= opacity
        }
      }
      // The proxy sees the view's geometry without the effects it makes (only those outside).
      node.addGeometryStep(.geometry(reader, effectsBefore: node.geometryEffects.count))
    }
    return nodes
  }
}

/// Records the geometry of the view a `visualEffect` watches; a change from what its effects
/// were made for rebuilds them (ViewGraph+Geometry.swift).
final class VisualEffectReader: GeometrySink {
  let id: ViewIdentity
  let builtFor: GeometryProxy
  let body: ViewIdentity

  init(id: ViewIdentity, builtFor: GeometryProxy, body: ViewIdentity) {
    self.id = id
    self.builtFor = builtFor
    self.body = body
  }

  private var snapshot: GeometrySnapshot?

  func collect(_ snapshot: GeometrySnapshot) { self.snapshot = snapshot }

  func finishWalk(in graph: ViewGraph) -> Bool {
    guard let snapshot else { return false }
    graph.geometry.snapshots[id] = snapshot
    guard builtFor.isStale(for: snapshot) else { return false }
    graph.bodies.markDirty(body)
    return true
  }

  func deliver(in graph: ViewGraph) {}
}
