import Foundation

/// Where an `@AppStorage` or `@SceneStorage` value is kept, and the bodies to re-evaluate when
/// it changes: every view that reads a key is linked to a version counter of its own, and a
/// write to the key bumps all of that key's counters (SwiftUI updates every view showing it).
@MainActor
final class StoredValueLocation<Value> {
  let key: String
  let defaultValue: Value
  let store: any KeyValueStore
  let coding: StoredValueCoding<Value>
  weak var box: StateBox<Int>?

  init(key: String, defaultValue: Value, store: any KeyValueStore, coding: StoredValueCoding<Value>) {
    self.key = key
    self.defaultValue = defaultValue
    self.store = store
    self.coding = coding
  }

  var value: Value {
    get {
      box?.noteRead()
      return store.object(forKey: key).flatMap(coding.decode) ?? defaultValue
    }
    set {
      store.set(coding.encode(newValue), forKey: key)
      StoredValueReaders.changed(key)
    }
  }

  func link(to store: StateStore, key stateKey: StateKey) {
    let box = store.box(for: stateKey, initial: 0)
    self.box = box
    StoredValueReaders.add(box, for: key)
  }
}

/// How a stored value goes into a store and back (property-list values; nil removes the key).
struct StoredValueCoding<Value> {
  let decode: (Any) -> Value?
  let encode: (Value) -> Any?

  static var bool: StoredValueCoding<Bool> { StoredValueCoding<Bool>(decode: { $0 as? Bool }, encode: { $0 }) }
  static var int: StoredValueCoding<Int> { StoredValueCoding<Int>(decode: { $0 as? Int }, encode: { $0 }) }
  static var string: StoredValueCoding<String> {
    StoredValueCoding<String>(decode: { $0 as? String }, encode: { $0 })
  }
  static var data: StoredValueCoding<Data> { StoredValueCoding<Data>(decode: { $0 as? Data }, encode: { $0 }) }
  static var date: StoredValueCoding<Date> { StoredValueCoding<Date>(decode: { $0 as? Date }, encode: { $0 }) }
  /// An integer stored by `set(_:forKey:)` reads back as a double, as `UserDefaults` does.
  static var double: StoredValueCoding<Double> {
    StoredValueCoding<Double>(decode: { ($0 as? Double) ?? ($0 as? Int).map(Double.init) }, encode: { $0 })
  }
  /// As `UserDefaults.set(_:forKey:)` stores a URL: its string.
  static var url: StoredValueCoding<URL> {
    StoredValueCoding<URL>(
      decode: { ($0 as? URL) ?? ($0 as? String).flatMap(URL.init(string:)) }, encode: { $0.absoluteString })
  }

  static func rawValue<Raw>(_ raw: StoredValueCoding<Raw>) -> StoredValueCoding<Value>
  where Value: RawRepresentable, Value.RawValue == Raw {
    StoredValueCoding(decode: { raw.decode($0).flatMap(Value.init(rawValue:)) }, encode: { raw.encode($0.rawValue) })
  }

  static func optional<Wrapped>(_ wrapped: StoredValueCoding<Wrapped>) -> StoredValueCoding<Value>
  where Value == Wrapped? {
    StoredValueCoding(decode: { wrapped.decode($0).map { .some($0) } }, encode: { $0.flatMap(wrapped.encode) })
  }
}

/// The version counters linked to each stored key.
@MainActor
enum StoredValueReaders {
  private final class Weak {
    weak var box: StateBox<Int>?
    init(_ box: StateBox<Int>) { self.box = box }
  }

  private static var readers: [String: [Weak]] = [:]

  static func add(_ box: StateBox<Int>, for key: String) {
    var list = readers[key, default: []].filter { $0.box != nil }
    if !list.contains(where: { $0.box === box }) { list.append(Weak(box)) }
    readers[key] = list
  }

  static func changed(_ key: String) {
    for reader in readers[key] ?? [] {
      guard let box = reader.box else { continue }
      box.value += 1
      box.store?.stateDidChange(box)
    }
  }
}

/// `UserDefaults`, or `@SceneStorage`'s memory.
protocol KeyValueStore {
  func object(forKey key: String) -> Any?
  func set(_ value: Any?, forKey key: String)
}

extension UserDefaults: KeyValueStore {}

/// `@SceneStorage`'s values: the playground's one scene lives as long as the process, so they
/// are kept in memory for that long (a device keeps them for scene restoration).
final class SceneStorageValues: KeyValueStore, @unchecked Sendable {
  static let shared = SceneStorageValues()
  private var values: [String: Any] = [:]

  func object(forKey key: String) -> Any? { values[key] }
  func set(_ value: Any?, forKey key: String) { values[key] = value }
}
