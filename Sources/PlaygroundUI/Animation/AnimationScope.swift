/// What a subtree does to the animation of a change inside it: `animation(_:value:)` (when its
/// value changed), `animation(_:)` and `transaction(_:)` (on every change).
struct AnimationScope {
  let root: ViewIdentity
  /// An implicit animation (`animation(_:value:)`, `animation(_:)`): a transaction that
  /// disables animations skips it.
  let isImplicit: Bool
  let transform: @MainActor (Animation?) -> Animation?

  /// The animation of a change at `id` that came with `animation`, after every scope around
  /// `id` in `scopes` (outermost first) had its say.
  @MainActor
  static func animation(for id: ViewIdentity, _ animation: Animation?, in scopes: [AnimationScope]) -> Animation? {
    var result = animation
    for scope in scopes where id.isDescendant(of: scope.root) { result = scope.transform(result) }
    return result
  }

  /// `scopes` outermost first (a scope's root is an ancestor of those after it or unrelated).
  static func ordered(_ scopes: [AnimationScope]) -> [AnimationScope] {
    scopes.enumerated().sorted { a, b in
      a.element.root.depth != b.element.root.depth
        ? a.element.root.depth < b.element.root.depth : a.offset < b.offset
    }.map(\.element)
  }
}
