/// The colours the built-in controls draw with, in both appearances. The light values are the
/// playground's long-standing ones; the dark ones are iOS's dark counterparts (the fills,
/// grouped and elevated backgrounds of `SystemPalette`), so controls read as iOS's do in dark.
package enum ControlPalette {
  /// The track of segmented pickers, tab strips and steppers (iOS's tertiary system fill).
  package static let track = Color(
    light: RGBAColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.12),
    dark: SystemPalette.tertiarySystemFill.resolved(in: .dark))
  /// The selected segment: white in light, iOS's dark segment grey (systemGray2's dark value).
  package static let selectedSegment = Color(
    light: .white, dark: SystemPalette.systemGray2.resolved(in: .dark))
  /// An open menu's background: white, or the elevated dark background.
  package static let popup = Color(light: .white, dark: SystemPalette.tertiarySystemBackground.resolved(in: .dark))
  /// A switch that is off.
  package static let offTrack = Color(
    light: RGBAColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.16),
    dark: SystemPalette.secondarySystemFill.resolved(in: .dark))
  /// The unfilled part of a progress bar.
  package static let progressTrack = Color(
    light: RGBAColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.2),
    dark: SystemPalette.systemFill.resolved(in: .dark))
  /// The unfilled part of a slider.
  package static let sliderTrack = Color(
    light: Color.gray.resolved(in: .light).multipliedAlpha(by: 0.25),
    dark: SystemPalette.systemFill.resolved(in: .dark))
  /// A navigation bar's background.
  package static let bar = Color(
    light: RGBAColor(red: 0.97, green: 0.97, blue: 0.97), dark: RGBAColor(red: 0.11, green: 0.11, blue: 0.12))
}
