/// A type-erased list of the values a `NavigationStack` has pushed (mirrors SwiftUI's
/// `NavigationPath`): each value is drawn by the `navigationDestination(for:)` for its type.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  public init() { elements = [] }

  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  init(elements: [AnyHashable]) { self.elements = elements }

  /// How many values are on the path (the pages above the root).
  public var count: Int { elements.count }

  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes a page for `value`.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Pops `k` pages.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(k)
  }
}

/// A stack's bound path with its element type erased.
@MainActor
struct NavigationPathBinding {
  let get: () -> [AnyHashable]
  let set: ([AnyHashable]) -> Void
}
