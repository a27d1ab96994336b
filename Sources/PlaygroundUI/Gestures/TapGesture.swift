import Foundation

/// One or more taps in quick succession (mirrors SwiftUI's `TapGesture`).
public struct TapGesture: Gesture, PrimitiveGesture {
  public typealias Value = Void
  public var count: Int

  public init(count: Int = 1) { self.count = count }

  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Void> {
    MappedRecognizer(TapRecognizer(count: count)) { _ in () }
  }
}

/// Taps that report where they happened (mirrors SwiftUI's `SpatialTapGesture`).
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
  public struct Value: Equatable, @unchecked Sendable {
    /// Where the last tap went up, in the gesture's coordinate space.
    public var location: CGPoint
  }

  public var count: Int
  public var coordinateSpace: CoordinateSpace

  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    MappedRecognizer(TapRecognizer(count: count)) { Value(location: space.convert($0, to: coordinateSpace)) }
  }
}

/// Counts presses released near where they began. Fails when the pointer strays, or when the
/// next press of a multiple tap is late or elsewhere.
final class TapRecognizer: GestureRecognizer<CGPoint> {
  let count: Int
  private var taps = 0
  private var first: CGPoint?
  private var isDown = false
  private var lastUp: Double?

  /// How far a tap may wander before it is a drag instead (UIKit's tap tolerance; SwiftUI does
  /// not document one).
  static let allowableMovement: CGFloat = 10
  /// How long a multiple tap waits for its next press.
  static let interval = 0.3

  init(count: Int) { self.count = max(1, count) }

  override var deadline: Double? {
    guard !phase.isFinished, !isDown, let lastUp else { return nil }
    return lastUp + Self.interval
  }

  override func handle(_ event: PointerEvent) {
    guard !phase.isFinished else { return }
    switch event {
    case .down(let point, let time):
      if let lastUp, time > lastUp + Self.interval { return fail() }
      if let first, !Self.near(point, first) { return fail() }
      first = first ?? point
      isDown = true
    case .moved(let point, _):
      if isDown, let first, !Self.near(point, first) { fail() }
    case .up(let point, let time):
      guard isDown, let first, Self.near(point, first) else { return fail() }
      isDown = false
      taps += 1
      lastUp = time
      if taps >= count { end(with: point) }
    case .tick(let time):
      if let deadline, time >= deadline { fail() }
    case .magnify, .rotate:
      // A wheel gesture is not a press.
      fail()
    }
  }

  static func near(_ a: CGPoint, _ b: CGPoint) -> Bool {
    hypot(a.x - b.x, a.y - b.y) <= allowableMovement
  }
}
