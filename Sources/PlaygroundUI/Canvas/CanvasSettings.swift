/// What a window or screenshot shows its content on: a device's screen (or the window itself),
/// a colour scheme, and the settings a variant changes (Dynamic Type size, layout direction,
/// locale). Sessions hold it; `D` and `P` in the window change it.
package struct CanvasSettings: Hashable, Sendable {
  /// nil: the window is the screen (no insets).
  package var device: Device?
  package var colorScheme: ColorScheme
  /// nil: the environment's own (`.large`, left to right, the process's locale), so a canvas
  /// that sets none changes nothing a view below sets for itself.
  package var dynamicTypeSize: DynamicTypeSize?
  package var layoutDirection: LayoutDirection?
  package var locale: Locale?

  package init(
    device: Device? = nil, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize? = nil,
    layoutDirection: LayoutDirection? = nil, locale: Locale? = nil
  ) {
    self.device = device
    self.colorScheme = colorScheme
    self.dynamicTypeSize = dynamicTypeSize
    self.layoutDirection = layoutDirection
    self.locale = locale
  }

  /// The `--color-scheme` value, or a sentence naming what is wrong.
  package static func colorScheme(named name: String) throws(UnknownColorScheme) -> ColorScheme {
    switch name.lowercased() {
    case "light": return .light
    case "dark": return .dark
    default: throw UnknownColorScheme(name: name)
    }
  }
}

/// A `--color-scheme` value that is neither light nor dark.
package struct UnknownColorScheme: Error, CustomStringConvertible, Equatable {
  package let name: String

  package var description: String { "unknown color scheme \"\(name)\": use light or dark" }
}
