import Foundation

/// A property wrapper type that reads and writes to persisted, per-scene storage (mirrors
/// SwiftUI's `SceneStorage`). The playground's one scene lasts as long as the process, so the
/// values are kept in memory for that long; every view showing the key updates.
@MainActor @preconcurrency @propertyWrapper
public struct SceneStorage<Value>: DynamicPropertyLinking {
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

  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    location = StoredValueLocation(
      key: key, defaultValue: wrappedValue, store: SceneStorageValues.shared, coding: .bool)
  }

  public init(wrappedValue: Value, _ key: String) where Value == Int {
    location = StoredValueLocation(key: key, defaultValue: wrappedValue, store: SceneStorageValues.shared, coding: .int)
  }

  public init(wrappedValue: Value, _ key: String) where Value == Double {
    location = StoredValueLocation(
      key: key, defaultValue: wrappedValue, store: SceneStorageValues.shared, coding: .double)
  }

  public init(wrappedValue: Value, _ key: String) where Value == String {
    location = StoredValueLocation(
      key: key, defaultValue: wrappedValue, store: SceneStorageValues.shared, coding: .string)
  }

  public init(wrappedValue: Value, _ key: String) where Value == URL {
    location = StoredValueLocation(key: key, defaultValue: wrappedValue, store: SceneStorageValues.shared, coding: .url)
  }

  public init(wrappedValue: Value, _ key: String) where Value == Data {
    location = StoredValueLocation(
      key: key, defaultValue: wrappedValue, store: SceneStorageValues.shared, coding: .data)
  }

  public init(wrappedValue: Value, _ key: String) where Value == Date {
    location = StoredValueLocation(
      key: key, defaultValue: wrappedValue, store: SceneStorageValues.shared, coding: .date)
  }

  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    location = StoredValueLocation(
      key: key, defaultValue: wrappedValue, store: SceneStorageValues.shared, coding: .rawValue(.int))
  }

  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
    location = StoredValueLocation(
      key: key, defaultValue: wrappedValue, store: SceneStorageValues.shared, coding: .rawValue(.string))
  }

  public init(_ key: String) where Value == Bool? {
    location = StoredValueLocation(
      key: key, defaultValue: nil, store: SceneStorageValues.shared, coding: .optional(.bool))
  }

  public init(_ key: String) where Value == Int? {
    location = StoredValueLocation(
      key: key, defaultValue: nil, store: SceneStorageValues.shared, coding: .optional(.int))
  }

  public init(_ key: String) where Value == Double? {
    location = StoredValueLocation(
      key: key, defaultValue: nil, store: SceneStorageValues.shared, coding: .optional(.double))
  }

  public init(_ key: String) where Value == String? {
    location = StoredValueLocation(
      key: key, defaultValue: nil, store: SceneStorageValues.shared, coding: .optional(.string))
  }

  public init(_ key: String) where Value == URL? {
    location = StoredValueLocation(
      key: key, defaultValue: nil, store: SceneStorageValues.shared, coding: .optional(.url))
  }

  public init(_ key: String) where Value == Data? {
    location = StoredValueLocation(
      key: key, defaultValue: nil, store: SceneStorageValues.shared, coding: .optional(.data))
  }

  public init(_ key: String) where Value == Date? {
    location = StoredValueLocation(
      key: key, defaultValue: nil, store: SceneStorageValues.shared, coding: .optional(.date))
  }
}
