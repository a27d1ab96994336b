/// The nearest container's size while laying out (`containerRelativeFrame`): the window or the
/// device canvas's safe area at the root, each scroll view's visible size below it. Like
/// `Node.safeArea`, it is set and restored around the subtree being laid out, on the main actor.
extension Node {
  nonisolated(unsafe) static var containerSize: CGSize = .zero

  /// Set once a `containerRelativeFrame` has been resolved: from then on a container whose size
  /// changed forgets the sizes its subtree kept, which were worked out for the old size even
  /// where the proposals are the same.
  nonisolated(unsafe) static var containerRelativeFramesInUse = false

  /// Runs `body` with `size` as the nearest container's; `subtree` forgets its kept sizes when
  /// `size` differs from `previous` (and frames depend on it).
  static func withContainer<T>(_ size: CGSize, previous: inout CGSize, subtree: Node, _ body: () -> T) -> T {
    if containerRelativeFramesInUse && size != previous { subtree.forgetMemoisedSizes() }
    previous = size
    let outer = containerSize
    containerSize = size
    defer { containerSize = outer }
    return body()
  }
}
