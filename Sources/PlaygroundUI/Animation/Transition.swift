/// How a view enters and leaves when an animated change inserts or removes it
/// (mirrors SwiftUI's `AnyTransition` for opacity, scale, move, slide, identity, asymmetric
/// and combined transitions).
public struct AnyTransition: Hashable, Sendable {
  indirect enum Kind: Hashable, Sendable {
    case opacity, identity
    case scale(Double)
    case move(Edge)
    case asymmetric(insertion: Kind, removal: Kind)
    case combined(Kind, Kind)
  }
  let kind: Kind

  /// Fades in and out: the default.
  public static let opacity = AnyTransition(kind: .opacity)
  /// No visual change.
  public static let identity = AnyTransition(kind: .identity)
  /// Grows from and shrinks to nothing about the centre.
  public static let scale = AnyTransition(kind: .scale(0))

  public static func scale(scale: Double) -> AnyTransition { AnyTransition(kind: .scale(scale)) }

  /// Comes in from, and goes out towards, `edge`: moved by its own width or height.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }

  /// Comes in from the leading edge and goes out towards the trailing edge.
  public static var slide: AnyTransition {
    .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
  }

  /// One transition for insertion, another for removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(kind: .asymmetric(insertion: insertion.kind, removal: removal.kind))
  }

  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(kind: .combined(kind, other.kind))
  }

  /// The appearance of a view of `appearance` while off stage, before it is inserted (or after
  /// it is removed, when `removing`).
  func offStage(_ appearance: Appearance, removing: Bool = false) -> Appearance {
    Self.offStage(kind, appearance, removing: removing)
  }

  private static func offStage(_ kind: Kind, _ appearance: Appearance, removing: Bool) -> Appearance {
    var result = appearance
    switch kind {
    case .opacity: result.opacity = 0
    case .identity: break
    case .scale(let factor):
      // Drawn scaled about the centre, the whole subtree with it; layout is unaffected.
      result.scale = factor
    case .move(let edge):
      // Drawn moved, the whole subtree with it; layout is unaffected.
      let size = appearance.frame.size
      switch edge {
      case .leading: result.translation.width -= size.width
      case .trailing: result.translation.width += size.width
      case .top: result.translation.height -= size.height
      case .bottom: result.translation.height += size.height
      }
    case .asymmetric(let insertion, let removal):
      result = offStage(removing ? removal : insertion, appearance, removing: removing)
    case .combined(let first, let second):
      result = offStage(second, offStage(first, appearance, removing: removing), removing: removing)
    }
    return result
  }
}
