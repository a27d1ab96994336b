/// Where every scroll view is scrolled to, by identity, and where the scroll views of the last
/// frame were: the graph keeps one, so offsets survive re-renders the way `@State` does, and
/// wheel and keys find the scroll view to move. Used from the main actor only, like the nodes.
final class ScrollState {
  /// A scroll view as drawn in the last frame.
  struct Region {
    var id: ViewIdentity
    /// Its visible frame in window points, clipped by enclosing scroll views.
    var frame: CGRect
    var axes: Axis.Set
    var contentSize: CGSize
    var viewport: CGSize
  }

  private var offsets: [ViewIdentity: CGPoint] = [:]
  /// The scroll views of the last frame, innermost first.
  private(set) var regions: [Region] = []
  /// Where the pointer last scrolled or clicked: keys scroll the scroll view there.
  var pointer: CGPoint?
  /// Called when an offset changes: the graph lays out again.
  var onChange: () -> Void = {}

  /// Forgets the last frame's regions before a new frame is drawn, and a `scrollTo` no scroll
  /// view could carry out in the layout just made (unless it waits for a lazy stack's rows).
  func beginFrame() {
    regions.removeAll(keepingCapacity: true)
    if let request = scrollRequest, !request.awaitsRows || request.attempts > 3 { scrollRequest = nil }
  }

  /// A `ScrollViewProxy.scrollTo` waiting for the next layout, which carries it out
  /// (ScrollViewNode+ScrollTo.swift).
  struct ScrollRequest {
    let id: AnyHashable
    let anchor: UnitPoint?
    /// The view was a lazy stack's row not built yet: the offset was estimated, and the request
    /// is carried out again once the row is built.
    var awaitsRows = false
    var attempts = 0
  }

  var scrollRequest: ScrollRequest?

  func requestScroll(to id: AnyHashable, anchor: UnitPoint?) {
    scrollRequest = ScrollRequest(id: id, anchor: anchor)
    onChange()
  }

  /// Sets the offset of the scroll view `id` while it lays out (it clamps it and places its
  /// content with it): no new layout is asked for.
  func setDuringLayout(_ id: ViewIdentity, to offset: CGPoint) { offsets[id] = offset }

  func register(_ region: Region) { regions.append(region) }

  /// Clips the regions registered since `start` (those of nested scroll views) to `clip`.
  func clipRegions(from start: Int, to clip: CGRect) {
    guard start < regions.count else { return }
    for index in start..<regions.count { regions[index].frame = regions[index].frame.intersection(clip) }
  }

  var regionCount: Int { regions.count }

  /// The largest offset content of `contentSize` can take in `viewport`, per axis scrolled.
  static func maximum(contentSize: CGSize, viewport: CGSize, axes: Axis.Set) -> CGPoint {
    CGPoint(
      x: axes.contains(.horizontal) ? max(0, contentSize.width - viewport.width) : 0,
      y: axes.contains(.vertical) ? max(0, contentSize.height - viewport.height) : 0)
  }

  static func clamp(_ offset: CGPoint, contentSize: CGSize, viewport: CGSize, axes: Axis.Set) -> CGPoint {
    let limit = maximum(contentSize: contentSize, viewport: viewport, axes: axes)
    func fit(_ value: CGFloat, _ top: CGFloat) -> CGFloat { value.isFinite ? min(max(0, value), top) : 0 }
    return CGPoint(x: fit(offset.x, limit.x), y: fit(offset.y, limit.y))
  }

  /// The offset of a scroll view being placed, clamped to its content (a resize or smaller
  /// content clamps it again, and the clamped value is kept).
  func placedOffset(for id: ViewIdentity, contentSize: CGSize, viewport: CGSize, axes: Axis.Set) -> CGPoint {
    let clamped = Self.clamp(offsets[id] ?? .zero, contentSize: contentSize, viewport: viewport, axes: axes)
    if clamped != .zero || offsets[id] != nil { offsets[id] = clamped }
    return clamped
  }

  func offset(for id: ViewIdentity) -> CGPoint { offsets[id] ?? .zero }

  /// Moves the offset of the scroll view `id` by `delta` along `axis` during layout, before it
  /// places its content (a lazy stack's estimate of the rows above what shows changed, and what
  /// shows must not move): no new layout is asked for, and the scroll view clamps it.
  func shift(_ id: ViewIdentity, along axis: Axis, by delta: CGFloat) {
    var offset = offset(for: id)
    offset[axis] += delta
    offsets[id] = offset
  }

  /// Moves a region's offset to `target` (clamped); true if it moved.
  @discardableResult
  func set(_ target: CGPoint, in region: Region) -> Bool {
    let clamped = Self.clamp(target, contentSize: region.contentSize, viewport: region.viewport, axes: region.axes)
    guard clamped != offset(for: region.id) else { return false }
    offsets[region.id] = clamped
    onChange()
    return true
  }

  /// Scrolls the innermost scroll view under `point` that can move by `delta` (points; positive
  /// moves towards the end). A vertical wheel scrolls a horizontal-only scroll view sideways.
  @discardableResult
  func scroll(by delta: CGSize, at point: CGPoint) -> Bool {
    pointer = point
    for region in regions where region.frame.contains(point) {
      var step = delta
      if !region.axes.contains(.vertical) && step.width == 0 { step = CGSize(width: step.height, height: 0) }
      let current = offset(for: region.id)
      if set(CGPoint(x: current.x + step.width, y: current.y + step.height), in: region) { return true }
    }
    return false
  }

  /// Page Up/Down, Home and End: the scroll view under the pointer, else the largest one.
  @discardableResult
  func scroll(key: Key) -> Bool {
    let underPointer = pointer.flatMap { point in regions.first { $0.frame.contains(point) } }
    guard
      let region = underPointer
        ?? regions.max(by: { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height })
    else { return false }
    let current = offset(for: region.id)
    let vertical = region.axes.contains(.vertical)
    // A page keeps a little of the previous page in view, as scroll views do.
    let page = max(10, (vertical ? region.viewport.height : region.viewport.width) - 40)
    let end = Self.maximum(contentSize: region.contentSize, viewport: region.viewport, axes: region.axes)
    var target = current
    switch key {
    case .pageDown: if vertical { target.y += page } else { target.x += page }
    case .pageUp: if vertical { target.y -= page } else { target.x -= page }
    case .home: target = .zero
    case .end: target = vertical ? CGPoint(x: current.x, y: end.y) : CGPoint(x: end.x, y: current.y)
    default: return false
    }
    return set(target, in: region)
  }
}
