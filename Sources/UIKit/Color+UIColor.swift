import PlaygroundUI

extension Color {
  /// The colour of a `UIColor`, in both appearances: it follows the colour scheme.
  public init(uiColor: UIColor) {
    self.init(light: uiColor.appearances.light, dark: uiColor.appearances.dark)
  }

  /// The colour of a `UIColor` (`Color(UIColor.systemBackground)`).
  public init(_ color: UIColor) {
    self.init(uiColor: color)
  }
}
