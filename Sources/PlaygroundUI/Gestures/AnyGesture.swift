/// A gesture with its type erased (mirrors SwiftUI's `AnyGesture`).
public struct AnyGesture<Value>: Gesture, PrimitiveGesture {
  private let make: @MainActor (GestureSpace) -> GestureRecognizer<Value>

  public init<T: Gesture>(_ gesture: T) where T.Value == Value {
    make = { gesture.recognizer(in: $0) }
  }

  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> { make(space) }
}
