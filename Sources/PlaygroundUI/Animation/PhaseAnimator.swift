/// `phaseAnimator` and `PhaseAnimator`: content that steps through phases, each step animated
/// with the animation its target phase asks for, the next step starting once that animation
/// is logically complete (mirrors SwiftUI's; the steps run on the graph's clock).

/// Steps through `phases`: without end, or once around (back to the first) each time
/// `trigger` changes.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView {
  let phases: [Phase]
  let trigger: AnyHashableEquatable?
  let content: (Phase) -> Content
  let animation: (Phase) -> Animation?

  /// Cycles through `phases` for as long as the view is shown.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = nil
    self.content = content
    self.animation = animation
  }

  /// Runs through `phases` once, back to the first, whenever `trigger` changes.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = AnyHashableEquatable(trigger)
    self.content = content
    self.animation = animation
  }

  public var body: Never { neverBody }

  /// Where a phase animator is: the phase shown, since when, and the trigger it last saw.
  private struct Step {
    var index: Int
    var since: Double
    /// How long the animation into the phase shown takes to be logically complete.
    var duration: Double
    var trigger: AnyHashableEquatable?
    /// Whether it is running through its phases (always, without a trigger).
    var running: Bool
  }

  func makeNodes(in context: ResolveContext) -> [Node] {
    guard !phases.isEmpty else { return [] }
    // Volatile: the body around it evaluates on every resolve, so a due step is taken.
    let graph = context.graph
    let state = graph.modifierState
    let now = graph.frameTime
    let key = context.identity
    let kept = state.exchange(0, at: key).flatMap { _ in state.phaseSteps[key] as? Step }
    // A new animator shows its first phase; the first step starts on the next frame.
    var step = kept ?? Step(index: 0, since: now, duration: 0, trigger: trigger, running: trigger == nil)
    if let trigger, step.trigger != trigger {
      step.trigger = trigger
      step.running = true
    }
    if kept != nil, step.running, phases.count > 1, now >= step.since + step.duration {
      step.index = (step.index + 1) % phases.count
      let animation = animation(phases[step.index])
      // Steps keep to their schedule: a frame that comes late does not push the next one later.
      step.since = now - (step.since + step.duration) < 0.1 ? step.since + step.duration : now
      step.duration = animation?.totalDuration(tolerance: AnimationCompletionCriteria.logicallyComplete.tolerance) ?? 0
      // Back at the first phase, a triggered animator rests until the trigger changes again.
      if trigger != nil && step.index == 0 { step.running = false }
      state.animate(subtree: context.identity, with: animation)
    }
    if step.running, phases.count > 1, step.duration.isFinite {
      graph.timelineWakeup.wake(at: step.since + max(step.duration, 1e-3))
    }
    state.phaseSteps[key] = step
    return context.resolve(content(phases[step.index]), role: .content)
  }
}

/// An `Equatable` value of any type, compared by its own `==`.
struct AnyHashableEquatable: Equatable {
  private let value: Any
  private let equals: (Any) -> Bool

  init<T: Equatable>(_ value: T) {
    self.value = value
    self.equals = { ($0 as? T) == value }
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.equals(rhs.value) }
}

extension View {
  /// Cycles the view through `phases` for as long as it is shown.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
    return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
  }

  /// Runs the view through `phases` once, back to the first, whenever `trigger` changes.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
    return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
  }
}
