/// The system colours iOS's chrome is drawn in (navigation and bottom bars, sheets, alerts,
/// menus, search fields), named for what they paint and resolved per colour scheme through
/// the system palette.
extension Color {
  /// Behind grouped lists and forms (`systemGroupedBackground`).
  static let systemGroupedBackground = SystemPalette.systemGroupedBackground
  /// A grouped list's rows and cards (`secondarySystemGroupedBackground`).
  static let secondarySystemGroupedBackground = SystemPalette.secondarySystemGroupedBackground
  /// Behind plain content and the navigation bar at rest (`systemBackground`).
  static let systemBackground = SystemPalette.systemBackground
  /// A sheet's card: the system background, elevated (lighter) in dark.
  static let sheetBackground = Color(
    light: SystemPalette.systemBackground.resolved(in: .light),
    dark: SystemPalette.secondarySystemBackground.resolved(in: .dark))
  /// Bars with a background of their own (the bottom toolbar, a `toolbarBackground(.visible)`).
  static let barBackground = ControlPalette.bar
  /// Fills of small controls: search fields, gauges' tracks (`tertiarySystemFill`).
  static let tertiarySystemFill = SystemPalette.tertiarySystemFill
  /// The hairlines under and over bars (`separator`).
  static let separatorLine = SystemPalette.separator
  /// What dims the presenting view behind a sheet or alert: darker in dark, as UIKit's
  /// dimming view is.
  static let dimming = Color(
    light: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.2), dark: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.48))
  /// An alert's and an action sheet's panel (the thick material, drawn opaque).
  static let alertBackground = Color(
    light: RGBAColor(red: 0.96, green: 0.96, blue: 0.96, alpha: 1),
    dark: SystemPalette.systemGray5.resolved(in: .dark))
  /// An action sheet's separate cancel card, and a menu's panel.
  static let popupBackground = ControlPalette.popup
}
