import Observation

/// A value a view reads from its environment (mirrors SwiftUI's `Environment`): a key path of
/// `EnvironmentValues` (`@Environment(\.font)`, a custom key's property), or an `@Observable`
/// object put there with `environment(_:)` (`@Environment(Model.self)`).
///
/// A required object that no ancestor provides stops the program with SwiftUI's message, naming
/// the type; the optional form (`@Environment(Model.self) var model: Model?`) reads `nil`.
@propertyWrapper
public struct Environment<Value>: DynamicPropertyLinking {
  let location: EnvironmentLocation<Value>

  /// Reads the environment value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    location = EnvironmentLocation(describing: "\(Value.self)") { $0[keyPath: keyPath] }
  }

  /// Reads the `@Observable` object of this type an ancestor put in the environment.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    location = EnvironmentLocation(describing: "\(objectType)") {
      $0.observableObjects[ObjectIdentifier(objectType)] as? Value
    }
  }

  /// Reads the `@Observable` object of this type an ancestor put in the environment, or `nil`.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    location = EnvironmentLocation(describing: "\(objectType)") {
      .some($0.observableObjects[ObjectIdentifier(objectType)] as? T)
    }
  }

  /// The value where the view is.
  public var wrappedValue: Value {
    if let value = location.value { return value }
    if let value = location.read(EnvironmentValues()) { return value }
    fatalError(
      "No Observable object of type \(location.description()) found. A View.environmentObject(_:) for "
        + "\(location.description()) may be missing as an ancestor of this view.")
  }

  @MainActor func link(to graph: StateStore, key: StateKey) {
    location.value = location.read(graph.linkingEnvironment)
  }
}

/// How an `Environment` reads its value, and what it read when its view was linked (`nil`
/// before that, or when an object it needs is missing).
final class EnvironmentLocation<Value> {
  /// The type read, named only in the message about a missing object.
  let description: () -> String
  let read: (EnvironmentValues) -> Value?
  var value: Value?

  init(describing description: @autoclosure @escaping () -> String, read: @escaping (EnvironmentValues) -> Value?) {
    self.description = description
    self.read = read
  }
}

extension View {
  /// Sets the environment value at `keyPath` for this view's content.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    EnvironmentModifierView(content: self) { $0[keyPath: keyPath] = value }
  }

  /// Puts an `@Observable` object in the environment of this view's content, for
  /// `@Environment(T.self)` to find (`nil` removes one an ancestor put there).
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    EnvironmentModifierView(content: self) { $0.observableObjects[ObjectIdentifier(T.self)] = object }
  }
}
