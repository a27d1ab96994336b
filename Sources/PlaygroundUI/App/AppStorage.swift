import Foundation

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view on
/// a change in value in that user default (mirrors SwiftUI's `AppStorage`). It works: the value
/// is read from and written to `store` (`UserDefaults.standard` by default), and every view
/// showing the key updates.
@MainActor @preconcurrency @propertyWrapper
public struct AppStorage<Value>: DynamicPropertyLinking {
  let location: StoredValueLocation<Value>

  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    let location = location
    return Binding(get: { location.value }, set: { location.value = $0 })
  }

  func link(to graph: StateStore, key: StateKey) { location.link(to: graph, key: key) }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    location = StoredValueLocation(key: key, defaultValue: wrappedValue, store: store ?? .standard, coding: .bool)
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    location = StoredValueLocation(key: key, defaultValue: wrappedValue, store: store ?? .standard, coding: .int)
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    location = StoredValueLocation(key: key, defaultValue: wrappedValue, store: store ?? .standard, coding: .double)
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    location = StoredValueLocation(key: key, defaultValue: wrappedValue, store: store ?? .standard, coding: .string)
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    location = StoredValueLocation(key: key, defaultValue: wrappedValue, store: store ?? .standard, coding: .url)
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    location = StoredValueLocation(key: key, defaultValue: wrappedValue, store: store ?? .standard, coding: .data)
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    location = StoredValueLocation(key: key, defaultValue: wrappedValue, store: store ?? .standard, coding: .date)
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    location = StoredValueLocation(
      key: key, defaultValue: wrappedValue, store: store ?? .standard, coding: .rawValue(.int))
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    location = StoredValueLocation(
      key: key, defaultValue: wrappedValue, store: store ?? .standard, coding: .rawValue(.string))
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    location = StoredValueLocation(key: key, defaultValue: nil, store: store ?? .standard, coding: .optional(.bool))
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    location = StoredValueLocation(key: key, defaultValue: nil, store: store ?? .standard, coding: .optional(.int))
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    location = StoredValueLocation(key: key, defaultValue: nil, store: store ?? .standard, coding: .optional(.double))
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    location = StoredValueLocation(key: key, defaultValue: nil, store: store ?? .standard, coding: .optional(.string))
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    location = StoredValueLocation(key: key, defaultValue: nil, store: store ?? .standard, coding: .optional(.url))
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    location = StoredValueLocation(key: key, defaultValue: nil, store: store ?? .standard, coding: .optional(.data))
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    location = StoredValueLocation(key: key, defaultValue: nil, store: store ?? .standard, coding: .optional(.date))
  }
}
