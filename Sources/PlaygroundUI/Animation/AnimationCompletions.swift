/// The completions of `withAnimation(_:completionCriteria:_:completion:)` and
/// `Transaction.addAnimationCompletion` waiting for their animation to end.
///
/// Each is due when its animation, started by the update that laid its change out, meets its
/// criteria: a timing curve after its delay and duration (times its repeats), a spring once it
/// stays within 1% (`.logicallyComplete`) or 0.01% (`.removed`) of the distance it travels;
/// never for `repeatForever`. The time is the graph's clock, so tests and `screenshot` see the
/// completion on the same frame every run.
@MainActor
final class AnimationCompletions {
  private var due: [(deadline: Double, action: () -> Void)] = []

  var isPending: Bool { !due.isEmpty }

  /// Schedules `completions`, whose change is laid out at `time`.
  func schedule(
    _ completions: [(animation: Animation?, completion: Transaction.Completion)], at time: Double, timeScale: Double
  ) {
    for (animation, completion) in completions {
      guard let animation else {
        due.append((time, completion.action))
        continue
      }
      guard
        let duration = animation.totalDuration(timeScale: timeScale, tolerance: completion.criteria.tolerance)
      else { continue }
      due.append((time + duration, completion.action))
    }
  }

  /// Runs, in deadline order, the completions due by `time`.
  func fire(by time: Double) {
    guard !due.isEmpty else { return }
    let ready = due.filter { $0.deadline <= time }.sorted { $0.deadline < $1.deadline }
    guard !ready.isEmpty else { return }
    due.removeAll { $0.deadline <= time }
    for entry in ready { entry.action() }
  }
}
