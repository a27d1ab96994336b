/// How a view enters and leaves when an animated change inserts or removes it
/// (mirrors SwiftUI's `AnyTransition` for opacity, scale and identity).
public struct AnyTransition: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case opacity, identity
    case scale(Double)
  }
  let kind: Kind

  /// Fades in and out: the default.
  public static let opacity = AnyTransition(kind: .opacity)
  /// No visual change.
  public static let identity = AnyTransition(kind: .identity)
  /// Grows from and shrinks to nothing about the centre.
  public static let scale = AnyTransition(kind: .scale(0))

  public static func scale(scale: Double) -> AnyTransition { AnyTransition(kind: .scale(scale)) }

  /// The appearance of a view of `appearance` while off stage.
  func offStage(_ appearance: Appearance) -> Appearance {
    var result = appearance
    switch kind {
    case .opacity: result.opacity = 0
    case .identity: break
    case .scale(let factor):
      // Drawn scaled about the centre, the whole subtree with it; layout is unaffected.
      result.scale = factor
    }
    return result
  }
}
