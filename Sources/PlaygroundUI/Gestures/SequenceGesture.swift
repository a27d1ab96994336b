import Foundation

/// One gesture, then another once the first has ended (mirrors SwiftUI's `SequenceGesture`):
/// a long press that turns into a drag. The second starts where the pointer is when the first
/// ends, as if it had just gone down there.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
  public enum Value {
    /// The first gesture is under way.
    case first(First.Value)
    /// The first has ended; the second's value once it has one.
    case second(First.Value, Second.Value?)
  }

  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    SequenceRecognizer(first.recognizer(in: space), second.recognizer(in: space))
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
  /// This gesture, then `other` once this one has ended.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }
}

/// Feeds the first gesture until it ends, then the second from where the pointer is.
final class SequenceRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<
  SequenceGesture<First, Second>.Value
>
{
  let first: GestureRecognizer<First.Value>
  let second: GestureRecognizer<Second.Value>
  private var pointer: CGPoint?
  private var secondStarted = false

  init(_ first: GestureRecognizer<First.Value>, _ second: GestureRecognizer<Second.Value>) {
    self.first = first
    self.second = second
  }

  override func handle(_ event: PointerEvent) {
    guard !phase.isFinished else { return }
    if let location = event.location { pointer = location }
    if first.phase != .ended {
      first.handle(event)
      if first.phase == .ended, let pointer {
        // The pointer is still down (a press that ended on release starts nothing).
        if case .up = event {
        } else {
          secondStarted = true
          second.handle(.down(pointer, time: event.time))
        }
      }
    } else if secondStarted {
      second.handle(event)
    }
    sync(after: event)
  }

  private var seenFirst = 0
  private var seenSecond = 0

  private func sync(after event: PointerEvent) {
    defer { (seenFirst, seenSecond) = (first.version, second.version) }
    let changed = first.version != seenFirst || second.version != seenSecond
    switch (first.phase, second.phase) {
    case (.failed, _): fail()
    case (.possible, _): break
    case (.active, _): if changed, let value = first.value { change(to: .first(value)) }
    case (.ended, .failed): fail()
    case (.ended, .ended): if let value = first.value { end(with: .second(value, second.value)) }
    case (.ended, _):
      guard let value = first.value else { return }
      if !secondStarted { return end(with: .second(value, nil)) }
      if changed { change(to: .second(value, second.phase.isRecognized ? second.value : nil)) }
    }
  }

  override func deliver() {
    first.deliver()
    if first.phase == .ended { second.deliver() }
  }

  override func cancel() {
    first.cancel()
    second.cancel()
    super.cancel()
  }

  override var deadline: Double? { first.phase == .ended ? second.deadline : first.deadline }
}
