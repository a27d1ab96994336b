/// An observable object a view is given but does not own (mirrors SwiftUI's `ObservedObject`):
/// its changes re-render the view, and a parent that passes another instance replaces it.
@MainActor @preconcurrency @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicPropertyLinking {
  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  public init(initialValue: ObjectType) {
    self.init(wrappedValue: initialValue)
  }

  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  func link(to graph: StateStore, key: StateKey) {
    graph.subscribe(to: wrappedValue, key: key)
  }

  /// Makes bindings to the object's properties (`$model.name`).
  public typealias Wrapper = _ObjectPropertyBindings<ObjectType>
}
