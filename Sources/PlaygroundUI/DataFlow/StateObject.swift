/// An observable object a view owns (mirrors SwiftUI's `StateObject`): made once per view
/// identity, the first time the view appears, and kept across re-renders while the view stays
/// in the tree. Its changes re-render the view.
///
/// Across `open` reloads the object follows `@State`'s carry-over rule: the new build's class
/// is a new type, so the object is kept only when it is `Codable` (encoded by the old build,
/// decoded by the new one); otherwise the new build makes a fresh one.
@MainActor @preconcurrency @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicPropertyLinking {
  let location: StateObjectLocation<ObjectType>

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    location = StateObjectLocation(make: thunk)
  }

  /// The object, made on first use.
  public var wrappedValue: ObjectType { location.object }

  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: location.object)
  }

  func link(to graph: StateStore, key: StateKey) {
    let box = graph.box(for: key, initial: ObjectType?.none)
    let object = box.value ?? location.make()
    box.value = object
    location.linked = object
    graph.subscribe(to: object, key: StateKey(identity: key.identity, property: key.property + ".objectWillChange"))
  }
}

/// Where a `StateObject`'s object is: the graph's, once linked; before that (a view read
/// outside the tree), one made by this value and kept by it.
final class StateObjectLocation<ObjectType> {
  let make: () -> ObjectType
  var linked: ObjectType?

  init(make: @escaping () -> ObjectType) { self.make = make }

  var object: ObjectType {
    if let linked { return linked }
    let made = make()
    linked = made
    return made
  }
}
