/// One of two gestures, the first preferred (mirrors SwiftUI's `ExclusiveGesture`): the second
/// is recognised only once the first has failed.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }

  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    ExclusiveRecognizer<First, Second>(first.recognizer(in: space), second.recognizer(in: space))
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
  /// This gesture, or `other` if this one fails.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

/// Both recognisers see every event (the second must know where the press began), but the
/// second counts only once the first has failed.
final class ExclusiveRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<
  ExclusiveGesture<First, Second>.Value
>
{
  let first: GestureRecognizer<First.Value>
  let second: GestureRecognizer<Second.Value>

  private var seenSecond = 0

  init(_ first: GestureRecognizer<First.Value>, _ second: GestureRecognizer<Second.Value>) {
    self.first = first
    self.second = second
  }

  override func handle(_ event: PointerEvent) {
    guard !phase.isFinished else { return }
    first.handle(event)
    if first.phase.isRecognized {
      second.cancel()
    } else {
      second.handle(event)
    }
    defer { seenSecond = second.version }
    if first.phase.isRecognized, let value = first.value {
      first.phase == .ended ? end(with: .first(value)) : change(to: .first(value))
    } else if first.phase == .failed {
      switch second.phase {
      case .failed: fail()
      case .possible: break
      case .active:
        if let value = second.value, second.version != seenSecond { change(to: .second(value)) }
      case .ended: if let value = second.value { end(with: .second(value)) }
      }
    }
  }

  override func deliver() {
    if first.phase.isRecognized { first.deliver() } else if first.phase == .failed { second.deliver() }
  }

  override func cancel() {
    first.cancel()
    second.cancel()
    super.cancel()
  }

  override var deadline: Double? {
    first.phase == .failed ? second.deadline : [first.deadline, second.deadline].compactMap { $0 }.min()
  }
}
