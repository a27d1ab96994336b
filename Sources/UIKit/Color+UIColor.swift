import PlaygroundUI

extension Color {
  /// The colour of a `UIColor`, in both appearances: it follows the colour scheme.
  public init(uiColor: UIColor) {
    self.init(light: uiColor.appearances.light, dark: uiColor.appearances.dark)
  }

  /// The colour of a `UIColor` (`Color(UIColor.systemBackground)`).
  ///
  /// Disfavoured: with Xcode's asset symbols, `Color(.brand)` could name `ColorResource.brand`
  /// or the generated `UIColor.brand`; the resource is what it means.
  @_disfavoredOverload
  public init(_ color: UIColor) {
    self.init(uiColor: color)
  }
}
