import Foundation

/// A press held for `minimumDuration` without straying `maximumDistance` (mirrors SwiftUI's
/// `LongPressGesture`). Its value is `true` from the moment the press begins; it ends, still
/// `true`, once the duration has passed, without waiting for the release.
public struct LongPressGesture: Gesture, PrimitiveGesture {
  public typealias Value = Bool
  public var minimumDuration: Double
  public var maximumDistance: CGFloat

  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Bool> {
    LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
  }
}

final class LongPressRecognizer: GestureRecognizer<Bool> {
  let minimumDuration: Double
  let maximumDistance: CGFloat
  private var start: (point: CGPoint, time: Double)?

  init(minimumDuration: Double, maximumDistance: CGFloat) {
    self.minimumDuration = max(0, minimumDuration)
    self.maximumDistance = max(0, maximumDistance)
  }

  override var deadline: Double? {
    guard !phase.isFinished, let start else { return nil }
    return start.time + minimumDuration
  }

  override func handle(_ event: PointerEvent) {
    guard !phase.isFinished else { return }
    switch event {
    case .down(let point, let time):
      start = (point, time)
      change(to: true)
      if minimumDuration == 0 { end(with: true) }
    case .moved(let point, let time):
      guard let start else { return }
      if hypot(point.x - start.point.x, point.y - start.point.y) > maximumDistance { return fail() }
      if time >= start.time + minimumDuration { end(with: true) }
    case .up(_, let time):
      guard let start, time >= start.time + minimumDuration else { return fail() }
      end(with: true)
    case .tick(let time):
      if let deadline, time >= deadline { end(with: true) }
    case .magnify, .rotate:
      // A wheel gesture is not a press.
      fail()
    }
  }
}
