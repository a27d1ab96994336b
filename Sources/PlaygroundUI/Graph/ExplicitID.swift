/// An explicit id in an identity (a `ForEach` element's, an `.id(_:)`), as `AnyHashable`
/// compares it, with strings and integers (what most ids are) also kept as themselves: two of
/// those compare with a plain `==`, not through `AnyHashable`'s dynamic casts (ten thousand
/// chips' ids are compared on every pass of their parent).
package struct ExplicitID: Hashable {
  package let value: AnyHashable
  private let plain: Plain

  private enum Plain: Hashable {
    case string(String)
    case int(Int)
    case other
  }

  package init<ID: Hashable>(_ id: ID) {
    value = AnyHashable(id)
    // Metadata pointers compared, not a cast: the same for every element of a `ForEach`.
    if ID.self == String.self {
      plain = .string(unsafeBitCast(id, to: String.self))
    } else if ID.self == Int.self {
      plain = .int(unsafeBitCast(id, to: Int.self))
    } else {
      plain = .other
    }
  }

  /// Equal exactly when the `AnyHashable`s are (so an `Int` id still equals the same number of
  /// another integer type, as `AnyHashable` says).
  package static func == (a: ExplicitID, b: ExplicitID) -> Bool {
    switch (a.plain, b.plain) {
    case (.string(let x), .string(let y)): x == y
    case (.int(let x), .int(let y)): x == y
    default: a.value == b.value
    }
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
