/// A geometric angle, read in radians or degrees (mirrors SwiftUI's `Angle`).
///
/// The arithmetic is what SwiftUI's `Angle` has through its (undocumented) `_VectorMath`
/// conformance: `+`, `-`, negation, and scaling by a `Double` (`startAngle - .degrees(90)`
/// compiles in Xcode, and real code relies on it).
public struct Angle: Hashable, Comparable, Sendable, Codable {
  public var radians: Double

  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  public static var zero: Angle { Angle() }
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable {
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}

extension Angle {
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
  public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
  public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
  public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }
  public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }

  /// The angle's size in radians, as `_VectorMath` defines it.
  public var magnitude: Double { abs(radians) }

  public mutating func negate() { radians = -radians }
}
