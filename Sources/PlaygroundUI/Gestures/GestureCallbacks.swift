/// `onChanged` and `onEnded`: actions run as a gesture's value changes and when it ends.

/// A gesture that runs an action whenever its value changes (mirrors SwiftUI's
/// `_ChangedGesture`).
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture where Content.Value: Equatable {
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void

  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    CallbackRecognizer(content.recognizer(in: space)) { recognizer, delivered in
      // Only changes while the gesture is under way; a value equal to the last one is no change.
      guard recognizer.phase == .active, let value = recognizer.value, delivered.last != value else { return }
      delivered.last = value
      action(value)
    }
  }
}

/// A gesture that runs an action once it ends successfully (mirrors SwiftUI's
/// `_EndedGesture`); a gesture cancelled or failed ends without it.
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void

  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    CallbackRecognizer(content.recognizer(in: space)) { recognizer, delivered in
      guard recognizer.phase == .ended, !delivered.ended, let value = recognizer.value else { return }
      delivered.ended = true
      action(value)
    }
  }
}

extension Gesture where Value: Equatable {
  /// Runs `action` each time the gesture's value changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}

extension Gesture {
  /// Runs `action` when the gesture ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }
}

/// What a callback has reported so far.
struct DeliveredValues<Value> {
  var last: Value?
  var ended = false
}

/// Passes a recogniser through, running a callback (with what it reported so far) after the
/// inner gesture's own callbacks on each delivery.
final class CallbackRecognizer<Value>: GestureRecognizer<Value> {
  let base: GestureRecognizer<Value>
  private let callback: (GestureRecognizer<Value>, inout DeliveredValues<Value>) -> Void
  private var delivered = DeliveredValues<Value>()

  init(
    _ base: GestureRecognizer<Value>,
    callback: @escaping (GestureRecognizer<Value>, inout DeliveredValues<Value>) -> Void
  ) {
    self.base = base
    self.callback = callback
  }

  override func handle(_ event: PointerEvent) {
    base.handle(event)
    mirror(base.phase, value: base.value, version: base.version)
  }

  override func deliver() {
    base.deliver()
    callback(base, &delivered)
  }

  override func cancel() {
    base.cancel()
    mirror(base.phase, value: base.value, version: base.version)
    // A callback that follows the phase (a long press's pressing state) hears the end too.
    callback(base, &delivered)
  }

  override var deadline: Double? { base.deadline }
}

extension Gesture {
  /// The gesture with its values transformed.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, body: body)
  }
}

/// A gesture whose values are another's, transformed (mirrors SwiftUI's `_MapGesture`).
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
  let content: Content
  let body: (Content.Value) -> Value

  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    MappedRecognizer(content.recognizer(in: space), transform: body)
  }
}
