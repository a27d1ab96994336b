/// An observable object a view finds in its environment, put there by an ancestor's
/// `environmentObject(_:)` (mirrors SwiftUI's `EnvironmentObject`). Its changes re-render the
/// view.
///
/// Reading it when no ancestor provides one stops the program with SwiftUI's message, naming
/// the type, as SwiftUI does (under `open`, the window comes back with the message and line).
@MainActor @preconcurrency @propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicPropertyLinking {
  let location = EnvironmentObjectLocation<ObjectType>()

  public init() {}

  /// The ancestor's object.
  public var wrappedValue: ObjectType {
    guard let object = location.object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) "
          + "may be missing as an ancestor of this view.")
    }
    return object
  }

  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  func link(to graph: StateStore, key: StateKey) {
    location.object = graph.linkingEnvironment.environmentObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType
    if let object = location.object { graph.subscribe(to: object, key: key) }
  }

  /// Makes bindings to the object's properties (`$model.name`).
  public typealias Wrapper = _ObjectPropertyBindings<ObjectType>
}

/// The object an `EnvironmentObject` found when its view was linked.
final class EnvironmentObjectLocation<ObjectType> {
  var object: ObjectType?
}

extension View {
  /// Puts `object` in the environment of this view's content, for `@EnvironmentObject`
  /// properties of its type to find.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    EnvironmentModifierView(content: self) { $0.environmentObjects[ObjectIdentifier(T.self)] = object }
  }
}
