/// A dynamic property that gives a view a namespace for `matchedGeometryEffect` (mirrors
/// SwiftUI's `Namespace`): its `ID` is made once per view identity and stays the same for as
/// long as the view is in the tree, like a `@State` value nobody writes.
@propertyWrapper
public struct Namespace: DynamicPropertyLinking, Sendable {
  /// A namespace's identity: equal only to itself (mirrors SwiftUI's `Namespace.ID`).
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  let location = NamespaceLocation()

  public init() {}

  /// The view's namespace. Read before the graph links the view (outside a body) it is a
  /// namespace of its own, as SwiftUI's is outside the view graph.
  public var wrappedValue: Namespace.ID { location.id }

  @MainActor func link(to graph: StateStore, key: StateKey) {
    // Stored like `@State`, so it lives and dies with the identity; never written, so reading
    // it records no dependency.
    location.box = graph.box(for: key, initial: Namespace.ID.next())
  }
}

extension Namespace.ID {
  /// Ids are never reused within a process.
  nonisolated(unsafe) private static var counter = 0

  static func next() -> Namespace.ID {
    counter += 1
    return Namespace.ID(value: counter)
  }
}

/// Where a `Namespace` finds its id: the box the graph linked it to, once it has.
final class NamespaceLocation: @unchecked Sendable {
  var box: StateBox<Namespace.ID>?
  private lazy var unlinked = Namespace.ID.next()

  var id: Namespace.ID { box?.value ?? unlinked }
}
