/// A proxy for the size and coordinate spaces of a `GeometryReader` (or of the view an
/// `onGeometryChange` or `visualEffect` watches), from the last layout (mirrors SwiftUI's
/// `GeometryProxy`).
///
/// Reading where the view is (`frame(in:)` other than `.local`, `bounds(of:)`, an anchor) is
/// noted, so a view that only read its size is not built again when it merely moves.
public struct GeometryProxy {
  let snapshot: GeometrySnapshot
  let reads: GeometryReads

  init(snapshot: GeometrySnapshot, reads: GeometryReads = GeometryReads()) {
    self.snapshot = snapshot
    self.reads = reads
  }

  init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets()) {
    self.init(snapshot: GeometrySnapshot(frame: CGRect(origin: .zero, size: size), safeAreaInsets: safeAreaInsets))
  }

  /// The size of the container view.
  public var size: CGSize { snapshot.size }

  /// How far the view reaches into the unsafe area (bars, notch, home indicator) on each edge:
  /// zero for a view inside the safe area, the bar's height for one that ignores it.
  public var safeAreaInsets: EdgeInsets { snapshot.safeAreaInsets }

  /// The container view's bounds rectangle, converted to `coordinateSpace`.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    if coordinateSpace != .local { reads.position = true }
    return snapshot.frame(in: coordinateSpace)
  }

  /// The container view's bounds rectangle, converted to `coordinateSpace`.
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  /// The named space's bounds in the view's own coordinates; nil when no ancestor has that name.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    reads.position = true
    guard let space = snapshot.space(named: coordinateSpace.name) else { return nil }
    return snapshot.local(space.global)
  }

  /// The anchor's value (a rectangle or point of some view) in the view's own coordinates.
  public subscript<T>(anchor: Anchor<T>) -> T {
    reads.position = true
    return anchor.resolve(snapshot)
  }
}

/// What a content closure read of its proxy (a class: the proxy is copied into closures).
final class GeometryReads {
  var position = false
}

extension GeometryProxy {
  /// Whether content built from `self` is stale for `placed`: the size or insets changed, or
  /// the position did and the content read it.
  func isStale(for placed: GeometrySnapshot) -> Bool {
    snapshot.size != placed.size || snapshot.safeAreaInsets != placed.safeAreaInsets
      || (reads.position && !snapshot.samePosition(as: placed))
  }
}
