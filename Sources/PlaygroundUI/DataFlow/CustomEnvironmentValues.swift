/// The values of custom `EnvironmentKey`s, by key type, compared by value.
///
/// Kept bodies are reused when their environment is the same as the current one
/// (`ViewValueEquality`); a plain `[ObjectIdentifier: Any]` compares as its storage buffer, so
/// any view setting a custom key (the canvas sets the size classes on every resolve) made every
/// body below evaluate again. Equatable values compare with `==`, objects by identity; anything
/// else is taken as changed.
struct CustomEnvironmentValues: Equatable {
  private var storage: [ObjectIdentifier: Any] = [:]

  subscript(key: ObjectIdentifier) -> Any? {
    get { storage[key] }
    set { storage[key] = newValue }
  }

  static func == (lhs: CustomEnvironmentValues, rhs: CustomEnvironmentValues) -> Bool {
    guard lhs.storage.count == rhs.storage.count else { return false }
    for (key, left) in lhs.storage {
      guard let right = rhs.storage[key], same(left, right) else { return false }
    }
    return true
  }

  private static func same(_ left: Any, _ right: Any) -> Bool {
    if let equatable = left as? any Equatable { return equatable.isEqual(to: right) }
    if type(of: left) is AnyClass, type(of: right) is AnyClass {
      return (left as AnyObject) === (right as AnyObject)
    }
    return false
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
