/// An explicit id in an identity (a `ForEach` element's, an `.id(_:)`), equal exactly when the
/// ids are as `AnyHashable`s. Strings and integers (what most ids are) are kept as themselves:
/// two of those compare with a plain `==`, not through `AnyHashable`'s dynamic casts, and a
/// short string copies without reference counting (ten thousand chips' ids are compared on
/// every pass of their parent).
package struct ExplicitID: Hashable {
  private enum Storage {
    case string(String)
    case int(Int)
    /// Boxed: inline, its 40 bytes would size every link of every identity.
    indirect case other(AnyHashable)
  }

  private let storage: Storage

  package init<ID: Hashable>(_ id: ID) {
    // Metadata pointers compared, not a cast: the same for every element of a `ForEach`.
    if ID.self == String.self {
      storage = .string(unsafeBitCast(id, to: String.self))
    } else if ID.self == Int.self {
      storage = .int(unsafeBitCast(id, to: Int.self))
    } else {
      storage = .other(AnyHashable(id))
    }
  }

  /// The id as `AnyHashable` (for descriptions, tags and lookups by id).
  package var value: AnyHashable {
    switch storage {
    case .string(let string): AnyHashable(string)
    case .int(let int): AnyHashable(int)
    case .other(let other): other
    }
  }

  /// Equal exactly when the `AnyHashable`s are (so an `Int` id still equals the same number of
  /// another integer type, as `AnyHashable` says).
  package static func == (a: ExplicitID, b: ExplicitID) -> Bool {
    switch (a.storage, b.storage) {
    case (.string(let x), .string(let y)): x == y
    case (.int(let x), .int(let y)): x == y
    default: a.value == b.value
    }
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
