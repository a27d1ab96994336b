/// Properties a layout type declares about itself (mirrors SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Hashable, Sendable {
  /// The axis along which the layout stacks its subviews, if it is a stack; spacers read it to
  /// know which way to grow.
  public var stackOrientation: Axis?

  public init() {}
}
