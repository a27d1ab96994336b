/// State a gesture sets while it is under way and that returns to its initial value when the
/// gesture ends or is cancelled (mirrors SwiftUI's `GestureState`). Only `updating` writes it.
@propertyWrapper
public struct GestureState<Value>: DynamicPropertyLinking {
  let location: StateLocation<Value>
  /// How the value goes back: the transaction (its animation) the reset is made in.
  let resetTransaction: (Value, inout Transaction) -> Void

  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
  }

  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
  }

  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
  }

  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    location = StateLocation(initial: wrappedValue)
    resetTransaction = reset
  }

  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  public var wrappedValue: Value { location.value }

  /// The state itself, for `updating($state)`.
  public var projectedValue: GestureState<Value> { self }

  @MainActor func link(to graph: StateStore, key: StateKey) {
    location.box = graph.box(for: key, initial: location.initial)
  }

  /// Writes a value in a transaction (its animation animates the change).
  @MainActor func set(_ value: Value, in transaction: Transaction) {
    withAnimation(transaction.disablesAnimations ? nil : transaction.animation) { location.value = value }
  }

  /// Back to the initial value, in the reset transaction.
  @MainActor func reset() {
    var transaction = Transaction()
    resetTransaction(location.value, &transaction)
    set(location.initial, in: transaction)
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }

  public init(reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: nil, reset: reset)
  }
}

extension Gesture {
  /// Updates `state` as the gesture's value changes; the state resets when the gesture ends.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }
}

/// A gesture that updates a `GestureState` (mirrors SwiftUI's `GestureStateGesture`).
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
  public typealias Value = Base.Value
  public var base: Base
  public var state: GestureState<State>
  public var body: (Value, inout State, inout Transaction) -> Void

  public init(
    base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    self.body = body
  }

  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    GestureStateRecognizer(base.recognizer(in: space), state: state, body: body)
  }
}

/// Calls `updating`'s body for each new value, and resets the state when the gesture is over.
final class GestureStateRecognizer<Value, State>: GestureRecognizer<Value> {
  let base: GestureRecognizer<Value>
  let state: GestureState<State>
  let body: (Value, inout State, inout Transaction) -> Void
  private var deliveredVersion = -1
  private var didSet = false
  private var didReset = false

  init(
    _ base: GestureRecognizer<Value>, state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    self.body = body
  }

  override func handle(_ event: PointerEvent) {
    base.handle(event)
    mirror(base.phase, value: base.value, version: base.version)
  }

  override func deliver() {
    base.deliver()
    if base.phase == .active, base.version != deliveredVersion, let value = base.value {
      deliveredVersion = base.version
      var current = state.location.value
      var transaction = Transaction()
      body(value, &current, &transaction)
      state.set(current, in: transaction)
      didSet = true
    }
    if base.phase.isFinished { resetOnce() }
  }

  override func cancel() {
    base.cancel()
    mirror(base.phase, value: base.value, version: base.version)
    resetOnce()
  }

  override var deadline: Double? { base.deadline }

  private func resetOnce() {
    guard didSet, !didReset else { return }
    didReset = true
    state.reset()
  }
}
