/// Right-to-left layout, as SwiftUI documents it: layouts compute positions left to right, then
/// each view's x is flipped within its parent where the parent's direction is right to left.
/// A view's descendants move with it; they are flipped again only within parents of their own
/// that are right to left.
enum RightToLeftMirroring {
  /// Mirrors the placed frames below `root`.
  @MainActor static func apply(to root: Node) {
    mirrorChildren(of: root, originalMinX: root.frame.minX)
  }

  /// Rewrites the frames of `node`'s descendants; `node.frame` is final already and was at
  /// `originalMinX` when its children were placed.
  @MainActor private static func mirrorChildren(of node: Node, originalMinX: CGFloat) {
    let shift = node.frame.minX - originalMinX
    let mirrors = node.layoutDirection == .rightToLeft
    for child in node.allChildren {
      let placed = child.frame
      guard placed.minX.isFinite, placed.width.isFinite else { continue }
      if mirrors {
        let fromLeading = placed.minX - originalMinX
        child.frame.origin.x = node.frame.minX + node.frame.width - fromLeading - placed.width
      } else {
        child.frame.origin.x = placed.minX + shift
      }
      mirrorChildren(of: child, originalMinX: placed.minX)
    }
  }
}
