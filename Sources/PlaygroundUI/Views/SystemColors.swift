/// The light appearance's system colours that iOS's chrome is drawn in (UIKit's
/// `systemGroupedBackground`, bar and fill colours), named in one place so that they can
/// resolve per colour scheme when the playground draws dark too.
extension Color {
  /// Behind grouped lists and forms (`systemGroupedBackground`).
  static let systemGroupedBackground = Color(red: 0.949, green: 0.949, blue: 0.969)
  /// A grouped list's rows and cards (`secondarySystemGroupedBackground`).
  static let secondarySystemGroupedBackground = Color.white
  /// Bars (navigation bar scrolled under, toolbar, tab bar): the light bar material's colour.
  static let barBackground = Color(white: 0.97)
  /// Fills of small controls: search fields, gauges' tracks (`tertiarySystemFill`).
  static let tertiarySystemFill = Color(red: 0.463, green: 0.463, blue: 0.502, opacity: 0.12)
  /// The hairlines between rows and under bars (`separator`).
  static let separatorLine = Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.29)
  /// What dims the presenting view behind a sheet or alert.
  static let dimming = Color(white: 0, opacity: 0.2)
  /// An alert's and an action sheet's panel (the light thick material, drawn opaque).
  static let alertBackground = Color(white: 0.96)
}
