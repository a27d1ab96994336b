/// iOS's semantic colours in both appearances, as UIKit defines them (`UIColor.systemBackground`,
/// `.label`, `.separator`, …; values from Apple's Human Interface Guidelines' colour tables).
/// Built-in controls draw with these so that they follow the colour scheme, and the `UIKit`
/// module for opened code exposes them as `UIColor`s.
package enum SystemPalette {
  package static let label = Color.primary
  package static let secondaryLabel = Color.secondary
  package static let tertiaryLabel = Color.system(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.3)
  package static let quaternaryLabel = Color(
    light: RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18),
    dark: RGBAColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.16))

  package static let systemBackground = Color.system(light: (255, 255, 255), dark: (0, 0, 0))
  package static let secondarySystemBackground = Color.system(light: (242, 242, 247), dark: (28, 28, 30))
  package static let tertiarySystemBackground = Color.system(light: (255, 255, 255), dark: (44, 44, 46))
  package static let systemGroupedBackground = Color.system(light: (242, 242, 247), dark: (0, 0, 0))
  package static let secondarySystemGroupedBackground = Color.system(light: (255, 255, 255), dark: (28, 28, 30))
  package static let tertiarySystemGroupedBackground = Color.system(light: (242, 242, 247), dark: (44, 44, 46))

  package static let systemFill = Color(
    light: RGBAColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2),
    dark: RGBAColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.36))
  package static let secondarySystemFill = Color(
    light: RGBAColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16),
    dark: RGBAColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.32))
  package static let tertiarySystemFill = Color(
    light: RGBAColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12),
    dark: RGBAColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24))
  package static let quaternarySystemFill = Color(
    light: RGBAColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08),
    dark: RGBAColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.18))

  package static let separator = Color(
    light: RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29),
    dark: RGBAColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6))
  package static let opaqueSeparator = Color.system(light: (198, 198, 200), dark: (56, 56, 58))

  package static let systemGray2 = Color.system(light: (174, 174, 178), dark: (99, 99, 102))
  package static let systemGray3 = Color.system(light: (199, 199, 204), dark: (72, 72, 74))
  package static let systemGray4 = Color.system(light: (209, 209, 214), dark: (58, 58, 60))
  package static let systemGray5 = Color.system(light: (229, 229, 234), dark: (44, 44, 46))
  package static let systemGray6 = Color.system(light: (242, 242, 247), dark: (28, 28, 30))
}
