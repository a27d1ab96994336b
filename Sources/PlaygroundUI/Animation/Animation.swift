/// How a change animates (mirrors SwiftUI's `Animation`): a spring or a timing curve, played at
/// a speed, after a delay, once or repeated.
///
/// Springs follow SwiftUI's definition: mass 1, stiffness (2π / response)², damping
/// 2·√stiffness·dampingFraction; `spring(duration:bounce:)` and its presets map bounce b to a
/// damping fraction of 1 − b (b ≥ 0) or 1 / (1 + b) (b < 0) with the duration as the response.
/// Known gap: `blendDuration` is accepted and ignored. See docs/animation.md for the sources.
public struct Animation: Hashable, Sendable {
  enum Curve: Hashable, Sendable {
    /// A damped spring of mass 1.
    case spring(stiffness: Double, damping: Double)
    /// A cubic Bézier from (0, 0) to (1, 1) through two control points, as CSS defines it.
    case bezier(Double, Double, Double, Double)
    case linear
  }

  /// How many times the animation plays, and whether every other play runs backwards.
  struct Repetition: Hashable, Sendable {
    /// Nil plays forever.
    var count: Int?
    var autoreverses: Bool
    /// One play's length in the animation's own time (`playDuration()`), kept so frames do
    /// not work a spring's settling time out again.
    var period: Double
  }

  let curve: Curve
  /// Duration for timing curves (seconds); a spring's response (its perceptual duration).
  let duration: Double
  /// Playback speed: 2 plays twice as fast.
  var speedFactor: Double = 1
  /// Delay before the animation starts (seconds).
  var delaySeconds: Double = 0
  /// A spring's initial velocity in distances to travel per second (`interpolatingSpring`).
  var unitVelocity: Double = 0
  var repetition: Repetition?

  /// SwiftUI's default animation: a critically damped spring with a 0.55 s response.
  public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1.0)

  // MARK: - Springs

  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    let response = response.isFinite && response > 0 ? response : 0.5
    let damping = dampingFraction.isFinite && dampingFraction >= 0 ? dampingFraction : 0.825
    let stiffness = pow(2 * Double.pi / response, 2)
    return Animation(
      curve: .spring(stiffness: stiffness, damping: 2 * stiffness.squareRoot() * damping), duration: response)
  }

  public static var spring: Animation { .spring() }

  /// A spring of a perceptual `duration` and a `bounce` from −1 (overdamped) through 0
  /// (critically damped) to 1 (undamped). Disfavoured so `.spring()` stays the response form,
  /// whose defaults `.spring` documents.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
    let bounce = bounce.isFinite ? min(1, max(-0.999, bounce)) : 0
    let fraction = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return .spring(response: duration, dampingFraction: fraction, blendDuration: blendDuration)
  }

  /// A spring with no bounce (bounce 0).
  public static var smooth: Animation { .smooth() }
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation {
    .spring(duration: duration, bounce: 0 + extraBounce)
  }

  /// A spring with a small bounce (0.15).
  public static var snappy: Animation { .snappy() }
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation {
    .spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A spring with a larger bounce (0.3).
  public static var bouncy: Animation { .bouncy() }
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation {
    .spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// A quick spring for following the pointer.
  public static var interactiveSpring: Animation { .interactiveSpring() }

  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// The duration form: its base bounce, 0.14, is the response form's damping fraction 0.86.
  /// Disfavoured so `.interactiveSpring()` stays the response form.
  @_disfavoredOverload
  public static func interactiveSpring(
    duration: Double = 0.15, extraBounce: Double = 0.0, blendDuration: Double = 0.25
  ) -> Animation {
    .spring(duration: duration, bounce: 0.14 + extraBounce, blendDuration: blendDuration)
  }

  /// A spring given by its physical constants; `initialVelocity` is in distances to travel
  /// per second.
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    let mass = mass.isFinite && mass > 0 ? mass : 1
    let k = stiffness.isFinite && stiffness > 0 ? stiffness / mass : 100
    let c = damping.isFinite && damping >= 0 ? damping / mass : 2 * k.squareRoot()
    var animation = Animation(curve: .spring(stiffness: k, damping: c), duration: 2 * Double.pi / k.squareRoot())
    animation.unitVelocity = initialVelocity.isFinite ? initialVelocity : 0
    return animation
  }

  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
  ) -> Animation {
    var animation = Animation.spring(duration: duration, bounce: bounce)
    animation.unitVelocity = initialVelocity.isFinite ? initialVelocity : 0
    return animation
  }

  public static var interpolatingSpring: Animation { .interpolatingSpring() }

  // MARK: - Timing curves

  public static func easeInOut(duration: Double) -> Animation { timing(.bezier(0.42, 0, 0.58, 1), duration) }
  public static func easeIn(duration: Double) -> Animation { timing(.bezier(0.42, 0, 1, 1), duration) }
  public static func easeOut(duration: Double) -> Animation { timing(.bezier(0, 0, 0.58, 1), duration) }
  public static func linear(duration: Double) -> Animation { timing(.linear, duration) }
  public static var easeInOut: Animation { .easeInOut(duration: 0.35) }
  public static var easeIn: Animation { .easeIn(duration: 0.35) }
  public static var easeOut: Animation { .easeOut(duration: 0.35) }
  public static var linear: Animation { .linear(duration: 0.35) }

  /// A cubic Bézier timing curve through the control points (p1x, p1y) and (p2x, p2y); x
  /// values are clamped to 0…1 so the curve stays a function of time.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35
  ) -> Animation {
    func x(_ value: Double) -> Double { value.isFinite ? min(1, max(0, value)) : 0 }
    func y(_ value: Double) -> Double { value.isFinite ? value : 0 }
    return timing(.bezier(x(p1x), y(p1y), x(p2x), y(p2y)), duration)
  }

  private static func timing(_ curve: Curve, _ duration: Double) -> Animation {
    Animation(curve: curve, duration: duration.isFinite && duration > 0 ? duration : 0.35)
  }

  // MARK: - Modifiers

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

  /// The animation played without end; with `autoreverses`, every other play runs backwards.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repetition = Repetition(count: nil, autoreverses: autoreverses, period: playDuration())
    return copy
  }

  /// The animation played `repeatCount` times; with `autoreverses`, every other play runs
  /// backwards (and after an even count the view jumps to its new value, as on iOS).
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repetition = Repetition(
      count: max(1, repeatCount), autoreverses: autoreverses, period: playDuration())
    return copy
  }

  /// The spring's constants (mass 1), when it is one.
  var springParameters: (stiffness: Double, damping: Double)? {
    guard case .spring(let stiffness, let damping) = curve else { return nil }
    return (stiffness, damping)
  }

  /// How long one play takes in the animation's own time (before speed and delay): a timing
  /// curve's duration, or the time a spring released one unit from its target takes to stay
  /// within `tolerance` units of it.
  func playDuration(tolerance: Double = 1e-3) -> Double {
    guard let spring = springParameters else { return duration }
    return SpringSolver(stiffness: spring.stiffness, damping: spring.damping).settlingTime(tolerance: tolerance)
  }

  /// Seconds of the caller's clock from the start until the animation is over (nil when it
  /// repeats forever), at `timeScale` (0.1 with slow animations).
  func totalDuration(timeScale: Double = 1, tolerance: Double = 1e-3) -> Double? {
    let plays = repetition.map { $0.count.map(Double.init) } ?? 1
    guard let plays else { return nil }
    return (delaySeconds + plays * playDuration(tolerance: tolerance)) / (speedFactor * timeScale)
  }
}
