/// UIKit's semantic and system colours by name, each with its light and dark appearance, for
/// the `UIKit` module's `UIColor.systemBackground`, `.label`, `.systemGray4`…
///
/// One source of values: the colours the built-in views already use (`SystemPalette`, and
/// SwiftUI's named colours, which are UIKit's system tints). Only what neither has is written
/// here, with the values UIKit resolves on iOS 13 and later in each style (sRGB, 0–255): `label`
/// is opaque, where SwiftUI's `Color.primary` is drawn slightly lighter.
package enum SystemColorTable {
  /// A colour's two appearances.
  package struct Appearances: Hashable, Sendable {
    package let light: RGBAColor
    package let dark: RGBAColor

    package init(light: RGBAColor, dark: RGBAColor) {
      self.light = light
      self.dark = dark
    }

    init(_ color: Color) {
      self.init(light: color.resolved(in: .light), dark: color.resolved(in: .dark))
    }

    init(_ light: (Double, Double, Double, Double), _ dark: (Double, Double, Double, Double)) {
      self.light = RGBAColor(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3)
      self.dark = RGBAColor(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3)
    }
  }

  /// By UIKit's property name.
  package static let colors: [String: Appearances] = [
    // Backgrounds.
    "systemBackground": Appearances(SystemPalette.systemBackground),
    "secondarySystemBackground": Appearances(SystemPalette.secondarySystemBackground),
    "tertiarySystemBackground": Appearances(SystemPalette.tertiarySystemBackground),
    "systemGroupedBackground": Appearances(SystemPalette.systemGroupedBackground),
    "secondarySystemGroupedBackground": Appearances(SystemPalette.secondarySystemGroupedBackground),
    "tertiarySystemGroupedBackground": Appearances(SystemPalette.tertiarySystemGroupedBackground),
    // Labels and text.
    "label": Appearances((0, 0, 0, 1), (255, 255, 255, 1)),
    "secondaryLabel": Appearances(SystemPalette.secondaryLabel),
    "tertiaryLabel": Appearances(SystemPalette.tertiaryLabel),
    "quaternaryLabel": Appearances(SystemPalette.quaternaryLabel),
    "placeholderText": Appearances((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
    "link": Appearances((0, 122, 255, 1), (9, 132, 255, 1)),
    // Separators and fills.
    "separator": Appearances(SystemPalette.separator),
    "opaqueSeparator": Appearances(SystemPalette.opaqueSeparator),
    "systemFill": Appearances(SystemPalette.systemFill),
    "secondarySystemFill": Appearances(SystemPalette.secondarySystemFill),
    "tertiarySystemFill": Appearances(SystemPalette.tertiarySystemFill),
    "quaternarySystemFill": Appearances(SystemPalette.quaternarySystemFill),
    // Grays.
    "systemGray": Appearances(Color.gray),
    "systemGray2": Appearances(SystemPalette.systemGray2),
    "systemGray3": Appearances(SystemPalette.systemGray3),
    "systemGray4": Appearances(SystemPalette.systemGray4),
    "systemGray5": Appearances(SystemPalette.systemGray5),
    "systemGray6": Appearances(SystemPalette.systemGray6),
    // Tints: SwiftUI's named colours are these.
    "systemBlue": Appearances(Color.blue),
    "systemGreen": Appearances(Color.green),
    "systemIndigo": Appearances(Color.indigo),
    "systemOrange": Appearances(Color.orange),
    "systemPink": Appearances(Color.pink),
    "systemPurple": Appearances(Color.purple),
    "systemRed": Appearances(Color.red),
    "systemTeal": Appearances(Color.teal),
    "systemYellow": Appearances(Color.yellow),
    "systemMint": Appearances(Color.mint),
    "systemCyan": Appearances(Color.cyan),
    "systemBrown": Appearances(Color.brown),
  ]
}
