/// Values that flow down the view tree (mirrors SwiftUI's `EnvironmentValues` for the keys
/// this playground supports).
public struct EnvironmentValues {
  public var font: Font?
  /// The style shapes fill with and text draws in; nil means the primary colour.
  package var foregroundStyle: Color?
  var buttonStyle: ButtonStyleKind = .automatic
  /// Set inside a button's label while the pointer holds the button down.
  var isPressed = false
  /// A gradient set with `foregroundStyle`, which shapes fill with (text draws in
  /// `foregroundStyle`, set to the gradient's opaquest colour).
  package var foregroundGradient: GradientPaint?
  /// Set inside a `List` or `Form`: sections and rows take the list's look.
  var listLook: ListLook?
  /// Set inside a `NavigationStack`'s page: links push onto it, titles name the page.
  var navigation: NavigationPage?

  public init() {}

  /// The font to use, `.body` by default.
  var resolvedFont: FontDescriptor { (font ?? .body).descriptor }
  /// The foreground colour, black-ish primary by default.
  var resolvedForeground: Color { foregroundStyle ?? .primary }
}
