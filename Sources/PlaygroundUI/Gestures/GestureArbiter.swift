/// Decides between the gestures one press (or one run of wheel steps) may be: which one
/// recognises it, which wait, which lose.
///
/// Candidates are in precedence order: high-priority gestures from the outermost view in,
/// then ordinary gestures and scroll views from the innermost view out (a subview's gesture
/// goes first). After each event every candidate recognises; then, in that order, the first
/// to recognise while nothing before it is still undecided becomes the owner and reports;
/// candidates after it lose (are cancelled). One that recognises while one before it is still
/// undecided waits, reporting once those have failed (a single tap waits out a double tap).
/// Simultaneous gestures report whenever they recognise, and never block or lose.
@MainActor
final class GestureArbiter {
  struct Candidate {
    let key: Key
    let recognizer: any RecognizerProtocol
    let simultaneous: Bool
    var done = false
  }

  /// Which attached gesture a candidate is, so a second press of a multiple tap finds it.
  struct Key: Hashable {
    var node: ObjectIdentifier
    var index: Int
  }

  private(set) var candidates: [Candidate]
  private(set) var owner: Int?
  /// Called once, when an exclusive candidate first takes the input (a pressed button lets go).
  var onTakeOver: () -> Void = {}

  init(_ candidates: [Candidate]) { self.candidates = candidates }

  var isFinished: Bool { candidates.allSatisfy(\.done) }

  /// The earliest time a candidate needs a tick.
  var deadline: Double? {
    candidates.filter { !$0.done }.compactMap(\.recognizer.deadline).min()
  }

  var keys: Set<Key> { Set(candidates.map(\.key)) }

  /// Adds candidates of a later press (gestures not already waiting from an earlier one).
  func add(_ more: [Candidate]) {
    let known = keys
    candidates += more.filter { !known.contains($0.key) }
  }

  func handle(_ event: PointerEvent) {
    for candidate in candidates where !candidate.done { candidate.recognizer.handle(event) }
    arbitrate()
  }

  /// Ends everything: the pointer went away, or a new press found no waiting gesture.
  func cancelAll() {
    for index in candidates.indices where !candidates[index].done {
      candidates[index].recognizer.cancel()
      candidates[index].done = true
    }
  }

  private func arbitrate() {
    var undecidedBefore = false
    for index in candidates.indices where !candidates[index].done {
      let recognizer = candidates[index].recognizer
      if candidates[index].simultaneous {
        if recognizer.phase == .failed {
          lose(index)
        } else {
          recognizer.deliver()
          if recognizer.phase == .ended { candidates[index].done = true }
        }
        continue
      }
      switch recognizer.phase {
      case .failed:
        lose(index)
      case .possible:
        if let owner, owner != index { lose(index) } else { undecidedBefore = true }
      case .active, .ended:
        if let owner, owner != index {
          lose(index)
        } else if undecidedBefore {
          // Waits for those before it to fail.
          continue
        } else {
          if owner == nil {
            owner = index
            onTakeOver()
          }
          recognizer.deliver()
          if recognizer.phase == .ended { candidates[index].done = true }
        }
      }
    }
  }

  private func lose(_ index: Int) {
    candidates[index].recognizer.cancel()
    candidates[index].done = true
  }
}
