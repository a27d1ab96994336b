import Foundation

/// One pointer event as gestures see it, in window points, at a time on the graph's clock.
enum PointerEvent {
  case down(CGPoint, time: Double)
  case moved(CGPoint, time: Double)
  case up(CGPoint, time: Double)
  /// Time passing with nothing else happening (long presses, the wait for a second tap).
  case tick(time: Double)
  /// A Control + wheel step at a point: multiply the magnification by `factor`.
  case magnify(by: Double, at: CGPoint, time: Double)
  /// A Control + Shift + wheel step at a point: turn by `radians`.
  case rotate(by: Double, at: CGPoint, time: Double)

  var time: Double {
    switch self {
    case .down(_, let time), .moved(_, let time), .up(_, let time), .tick(let time): time
    case .magnify(_, _, let time), .rotate(_, _, let time): time
    }
  }

  var location: CGPoint? {
    switch self {
    case .down(let point, _), .moved(let point, _), .up(let point, _): point
    case .magnify(_, let point, _), .rotate(_, let point, _): point
    case .tick: nil
    }
  }
}

/// Where a recogniser is: still deciding, recognising (values flow), done, or given up.
enum GesturePhase: Equatable {
  case possible, active, ended, failed

  var isRecognized: Bool { self == .active || self == .ended }
  var isFinished: Bool { self == .ended || self == .failed }
}

/// Recognises one gesture from pointer events.
///
/// Recognising and reporting are separate steps, so the graph can decide between gestures
/// before any callback runs: `handle` only works out the phase and value; `deliver` runs the
/// callbacks (`onChanged`, `updating`, `onEnded`) for what changed since the last delivery.
/// A gesture that waits for another to fail (a child's has precedence) keeps recognising, and
/// reports everything at once when its turn comes; one that loses is `cancel`led, which resets
/// any `@GestureState` it had set.
@MainActor
class GestureRecognizer<Value> {
  private(set) var phase: GesturePhase = .possible
  private(set) var value: Value?
  /// Grows with every new value, so deliveries can tell what they have already reported.
  private(set) var version = 0

  func handle(_ event: PointerEvent) {}

  /// Runs the callbacks for what changed since the last delivery.
  func deliver() {}

  /// The gesture lost to another or the pointer went away: nothing more is reported, and
  /// state it set is reset.
  func cancel() {
    // Even one that had ended: it lost, and reports nothing more.
    phase = .failed
  }

  /// When the recogniser next needs a `.tick` even if no input arrives (nil: never).
  var deadline: Double? { nil }

  /// A new value: the gesture is (still) recognising.
  final func change(to newValue: Value) {
    value = newValue
    version += 1
    if phase == .possible { phase = .active }
  }

  /// Recognised and done, with a last value.
  final func end(with last: Value) {
    value = last
    version += 1
    phase = .ended
  }

  final func fail() {
    if !phase.isFinished { phase = .failed }
  }

  /// Sets the phase of a recogniser that mirrors others (composed gestures).
  final func mirror(_ newPhase: GesturePhase, value newValue: Value?, version newVersion: Int) {
    phase = newPhase
    value = newValue
    version = newVersion
  }
}

/// A recogniser that reports another's values transformed (`map`, a body's gesture).
final class MappedRecognizer<Base, Value>: GestureRecognizer<Value> {
  let base: GestureRecognizer<Base>
  let transform: (Base) -> Value

  init(_ base: GestureRecognizer<Base>, transform: @escaping (Base) -> Value) {
    self.base = base
    self.transform = transform
  }

  override func handle(_ event: PointerEvent) {
    base.handle(event)
    sync()
  }

  override func deliver() { base.deliver() }

  override func cancel() {
    base.cancel()
    sync()
  }

  override var deadline: Double? { base.deadline }

  private func sync() {
    guard base.version != version || base.phase != phase else { return }
    mirror(base.phase, value: base.value.map(transform), version: base.version)
  }
}
