/// How a view enters and leaves when an animated change inserts or removes it
/// (mirrors SwiftUI's `AnyTransition`: opacity, scale with an anchor, move, push, offset, slide,
/// identity, asymmetric and combined transitions, and a transition's own animation).
public struct AnyTransition: Hashable, Sendable {
  indirect enum Kind: Hashable, Sendable {
    case opacity, identity
    case scale(Double, anchor: UnitPoint)
    case move(Edge)
    case offset(x: Double, y: Double)
    case asymmetric(insertion: Kind, removal: Kind)
    case combined(Kind, Kind)
    /// `modifier(active:identity:)` before it is resolved with the view it applies to.
    case modifier(TransitionModifiers)
    /// `modifier(active:identity:)` resolved: the numbers of the geometry effects the modifier
    /// adds (outermost on the view) when active and at rest, and its opacity active over at rest.
    case resolvedModifier(active: [Double], identity: [Double], opacity: Double)
  }
  let kind: Kind
  /// The animation the transition runs with instead of the change's (`animation(_:)`).
  var animation: Animation?

  init(kind: Kind, animation: Animation? = nil) {
    self.kind = kind
    self.animation = animation
  }

  /// Fades in and out: the default.
  public static let opacity = AnyTransition(kind: .opacity)
  /// No visual change.
  public static let identity = AnyTransition(kind: .identity)
  /// Grows from and shrinks to nothing about the centre.
  public static let scale = AnyTransition(kind: .scale(0, anchor: .center))

  /// Grows from and shrinks to `scale` times its size about `anchor` (a unit point of its frame).
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(kind: .scale(Double(scale), anchor: anchor))
  }

  /// Comes in from, and goes out towards, `edge`: moved by its own width or height.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }

  /// Comes in from `edge` while fading in, and goes out towards the opposite edge while fading
  /// out (as SwiftUI documents `push(from:)`).
  public static func push(from edge: Edge) -> AnyTransition {
    let opposite: Edge =
      switch edge {
      case .top: .bottom
      case .bottom: .top
      case .leading: .trailing
      case .trailing: .leading
      }
    return .asymmetric(
      insertion: .move(edge: edge).combined(with: .opacity), removal: .move(edge: opposite).combined(with: .opacity))
  }

  /// Drawn moved by `offset` while off stage.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition(kind: .offset(x: Double(offset.width), y: Double(offset.height)))
  }

  /// Drawn moved by `x` and `y` while off stage.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }

  /// Comes in from the leading edge and goes out towards the trailing edge.
  public static var slide: AnyTransition {
    .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
  }

  /// One transition for insertion, another for removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(
      kind: .asymmetric(insertion: insertion.kind, removal: removal.kind),
      animation: insertion.animation ?? removal.animation)
  }

  /// A transition from `active` (off stage) to `identity` (on stage): the numbers of the
  /// geometry effects (`offset`, `scaleEffect`, `rotationEffect`) and the opacity the modifier
  /// applies animate between the two; whatever else it changes takes the identity's at once.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(kind: .modifier(TransitionModifiers(active: active, identity: identity)))
  }

  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(kind: .combined(kind, other.kind), animation: animation ?? other.animation)
  }

  /// The same transition, run with `animation` whatever animation the change has (a change
  /// without one still does not animate).
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(kind: kind, animation: animation)
  }

  /// The appearance of a view of `appearance` while off stage, before it is inserted (or after
  /// it is removed, when `removing`).
  ///
  /// `animatableCount` is how many numbers at the end of the appearance's effects are the
  /// node's own animatable data, which a modifier transition's effects come before.
  func offStage(_ appearance: Appearance, removing: Bool = false, animatableCount: Int = 0) -> Appearance {
    Self.offStage(kind, appearance, removing: removing, animatableCount: animatableCount)
  }

  /// The point of the frame a scale transition scales about (the first scale's, when combined).
  func scaleAnchor(removing: Bool) -> UnitPoint {
    Self.scaleAnchor(kind, removing: removing) ?? .center
  }

  private static func scaleAnchor(_ kind: Kind, removing: Bool) -> UnitPoint? {
    switch kind {
    case .scale(_, let anchor): anchor
    case .asymmetric(let insertion, let removal): scaleAnchor(removing ? removal : insertion, removing: removing)
    case .combined(let first, let second):
      scaleAnchor(first, removing: removing) ?? scaleAnchor(second, removing: removing)
    case .opacity, .identity, .move, .offset, .modifier, .resolvedModifier: nil
    }
  }

  private static func offStage(
    _ kind: Kind, _ appearance: Appearance, removing: Bool, animatableCount: Int
  ) -> Appearance {
    var result = appearance
    switch kind {
    case .opacity: result.opacity = 0
    case .identity: break
    case .scale(let factor, _):
      // Drawn scaled about the anchor, the whole subtree with it; layout is unaffected.
      result.scale *= factor
    case .move(let edge):
      // Drawn moved, the whole subtree with it; layout is unaffected.
      let size = appearance.frame.size
      switch edge {
      case .leading: result.translation.width -= size.width
      case .trailing: result.translation.width += size.width
      case .top: result.translation.height -= size.height
      case .bottom: result.translation.height += size.height
      }
    case .offset(let x, let y):
      result.translation.width += x
      result.translation.height += y
    case .modifier:
      // Not resolved with its view (cannot happen once `transition(_:)` has run): at rest.
      break
    case .resolvedModifier(let active, let identity, let opacity):
      result.opacity *= opacity
      let end = result.effects.count - animatableCount
      let start = end - identity.count
      if active.count == identity.count, start >= 0 { result.effects.replaceSubrange(start..<end, with: active) }
    case .asymmetric(let insertion, let removal):
      result = offStage(
        removing ? removal : insertion, appearance, removing: removing, animatableCount: animatableCount)
    case .combined(let first, let second):
      let inner = offStage(first, appearance, removing: removing, animatableCount: animatableCount)
      result = offStage(second, inner, removing: removing, animatableCount: animatableCount)
    }
    return result
  }
}
