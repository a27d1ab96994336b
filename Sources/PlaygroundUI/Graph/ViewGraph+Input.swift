import Foundation

/// Pointer input: hit testing against the last frame's regions, presses that highlight a
/// button, releases that fire it, drags that move a slider, and the gestures around the press
/// (ViewGraph+Gestures.swift), which may take the press from a button.
extension ViewGraph {
  /// The topmost tappable node under `point` in the last frame.
  func hitTest(_ point: CGPoint) -> Node? {
    hitRegions.last { $0.contains(point) }?.owner
  }

  /// The frame a tappable view had in the last frame.
  fileprivate func ownFrame(of id: ViewIdentity) -> (frame: CGRect, node: Node)? {
    guard let region = hitRegions.last(where: { $0.isOwnFrame && $0.owner?.id == id }), let owner = region.owner
    else { return nil }
    return (region.frame, owner)
  }

  /// A press: a button under the pointer shows its pressed state, and the gestures around it
  /// start recognising.
  package func pointerDown(at point: CGPoint, time: Double) {
    if inspector.isEnabled {
      inspector.select(at: point, in: root)
      needsLayout = true
      return
    }
    if pressClosesMenu(at: point) { return }
    let region = hitRegions.last { $0.contains(point) }
    if let node = region?.owner { press(node, at: point) }
    // A slider's track takes the drag itself: only simultaneous gestures join it.
    gesturesPointerDown(at: point, region: region, pressedTracks: region?.owner?.pointerAction != nil, time: time)
  }

  private func press(_ node: Node, at point: CGPoint) {
    pressedNodeID = node.id
    if let press = node.pressAction {
      pressEndAction = press
      press(true)
    }
    if let track = node.pointerAction, let region = ownFrame(of: node.id) {
      track(point, region.frame)
    }
    if let button = node.buttonID {
      pressedButton = button
      bodies.pressChanged(button)
      needsResolve = true
    }
  }

  /// The press is no longer the pressed view's: a gesture took it (a drag that scrolls).
  func cancelPress() {
    pressedNodeID = nil
    if let end = pressEndAction {
      pressEndAction = nil
      end(false)
    }
    if pressedButton != nil {
      bodies.pressChanged(pressedButton)
      pressedButton = nil
      needsResolve = true
    }
  }

  /// A release: fires the pressed view's action if the pointer is still over it.
  package func pointerUp(at point: CGPoint, time: Double) {
    gestureEvent(.up(point, time: time))
    let pressed = pressedNodeID
    cancelPress()
    guard let pressed, let region = ownFrame(of: pressed),
      hitRegions.contains(where: { $0.isOwnFrame && $0.owner === region.node && $0.contains(point) })
    else { return }
    region.node.tapAction?()
  }

  /// A drag with the button held: sliders follow the pointer, gestures recognise.
  package func pointerMoved(to point: CGPoint, time: Double) {
    if let pressed = pressedNodeID, let region = ownFrame(of: pressed), let track = region.node.pointerAction {
      track(point, region.frame)
    }
    gestureEvent(.moved(point, time: time))
  }

  /// A click: press and release at one point.
  package func click(at point: CGPoint, time: Double) {
    pointerDown(at: point, time: time)
    pointerUp(at: point, time: time)
  }
}
