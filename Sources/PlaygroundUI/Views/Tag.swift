/// `.tag(_:)`: the value a picker option stands for (mirrors SwiftUI's `tag`). Stored on the
/// view's node like a layout value, under a key of its own.
extension View {
  /// Tags the view with a value: a `Picker` selects it when this option is chosen.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    AnnotatedView(content: self) { $0.layoutValues[ObjectIdentifier(TagKey.self)] = AnyHashable(tag) }
  }
}

/// The node annotation `.tag` writes.
enum TagKey {
  /// The tag of a picker option's node: its `.tag`, else the id `ForEach` gave it (as SwiftUI
  /// tags `ForEach` content with its ids).
  static func tag(of node: Node) -> AnyHashable? {
    if let tag = node.layoutValues[ObjectIdentifier(TagKey.self)] as? AnyHashable { return tag }
    for component in node.id.components.reversed() {
      if case .explicit(let id) = component { return id }
    }
    return nil
  }
}
