/// A key for a value a view hands to its layout container (mirrors SwiftUI's `LayoutValueKey`).
///
/// Views set it with `layoutValue(key:value:)`; a layout reads it with `subview[Key.self]`.
public protocol LayoutValueKey {
  associatedtype Value
  /// The value a subview reports when it sets none.
  static var defaultValue: Value { get }
}
