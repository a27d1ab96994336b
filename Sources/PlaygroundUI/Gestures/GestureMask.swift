/// Which gestures a `gesture(_:including:)` enables (mirrors SwiftUI's `GestureMask`).
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Neither the gesture nor those of the view's subviews.
  public static let none = GestureMask([])
  /// The gesture being added.
  public static let gesture = GestureMask(rawValue: 1)
  /// The gestures of the view's subviews.
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask([.gesture, .subviews])
}
