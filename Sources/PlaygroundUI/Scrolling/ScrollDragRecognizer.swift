import Foundation

/// A drag in a scroll view moves its content with the pointer, once the pointer has moved
/// `ScrollDragRecognizer.threshold` along an axis the view scrolls (a sideways drag in a
/// vertical scroll view is left to others). A child's gesture that recognises first takes the
/// drag instead (GestureArbiter.swift). The content stops where it is let go: there is no
/// deceleration.
final class ScrollDragRecognizer: GestureRecognizer<CGSize> {
  /// How far the pointer moves before the content follows it.
  static let threshold: CGFloat = 10

  let state: ScrollState
  let id: ViewIdentity
  private var start: (point: CGPoint, offset: CGPoint)?
  private var deliveredVersion = 0

  init(state: ScrollState, id: ViewIdentity) {
    self.state = state
    self.id = id
  }

  private var region: ScrollState.Region? { state.regions.first { $0.id == id } }

  override func handle(_ event: PointerEvent) {
    guard !phase.isFinished else { return }
    switch event {
    case .down(let point, _):
      start = (point, state.offset(for: id))
    case .moved(let point, _):
      guard let start, let region else { return fail() }
      let translation = CGSize(width: point.x - start.point.x, height: point.y - start.point.y)
      if phase == .possible {
        let along = abs(translation.height) >= abs(translation.width) ? Axis.Set.vertical : .horizontal
        guard max(abs(translation.width), abs(translation.height)) >= Self.threshold else { return }
        guard region.axes.contains(along) else { return fail() }
      }
      change(to: translation)
    case .up(let point, _):
      guard phase == .active, let start else { return fail() }
      end(with: CGSize(width: point.x - start.point.x, height: point.y - start.point.y))
    case .tick:
      break
    case .magnify, .rotate:
      fail()
    }
  }

  override func deliver() {
    guard version != deliveredVersion, let start, let region, let translation = value else { return }
    deliveredVersion = version
    state.set(
      CGPoint(
        x: start.offset.x - (region.axes.contains(.horizontal) ? translation.width : 0),
        y: start.offset.y - (region.axes.contains(.vertical) ? translation.height : 0)), in: region)
  }
}
