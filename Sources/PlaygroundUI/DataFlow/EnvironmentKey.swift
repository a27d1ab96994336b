/// A key for a custom environment value (mirrors SwiftUI's `EnvironmentKey`): extend
/// `EnvironmentValues` with a property that reads and writes `self[Key.self]`, then read it
/// with `@Environment(\.property)` and set it with `environment(\.property, value)`.
public protocol EnvironmentKey {
  associatedtype Value
  /// The value where no ancestor set one.
  static var defaultValue: Value { get }
}

extension EnvironmentValues {
  /// The value of a custom key.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { customValues[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
    set { customValues[ObjectIdentifier(key)] = newValue }
  }
}
