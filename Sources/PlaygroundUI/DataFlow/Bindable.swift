import Observation

/// Bindings to the properties of an `@Observable` object (mirrors SwiftUI's `Bindable`):
/// `@Bindable var model: Model` in a view, or `@Bindable var model = model` in a body, then
/// `$model.name`.
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// This bindable, for `$model.property`.
  public var projectedValue: Bindable<Value> { self }

  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding that reads and writes the property through the object (reads are observed, so
  /// a view reading it re-renders when it changes).
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
  where Value: AnyObject {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}
