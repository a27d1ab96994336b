import Foundation

/// A dragging motion that starts once the pointer has moved `minimumDistance` from where it
/// went down (mirrors SwiftUI's `DragGesture`).
public struct DragGesture: Gesture, PrimitiveGesture {
  /// The attributes of a drag.
  public struct Value: Equatable, Sendable {
    /// When the current event happened (the graph's clock, as seconds since the reference date).
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    /// The pointer's speed in points per second, over the last tenth of a second.
    public var velocity: CGSize

    /// `location - startLocation`.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }

    /// Where the drag would come to rest if released now and left to decelerate.
    public var predictedEndLocation: CGPoint {
      CGPoint(
        x: location.x + velocity.width * Self.projection, y: location.y + velocity.height * Self.projection)
    }

    public var predictedEndTranslation: CGSize {
      CGSize(
        width: translation.width + velocity.width * Self.projection,
        height: translation.height + velocity.height * Self.projection)
    }

    /// Seconds of velocity the prediction adds: UIKit's deceleration projection
    /// `r / (1000 (1 − r))` with the normal rate r = 0.998 per millisecond (Apple, "Designing
    /// Fluid Interfaces", WWDC 2018), which SwiftUI's predictions are observed to follow.
    static let projection = 0.998 / (1000 * (1 - 0.998))
  }

  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace

  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    DragRecognizer(minimumDistance: minimumDistance) { space.convert($0, to: coordinateSpace) }
  }
}

/// Follows the pointer from down to up, once it has moved far enough.
final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
  let minimumDistance: CGFloat
  let convert: (CGPoint) -> CGPoint
  private var start: CGPoint?
  /// Recent samples (window points), for the velocity.
  private var samples: [(point: CGPoint, time: Double)] = []

  /// The span the velocity is measured over.
  static let velocityWindow = 0.1

  init(minimumDistance: CGFloat, convert: @escaping (CGPoint) -> CGPoint) {
    self.minimumDistance = max(0, minimumDistance)
    self.convert = convert
  }

  override func handle(_ event: PointerEvent) {
    guard !phase.isFinished else { return }
    switch event {
    case .down(let point, let time):
      start = point
      samples = [(point, time)]
      if minimumDistance == 0 { change(to: value(at: point, time: time)) }
    case .moved(let point, let time):
      guard let start else { return }
      record(point, time)
      if phase == .active || hypot(point.x - start.x, point.y - start.y) >= minimumDistance {
        change(to: value(at: point, time: time))
      }
    case .up(let point, let time):
      guard phase == .active else { return fail() }
      record(point, time)
      end(with: value(at: point, time: time))
    case .tick:
      break
    case .magnify, .rotate:
      // A wheel gesture is not a press.
      fail()
    }
  }

  private func record(_ point: CGPoint, _ time: Double) {
    samples.append((point, time))
    // Keep one sample older than the window, so a slow drag still has a span to measure.
    while samples.count > 2, samples[1].time <= time - Self.velocityWindow { samples.removeFirst() }
  }

  private func value(at point: CGPoint, time: Double) -> DragGesture.Value {
    var velocity = CGSize.zero
    if let first = samples.first, let last = samples.last, last.time > first.time {
      let span = last.time - first.time
      velocity = CGSize(width: (last.point.x - first.point.x) / span, height: (last.point.y - first.point.y) / span)
    }
    return DragGesture.Value(
      time: Date(timeIntervalSinceReferenceDate: time), location: convert(point),
      startLocation: convert(start ?? point), velocity: velocity)
  }
}
