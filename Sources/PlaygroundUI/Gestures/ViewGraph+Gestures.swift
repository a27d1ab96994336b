import Foundation

/// Pointer and wheel input for gestures: the candidates of a press, the session that decides
/// between them, and the ticks long presses and multiple taps wait for.
extension ViewGraph {
  /// The candidates for input at `point`: the attached gestures and scroll views around the
  /// topmost view there, in precedence order (GestureArbiter.swift).
  func gestureCandidates(at point: CGPoint, scope: GestureScope?, exclusive: Bool) -> [GestureArbiter.Candidate] {
    guard let scope else { return [] }
    var high: [GestureArbiter.Candidate] = []
    var normal: [GestureArbiter.Candidate] = []
    var simultaneous: [GestureArbiter.Candidate] = []
    for scope in scope.scopes {
      let node = scope.node
      var mine: (high: [GestureArbiter.Candidate], normal: [GestureArbiter.Candidate]) = ([], [])
      if let scroll = node as? ScrollViewNode, exclusive {
        mine.normal.append(
          .init(
            key: .init(node: ObjectIdentifier(node), index: -1),
            recognizer: ScrollDragRecognizer(state: scrolling, id: scroll.id), simultaneous: false))
      }
      for (index, attached) in node.gestures.enumerated() {
        // `including: .gesture` (no `.subviews`) switches the gestures inside off.
        if !attached.mask.contains(.subviews) {
          normal.removeAll()
          simultaneous.removeAll()
          high.removeAll()
          mine = ([], [])
        }
        guard attached.mask.contains(.gesture) else { continue }
        let candidate = GestureArbiter.Candidate(
          key: .init(node: ObjectIdentifier(node), index: index),
          recognizer: attached.make(scope.space(effectsInside: attached.effectsInside)),
          simultaneous: attached.priority == .simultaneous)
        switch attached.priority {
        case .simultaneous: simultaneous.append(candidate)
        case .high: if exclusive { mine.high.append(candidate) }
        case .normal: if exclusive { mine.normal.append(candidate) }
        }
      }
      // An outer high-priority gesture goes before inner ones.
      high = mine.high + high
      normal += mine.normal
    }
    return high + normal + simultaneous
  }

  /// A press: a gesture session starts (or a multiple tap's goes on).
  func gesturesPointerDown(at point: CGPoint, region: HitRegion?, pressedTracks: Bool, time: Double) {
    let candidates = gestureCandidates(at: point, scope: region?.scope, exclusive: !pressedTracks)
    if let session = gestureSession, !session.isFinished {
      session.add(candidates)
    } else {
      guard !candidates.isEmpty else {
        gestureSession = nil
        return
      }
      gestureSession = GestureArbiter(candidates)
    }
    gestureSession?.onTakeOver = { [unowned self] in self.cancelPress() }
    gestureSession?.handle(.down(point, time: time))
  }

  /// Feeds the current session; drops it once every gesture in it is over.
  func gestureEvent(_ event: PointerEvent) {
    guard let session = gestureSession else { return }
    session.handle(event)
    if session.isFinished { gestureSession = nil }
  }

  /// Time passed: long presses and waiting taps decide.
  func tickGestures(at time: Double) {
    if let deadline = gestureSession?.deadline, time >= deadline { gestureEvent(.tick(time: time)) }
    if let session = wheelSession, let deadline = session.deadline, time >= deadline {
      session.handle(.tick(time: time))
      if session.isFinished { wheelSession = nil }
    }
  }

  /// Whether a gesture waits for time to pass.
  var gesturesNeedTicks: Bool { gestureSession?.deadline != nil || wheelSession?.deadline != nil }

  /// Control + wheel (magnify: `factor` per step) or Control + Shift + wheel (rotate) at
  /// `point`. True when some gesture took it.
  @discardableResult
  func wheelGesture(_ event: PointerEvent, time: Double) -> Bool {
    guard let point = event.location else { return false }
    if wheelSession == nil || wheelSession?.isFinished == true {
      let region = hitRegions.last { $0.contains(point) }
      let candidates = gestureCandidates(at: point, scope: region?.scope, exclusive: true)
      guard !candidates.isEmpty else { return false }
      wheelSession = GestureArbiter(candidates)
    }
    wheelSession?.handle(event)
    if wheelSession?.isFinished == true { wheelSession = nil }
    return true
  }

  /// Control + wheel at `point`, `steps` wheel steps (negative: up): magnifies (up enlarges),
  /// or with Shift held rotates (down turns clockwise).
  package func wheelGesture(steps: Double, rotates: Bool, at point: CGPoint, time: Double) {
    if rotates {
      wheelGesture(.rotate(by: steps * WheelGestures.rotationStep * .pi / 180, at: point, time: time), time: time)
    } else {
      wheelGesture(.magnify(by: pow(WheelGestures.magnificationStep, -steps), at: point, time: time), time: time)
    }
  }
}
