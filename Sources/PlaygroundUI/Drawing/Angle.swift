/// A geometric angle, read in radians or degrees (mirrors SwiftUI's `Angle`).
///
/// Like SwiftUI's, it has no arithmetic operators: code that needs them defines its own, and
/// would become ambiguous if this type declared them too.
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
