import Foundation

/// A pinch (mirrors SwiftUI's `MagnifyGesture`). X11 has no pinch: Control + wheel stands in,
/// each step up magnifying by `WheelGestures.magnificationStep`, down dividing by it; the
/// gesture ends when the wheel has rested for `WheelGestures.restInterval`.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    /// The scale since the gesture began (1 at the start).
    public var magnification: CGFloat
    /// Scale per second.
    public var velocity: CGFloat
    /// The pointer when the gesture began, as a unit point of the view.
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }

  public var minimumScaleDelta: CGFloat

  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    MappedRecognizer(WheelRecognizer(kind: .magnify, threshold: minimumScaleDelta)) { sample in
      let local = space.convert(sample.start, to: .local)
      return Value(
        time: Date(timeIntervalSinceReferenceDate: sample.time), magnification: sample.amount,
        velocity: sample.velocity,
        startAnchor: UnitPoint(
          x: space.frame.width > 0 ? local.x / space.frame.width : 0,
          y: space.frame.height > 0 ? local.y / space.frame.height : 0),
        startLocation: local)
    }
  }
}

/// The older pinch, reporting the magnification alone (mirrors SwiftUI's
/// `MagnificationGesture`).
public struct MagnificationGesture: Gesture, PrimitiveGesture {
  public typealias Value = CGFloat
  public var minimumScaleDelta: CGFloat

  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<CGFloat> {
    MappedRecognizer(WheelRecognizer(kind: .magnify, threshold: minimumScaleDelta)) { $0.amount }
  }
}

/// A two-finger rotation (mirrors SwiftUI's `RotateGesture`); on X11, Control + Shift + wheel,
/// each step turning by `WheelGestures.rotationStep` (down clockwise).
public struct RotateGesture: Gesture, PrimitiveGesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var rotation: Angle
    /// Angle per second.
    public var velocity: Angle
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }

  public var minimumAngleDelta: Angle

  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
    MappedRecognizer(WheelRecognizer(kind: .rotate, threshold: minimumAngleDelta.radians)) { sample in
      let local = space.convert(sample.start, to: .local)
      return Value(
        time: Date(timeIntervalSinceReferenceDate: sample.time), rotation: .radians(sample.amount),
        velocity: .radians(sample.velocity),
        startAnchor: UnitPoint(
          x: space.frame.width > 0 ? local.x / space.frame.width : 0,
          y: space.frame.height > 0 ? local.y / space.frame.height : 0),
        startLocation: local)
    }
  }
}

/// The older rotation, reporting the angle alone (mirrors SwiftUI's `RotationGesture`).
public struct RotationGesture: Gesture, PrimitiveGesture {
  public typealias Value = Angle
  public var minimumAngleDelta: Angle

  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Angle> {
    MappedRecognizer(WheelRecognizer(kind: .rotate, threshold: minimumAngleDelta.radians)) { .radians($0.amount) }
  }
}

/// How the wheel stands in for two-finger gestures.
package enum WheelGestures {
  /// Points one wheel step scrolls: about three lines of body text.
  package static let scrollStep = 40.0
  /// The magnification of one wheel step (up); a step down divides by it.
  package static let magnificationStep = 1.1
  /// The rotation of one wheel step, in degrees (down turns clockwise).
  package static let rotationStep = 15.0
  /// A wheel gesture ends once the wheel has rested this long.
  package static let restInterval = 0.25
}

/// What a wheel gesture has accumulated.
struct WheelSample {
  var amount: CGFloat
  var velocity: CGFloat
  var start: CGPoint
  var time: Double
}

/// Accumulates wheel steps of one kind into a magnification (a product) or a rotation (a sum).
final class WheelRecognizer: GestureRecognizer<WheelSample> {
  enum Kind { case magnify, rotate }
  let kind: Kind
  let threshold: Double
  private var amount: Double
  private var start: (point: CGPoint, time: Double)?
  private var last: Double?

  init(kind: Kind, threshold: Double) {
    self.kind = kind
    self.threshold = max(0, threshold)
    amount = kind == .magnify ? 1 : 0
  }

  override var deadline: Double? {
    guard !phase.isFinished, let last else { return nil }
    return last + WheelGestures.restInterval
  }

  override func handle(_ event: PointerEvent) {
    guard !phase.isFinished else { return }
    switch (event, kind) {
    case (.magnify(let factor, let point, let time), .magnify):
      step(point, time) { $0 *= factor }
    case (.rotate(let radians, let point, let time), .rotate):
      step(point, time) { $0 += radians }
    case (.tick(let time), _):
      guard let deadline, time >= deadline else { return }
      if phase == .active, let value { end(with: value) } else { fail() }
    default:
      fail()
    }
  }

  private func step(_ point: CGPoint, _ time: Double, _ apply: (inout Double) -> Void) {
    if start == nil { start = (point, time) }
    last = time
    apply(&amount)
    guard let start else { return }
    let moved = kind == .magnify ? abs(amount - 1) : abs(amount)
    guard phase == .active || moved >= threshold else { return }
    let elapsed = time - start.time
    let delta = kind == .magnify ? amount - 1 : amount
    change(
      to: WheelSample(
        amount: amount, velocity: elapsed > 0 ? delta / elapsed : 0, start: start.point, time: time))
  }
}
