/// Values that flow down the view tree (mirrors SwiftUI's `EnvironmentValues` for the keys
/// this playground supports).
public struct EnvironmentValues {
  public var font: Font?
  /// The style shapes fill with and text draws in; nil means the primary colour.
  package var foregroundStyle: Color?
  /// Control styles, tint, size and enabled state (Controls/ControlEnvironment.swift).
  var controls = ControlEnvironment()
  /// Set inside a button's label while the pointer holds the button down.
  var isPressed = false

  public init() {}

  /// The font to use, `.body` by default.
  var resolvedFont: FontDescriptor { (font ?? .body).descriptor }
  /// The foreground colour, black-ish primary by default.
  var resolvedForeground: Color { foregroundStyle ?? .primary }
}
