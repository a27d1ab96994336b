/// UIKit's semantic and system colours, each with its light and dark appearance, so a colour
/// scheme can pick one (the `UIKit` module's `UIColor.systemBackground`, `.label`…).
///
/// Values are the ones UIKit resolves on iOS 13 and later (`resolvedColor(with:)` for the
/// light and dark user-interface styles, as published with the iOS 13 dark-mode tables), in
/// sRGB, 0–255 per channel.
package enum SystemColorTable {
  /// A colour's two appearances.
  package struct Appearances: Hashable, Sendable {
    package let light: RGBAColor
    package let dark: RGBAColor

    package init(light: RGBAColor, dark: RGBAColor) {
      self.light = light
      self.dark = dark
    }

    init(_ light: (Double, Double, Double, Double), _ dark: (Double, Double, Double, Double)) {
      self.light = RGBAColor(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3)
      self.dark = RGBAColor(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3)
    }
  }

  /// By UIKit's property name (`systemBackground`, `label`, `systemGray4`…).
  package static let colors: [String: Appearances] = [
    // Backgrounds.
    "systemBackground": Appearances((255, 255, 255, 1), (0, 0, 0, 1)),
    "secondarySystemBackground": Appearances((242, 242, 247, 1), (28, 28, 30, 1)),
    "tertiarySystemBackground": Appearances((255, 255, 255, 1), (44, 44, 46, 1)),
    "systemGroupedBackground": Appearances((242, 242, 247, 1), (0, 0, 0, 1)),
    "secondarySystemGroupedBackground": Appearances((255, 255, 255, 1), (28, 28, 30, 1)),
    "tertiarySystemGroupedBackground": Appearances((242, 242, 247, 1), (44, 44, 46, 1)),
    // Labels and text.
    "label": Appearances((0, 0, 0, 1), (255, 255, 255, 1)),
    "secondaryLabel": Appearances((60, 60, 67, 0.6), (235, 235, 245, 0.6)),
    "tertiaryLabel": Appearances((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
    "quaternaryLabel": Appearances((60, 60, 67, 0.18), (235, 235, 245, 0.16)),
    "placeholderText": Appearances((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
    "link": Appearances((0, 122, 255, 1), (9, 132, 255, 1)),
    // Separators and fills.
    "separator": Appearances((60, 60, 67, 0.29), (84, 84, 88, 0.6)),
    "opaqueSeparator": Appearances((198, 198, 200, 1), (56, 56, 58, 1)),
    "systemFill": Appearances((120, 120, 128, 0.2), (120, 120, 128, 0.36)),
    "secondarySystemFill": Appearances((120, 120, 128, 0.16), (120, 120, 128, 0.32)),
    "tertiarySystemFill": Appearances((118, 118, 128, 0.12), (118, 118, 128, 0.24)),
    "quaternarySystemFill": Appearances((116, 116, 128, 0.08), (118, 118, 128, 0.18)),
    // Grays.
    "systemGray": Appearances((142, 142, 147, 1), (142, 142, 147, 1)),
    "systemGray2": Appearances((174, 174, 178, 1), (99, 99, 102, 1)),
    "systemGray3": Appearances((199, 199, 204, 1), (72, 72, 74, 1)),
    "systemGray4": Appearances((209, 209, 214, 1), (58, 58, 60, 1)),
    "systemGray5": Appearances((229, 229, 234, 1), (44, 44, 46, 1)),
    "systemGray6": Appearances((242, 242, 247, 1), (28, 28, 30, 1)),
    // Tints.
    "systemBlue": Appearances((0, 122, 255, 1), (10, 132, 255, 1)),
    "systemGreen": Appearances((52, 199, 89, 1), (48, 209, 88, 1)),
    "systemIndigo": Appearances((88, 86, 214, 1), (94, 92, 230, 1)),
    "systemOrange": Appearances((255, 149, 0, 1), (255, 159, 10, 1)),
    "systemPink": Appearances((255, 45, 85, 1), (255, 55, 95, 1)),
    "systemPurple": Appearances((175, 82, 222, 1), (191, 90, 242, 1)),
    "systemRed": Appearances((255, 59, 48, 1), (255, 69, 58, 1)),
    "systemTeal": Appearances((48, 176, 199, 1), (64, 200, 224, 1)),
    "systemYellow": Appearances((255, 204, 0, 1), (255, 214, 10, 1)),
    "systemMint": Appearances((0, 199, 190, 1), (102, 212, 207, 1)),
    "systemCyan": Appearances((50, 173, 230, 1), (100, 210, 255, 1)),
    "systemBrown": Appearances((162, 132, 94, 1), (172, 142, 104, 1)),
  ]
}
