/// How pickers in a view look and behave (mirrors SwiftUI's `PickerStyle`; the playground draws
/// `.segmented` and `.menu`, and `.automatic` as `.menu`).
public protocol PickerStyle {}

/// The styles the playground draws.
enum BuiltInPickerStyle: Hashable, Sendable {
  case automatic, segmented, menu
}

/// The default style: a menu.
public struct DefaultPickerStyle: PickerStyle {
  public init() {}
}

/// Options side by side in one control, the selected one highlighted.
public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
}

/// A button showing the selection that opens a list of the options.
public struct MenuPickerStyle: PickerStyle {
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension View {
  /// Sets the style of pickers in the view.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let kind: BuiltInPickerStyle =
      switch style {
      case is SegmentedPickerStyle: .segmented
      case is MenuPickerStyle: .menu
      default: .automatic
      }
    return EnvironmentModifierView(content: self) { $0.controls.pickerStyle = kind }
  }
}
