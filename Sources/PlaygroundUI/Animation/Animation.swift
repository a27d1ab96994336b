/// How a change animates (mirrors SwiftUI's `Animation` for springs and timing curves).
///
/// Springs follow SwiftUI's definition: mass 1, stiffness (2π / response)², damping
/// 2·√stiffness·dampingFraction. Known gap: `blendDuration` is accepted and ignored.
public struct Animation: Hashable, Sendable {
  enum Curve: Hashable, Sendable {
    case spring(response: Double, dampingFraction: Double)
    case easeInOut, easeIn, easeOut, linear
  }

  let curve: Curve
  /// Duration for timing curves (seconds); unused by springs.
  let duration: Double
  /// Playback speed: 2 plays twice as fast.
  var speedFactor: Double = 1
  /// Delay before the animation starts (seconds).
  var delaySeconds: Double = 0

  /// SwiftUI's default animation: a critically damped spring with a 0.55 s response.
  public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1.0)

  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    let response = response.isFinite && response > 0 ? response : 0.5
    let damping = dampingFraction.isFinite && dampingFraction >= 0 ? dampingFraction : 0.825
    return Animation(curve: .spring(response: response, dampingFraction: damping), duration: response)
  }

  public static var spring: Animation { .spring() }

  public static func easeInOut(duration: Double) -> Animation { timing(.easeInOut, duration) }
  public static func easeIn(duration: Double) -> Animation { timing(.easeIn, duration) }
  public static func easeOut(duration: Double) -> Animation { timing(.easeOut, duration) }
  public static func linear(duration: Double) -> Animation { timing(.linear, duration) }
  public static var easeInOut: Animation { .easeInOut(duration: 0.35) }
  public static var easeIn: Animation { .easeIn(duration: 0.35) }
  public static var easeOut: Animation { .easeOut(duration: 0.35) }
  public static var linear: Animation { .linear(duration: 0.35) }

  private static func timing(_ curve: Curve, _ duration: Double) -> Animation {
    Animation(curve: curve, duration: duration.isFinite && duration > 0 ? duration : 0.35)
  }

  /// The animation played `speed` times as fast.
  public func speed(_ speed: Double) -> Animation {
    var copy = self
    if speed.isFinite && speed > 0 { copy.speedFactor *= speed }
    return copy
  }

  /// The animation started after `delay` seconds.
  public func delay(_ delay: Double) -> Animation {
    var copy = self
    if delay.isFinite && delay > 0 { copy.delaySeconds += delay }
    return copy
  }

  /// The spring's stiffness, when it is one.
  var springParameters: (stiffness: Double, damping: Double)? {
    guard case .spring(let response, let fraction) = curve else { return nil }
    let stiffness = pow(2 * Double.pi / response, 2)
    return (stiffness, 2 * stiffness.squareRoot() * fraction)
  }
}

/// Runs `body`, animating every frame change it causes with `animation`
/// (mirrors SwiftUI's `withAnimation`).
@MainActor
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  let saved = CurrentTransaction.animation
  CurrentTransaction.animation = animation
  defer { CurrentTransaction.animation = saved }
  return try body()
}

/// The animation in effect for state changes made now: each graph whose state such a change
/// writes takes it for its next update (so two graphs never share one).
@MainActor
enum CurrentTransaction {
  static var animation: Animation?
}
