/// The safe area views are placed in, in window points: `safe` is the part of the screen no bar,
/// notch or home indicator covers; `bounds` is the whole area a view that ignores the safe
/// area may extend into (the device screen, or the window).
///
/// Layout never sees it: as in SwiftUI, content is *proposed* the safe region by whatever
/// establishes it (a device canvas, `safeAreaInset`, `safeAreaPadding`), and a view that ignores
/// the safe area is *placed* bigger than its parent sized it, on the edges where it touches the
/// safe region's edge. So the region is only known while placing, and is kept in
/// `Node.safeArea` for the subtree being placed (set and restored around it, on the main actor,
/// like the other placement flags of `Node`).
package struct SafeAreaRegion: Equatable, Sendable {
  package var safe: CGRect
  package var bounds: CGRect
  /// Edges a view around the subtree already ignores: nothing inside grows there again.
  package var ignoredEdges: Edge.Set = []

  package init(safe: CGRect, bounds: CGRect) {
    self.safe = safe
    self.bounds = bounds
  }

  /// How far `frame` reaches into the unsafe part of the region on each edge (what
  /// `GeometryProxy.safeAreaInsets` reports, as UIKit's `safeAreaInsets` does for a view).
  package func insets(of frame: CGRect) -> EdgeInsets {
    EdgeInsets(
      top: max(0, min(safe.minY, frame.maxY) - frame.minY),
      leading: max(0, min(safe.minX, frame.maxX) - frame.minX),
      bottom: max(0, frame.maxY - max(safe.maxY, frame.minY)),
      trailing: max(0, frame.maxX - max(safe.maxX, frame.minX)))
  }

  /// `frame` grown to the region's bounds on each of `edges` where it touches (or crosses) the
  /// safe region's edge: what SwiftUI does to a view that ignores the safe area.
  package func extending(_ frame: CGRect, edges: Edge.Set) -> CGRect {
    // Frames come from arithmetic on fractional sizes: a hair's difference still touches.
    let tolerance: CGFloat = 0.01
    let edges = edges.subtracting(ignoredEdges)
    var minX = frame.minX
    var minY = frame.minY
    var maxX = frame.maxX
    var maxY = frame.maxY
    if edges.contains(.top), frame.minY <= safe.minY + tolerance { minY = min(minY, bounds.minY) }
    if edges.contains(.bottom), frame.maxY >= safe.maxY - tolerance { maxY = max(maxY, bounds.maxY) }
    if edges.contains(.leading), frame.minX <= safe.minX + tolerance { minX = min(minX, bounds.minX) }
    if edges.contains(.trailing), frame.maxX >= safe.maxX - tolerance { maxX = max(maxX, bounds.maxX) }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The region seen from inside a view that ignores it on `edges`: nothing inside grows there
  /// again, and readers inside still see how far they reach into the unsafe area.
  package func ignoring(_ edges: Edge.Set) -> SafeAreaRegion {
    var copy = self
    copy.ignoredEdges.formUnion(edges)
    return copy
  }
}

extension Node {
  /// The safe area of the subtree being placed; nil where there is none (a window without
  /// insets), so ignoring it changes nothing.
  nonisolated(unsafe) static var safeArea: SafeAreaRegion?

  /// Runs `body` (placing children) with `region` as the safe area, then restores the outer one.
  static func withSafeArea(_ region: SafeAreaRegion?, _ body: () -> Void) {
    let outer = safeArea
    safeArea = region
    body()
    safeArea = outer
  }
}
