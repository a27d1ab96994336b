/// iOS's semantic colours in both appearances, as UIKit defines them (`UIColor.systemBackground`,
/// `.label`, `.separator`, …; values from Apple's Human Interface Guidelines' colour tables).
/// Built-in controls draw with these so that they follow the colour scheme, and the `UIKit`
/// module for opened code exposes them as `UIColor`s.
package enum SystemPalette {
  package static let label = Color.primary
  package static let secondaryLabel = Color.secondary
  package static let tertiaryLabel = Color.system(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.3)
  package static let quaternaryLabel = Color.system(light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))

  package static let systemBackground = Color.system(light: (255, 255, 255), dark: (0, 0, 0))
  package static let secondarySystemBackground = Color.system(light: (242, 242, 247), dark: (28, 28, 30))
  package static let tertiarySystemBackground = Color.system(light: (255, 255, 255), dark: (44, 44, 46))
  package static let systemGroupedBackground = Color.system(light: (242, 242, 247), dark: (0, 0, 0))
  package static let secondarySystemGroupedBackground = Color.system(light: (255, 255, 255), dark: (28, 28, 30))
  package static let tertiarySystemGroupedBackground = Color.system(light: (242, 242, 247), dark: (44, 44, 46))

  package static let systemFill = Color.system(light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
  package static let secondarySystemFill = Color.system(light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
  package static let tertiarySystemFill = Color.system(light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
  package static let quaternarySystemFill = Color.system(light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))

  package static let separator = Color.system(light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
  package static let opaqueSeparator = Color.system(light: (198, 198, 200), dark: (56, 56, 58))

  package static let systemGray2 = Color.system(light: (174, 174, 178), dark: (99, 99, 102))
  package static let systemGray3 = Color.system(light: (199, 199, 204), dark: (72, 72, 74))
  package static let systemGray4 = Color.system(light: (209, 209, 214), dark: (58, 58, 60))
  package static let systemGray5 = Color.system(light: (229, 229, 234), dark: (44, 44, 46))
  package static let systemGray6 = Color.system(light: (242, 242, 247), dark: (28, 28, 30))
}
