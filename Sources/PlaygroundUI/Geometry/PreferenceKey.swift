/// A named value produced by a view (mirrors SwiftUI's `PreferenceKey`): views set values with
/// `preference(key:value:)` and the like, and a view with several children combines theirs
/// with `reduce`, in view order, into the one value its ancestors see.
public protocol PreferenceKey {
  /// The type of value produced by this preference.
  associatedtype Value
  /// The value of views that set none.
  static var defaultValue: Value { get }
  /// Combines the value accumulated so far with the next sibling's.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The preference values a subtree produced, by key, in the order they were first set.
///
/// Only explicit values are kept: a view that sets none adds nothing, and the first explicit
/// value starts the combination (so `reduce` runs between siblings that set a value, as
/// SwiftUI's does; `defaultValue` stands in only where nobody set one).
struct PreferenceValues {
  private struct Entry {
    let key: ObjectIdentifier
    var value: Any
    /// `K.reduce` for this entry's key, on type-erased values.
    let reduce: (inout Any, Any) -> Void
  }

  private var entries: [Entry] = []

  var isEmpty: Bool { entries.isEmpty }

  subscript<K: PreferenceKey>(key: K.Type) -> K.Value? {
    entries.first { $0.key == ObjectIdentifier(key) }?.value as? K.Value
  }

  /// Sets the value of `key`, replacing what the subtree below produced for it.
  mutating func set<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
    if let index = entries.firstIndex(where: { $0.key == ObjectIdentifier(key) }) {
      entries[index].value = value
    } else {
      entries.append(Entry(key: ObjectIdentifier(key), value: value, reduce: Self.reducer(for: key)))
    }
  }

  /// Changes the value of `key` (the default when nothing below set one), making it explicit.
  mutating func transform<K: PreferenceKey>(_ key: K.Type, _ change: (inout K.Value) -> Void) {
    var value = self[key] ?? K.defaultValue
    change(&value)
    set(key, value)
  }

  /// Combines `next` (a later sibling's values) into these, key by key.
  mutating func merge(_ next: PreferenceValues) {
    guard !next.isEmpty else { return }
    guard !isEmpty else {
      self = next
      return
    }
    for entry in next.entries {
      if let index = entries.firstIndex(where: { $0.key == entry.key }) {
        entries[index].reduce(&entries[index].value, entry.value)
      } else {
        entries.append(entry)
      }
    }
  }

  private static func reducer<K: PreferenceKey>(for key: K.Type) -> (inout Any, Any) -> Void {
    { accumulated, next in
      guard var value = accumulated as? K.Value, let next = next as? K.Value else { return }
      K.reduce(value: &value) { next }
      accumulated = value
    }
  }
}

/// Whether two preference values are the same: by `==` when the type is `Equatable`, else by
/// their full description (a value that cannot be compared must not rebuild views forever).
func preferenceValuesEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  if let lhs = lhs as? any Equatable {
    func compare<T: Equatable>(_ lhs: T) -> Bool { (rhs as? T) == lhs }
    return compare(lhs)
  }
  return String(reflecting: lhs) == String(reflecting: rhs)
}
