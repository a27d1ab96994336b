/// What a picker option stands for: its `.tag(_:)` (Modifiers/IdentityModifiers.swift), else
/// the id `ForEach` gave it, as SwiftUI tags `ForEach` content with its ids.
enum PickerTag {
  static func tag(of node: Node) -> AnyHashable? {
    if let tag = node.tagValue { return tag }
    for component in node.id.components.reversed() {
      if case .explicit(let id) = component { return id.value }
    }
    return nil
  }
}
