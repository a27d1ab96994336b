/// A two-way connection to a value owned elsewhere (mirrors SwiftUI's `Binding`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a constant that ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { newValue in
        var value = self.wrappedValue
        value[keyPath: keyPath] = newValue
        self.wrappedValue = value
      })
  }
}
