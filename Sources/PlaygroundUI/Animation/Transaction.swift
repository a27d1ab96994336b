/// The context of a state change (mirrors SwiftUI's `Transaction`): the animation it carries,
/// whether implicit animations (`animation(_:value:)`) are disabled, and the completions to call
/// when its animation is over.
public struct Transaction: Sendable {
  public var animation: Animation?
  /// When true, `animation(_:value:)` and `animation(_:)` do not animate the change.
  public var disablesAnimations = false
  /// Accepted; changes here are never continuous.
  public var isContinuous = false
  /// Accepted and unused: every animation already keeps the velocity of the one it replaces.
  public var tracksVelocity = false

  struct Completion: @unchecked Sendable {
    let criteria: AnimationCompletionCriteria
    let action: () -> Void
  }

  var completions: [Completion] = []

  public init() {}

  public init(animation: Animation?) { self.animation = animation }

  /// Calls `completion` when the transaction's animation meets `criteria`.
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
  ) {
    completions.append(Completion(criteria: criteria, action: completion))
  }
}

/// When an animation's completion runs (mirrors SwiftUI's `AnimationCompletionCriteria`).
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let isRemoved: Bool

  /// When the animation has logically reached its end: a spring that is within 1% of its
  /// target, a timing curve at its duration.
  public static let logicallyComplete = AnimationCompletionCriteria(isRemoved: false)
  /// When the animation no longer moves anything: a spring fully at rest.
  public static let removed = AnimationCompletionCriteria(isRemoved: true)

  /// The spring's tolerance, in distances to travel.
  var tolerance: Double { isRemoved ? 1e-4 : 1e-2 }
}
