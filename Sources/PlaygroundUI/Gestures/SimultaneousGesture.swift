/// Two gestures recognised at once (mirrors SwiftUI's `SimultaneousGesture`): its value holds
/// each one's, nil while that one has none.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }

  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    SimultaneousRecognizer<First, Second>(first.recognizer(in: space), second.recognizer(in: space))
  }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}

extension Gesture {
  /// This gesture and `other` at the same time.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }
}

/// Both recognisers see every event; under way while either is, ended when both are over and
/// one ended, failed when both failed.
final class SimultaneousRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<
  SimultaneousGesture<First, Second>.Value
>
{
  let first: GestureRecognizer<First.Value>
  let second: GestureRecognizer<Second.Value>

  private var seen = 0

  init(_ first: GestureRecognizer<First.Value>, _ second: GestureRecognizer<Second.Value>) {
    self.first = first
    self.second = second
  }

  override func handle(_ event: PointerEvent) {
    guard !phase.isFinished else { return }
    first.handle(event)
    second.handle(event)
    let versions = first.version + second.version
    defer { seen = versions }
    let value = SimultaneousGesture<First, Second>.Value(
      first: first.phase.isRecognized ? first.value : nil, second: second.phase.isRecognized ? second.value : nil)
    if first.phase == .failed && second.phase == .failed {
      fail()
    } else if first.phase.isFinished && second.phase.isFinished {
      end(with: value)
    } else if first.phase.isRecognized || second.phase.isRecognized, versions != seen {
      change(to: value)
    }
  }

  override func deliver() {
    if first.phase != .failed { first.deliver() }
    if second.phase != .failed { second.deliver() }
  }

  override func cancel() {
    first.cancel()
    second.cancel()
    super.cancel()
  }

  override var deadline: Double? {
    [first.deadline, second.deadline].compactMap { $0 }.min()
  }
}
