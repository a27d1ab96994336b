import PlaygroundUI

extension Color {
  /// The colour of a `UIColor` (its light appearance until colour schemes are followed).
  public init(uiColor: UIColor) {
    let rgba = uiColor.appearances.light
    self.init(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
  }

  /// The colour of a `UIColor` (`Color(UIColor.systemBackground)`).
  public init(_ color: UIColor) {
    self.init(uiColor: color)
  }
}
