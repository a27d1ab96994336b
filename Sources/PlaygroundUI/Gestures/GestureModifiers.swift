import Foundation

/// A gesture attached to a view, waiting to be recognised when a press lands on it.
struct AttachedGesture {
  /// How it competes with the gestures of the view's subviews and ancestors.
  enum Priority {
    /// `gesture`: a subview's gesture goes first.
    case normal
    /// `highPriorityGesture`: before the subviews' gestures.
    case high
    /// `simultaneousGesture`: alongside whichever gesture wins.
    case simultaneous
  }

  var priority: Priority
  var mask: GestureMask
  /// How many of the node's geometry effects were applied inside the gesture (before it was
  /// attached): those after it turn and move the gesture's local space.
  var effectsInside = 0
  let make: @MainActor (GestureSpace) -> any RecognizerProtocol
}

/// A recogniser as the graph drives it, whatever its value.
@MainActor
protocol RecognizerProtocol: AnyObject {
  var phase: GesturePhase { get }
  var deadline: Double? { get }
  func handle(_ event: PointerEvent)
  func deliver()
  func cancel()
}

extension GestureRecognizer: RecognizerProtocol {}

extension View {
  /// Attaches a gesture that yields to the gestures of the view's subviews.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    attaching(gesture, priority: .normal, mask: mask)
  }

  /// Attaches a gesture that goes before the gestures of the view's subviews.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    attaching(gesture, priority: .high, mask: mask)
  }

  /// Attaches a gesture recognised alongside the view's other gestures.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    attaching(gesture, priority: .simultaneous, mask: mask)
  }

  private func attaching<T: Gesture>(_ gesture: T, priority: AttachedGesture.Priority, mask: GestureMask)
    -> some View
  {
    let attached = AttachedGesture(priority: priority, mask: mask) { gesture.recognizer(in: $0) }
    return AnnotatedView(content: self) { node in
      var placed = attached
      placed.effectsInside = node.geometryEffects.count
      node.gestures.append(placed)
    }
  }

  /// Runs `action` once a press has been held for `minimumDuration` without straying
  /// `maximumDistance`; `onPressingChanged` hears when the press begins and ends.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    gesture(
      LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        .updatingPressing(onPressingChanged)
        .onEnded { _ in action() })
  }

  /// The older spelling: `pressing` before `perform`.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
      onPressingChanged: pressing)
  }

  /// Runs `action` with the location of a tap (or `count` taps), in `coordinateSpace`.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
  }
}

extension LongPressGesture {
  /// Tells `pressing` true when the press begins and false when it ends, however it ends.
  fileprivate func updatingPressing(_ pressing: ((Bool) -> Void)?) -> _PressingGesture {
    _PressingGesture(content: self, pressing: pressing)
  }
}

/// A long press that reports its pressing state (`onLongPressGesture`'s `onPressingChanged`).
struct _PressingGesture: Gesture, PrimitiveGesture {
  typealias Value = Bool
  let content: LongPressGesture
  let pressing: ((Bool) -> Void)?

  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Bool> {
    var pressed = false
    return CallbackRecognizer(content.makeRecognizer(in: space)) { recognizer, _ in
      let now = recognizer.phase == .active
      guard now != pressed else { return }
      pressed = now
      pressing?(now)
    }
  }
}
