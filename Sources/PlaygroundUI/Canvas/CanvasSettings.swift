/// What a window or screenshot shows its content on: a device's screen (or the window itself)
/// and a colour scheme. Sessions hold it; `D` and `P` in the window change it.
package struct CanvasSettings: Hashable, Sendable {
  /// nil: the window is the screen (no insets).
  package var device: Device?
  package var colorScheme: ColorScheme

  package init(device: Device? = nil, colorScheme: ColorScheme = .light) {
    self.device = device
    self.colorScheme = colorScheme
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
