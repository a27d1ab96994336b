/// A coordinate system gestures report locations in (mirrors SwiftUI's `CoordinateSpace`).
/// Named spaces resolve to the window's when no enclosing view carries the name. Sendable as
/// SwiftUI's is: names are constant values (strings, enums).
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  /// The window's coordinates.
  case global
  /// The coordinates of the view the gesture is attached to, origin at its top-left.
  case local
  /// The coordinates of the enclosing view named so.
  case named(AnyHashable)
}

extension CoordinateSpace {
  public var isGlobal: Bool { self == .global }
  public var isLocal: Bool { self == .local }
}
