/// `Image`'s drawing options: how it is filtered when scaled, and whether it draws its own
/// colours or only its shape in the foreground style.
extension Image {
  /// The quality of filtering when an image is drawn at another size than its own.
  public enum Interpolation: Hashable, Sendable {
    /// Nearest pixel: hard-edged pixel art.
    case none
    case low
    case medium
    case high
  }

  /// Whether an image draws its colours (`original`) or only its alpha, filled with the
  /// foreground style (`template`, as toolbar and tab icons are).
  public enum TemplateRenderingMode: Hashable, Sendable {
    case template
    case original
  }

  /// An image filtered with `interpolation` when scaled (`.none` keeps hard pixel edges; the
  /// other levels all draw bilinear here).
  public func interpolation(_ interpolation: Interpolation) -> Image {
    var image = self
    image.pictureStyle.interpolation = interpolation
    return image
  }

  /// An image whose scaled edges are smoothed (the default) or not.
  public func antialiased(_ isAntialiased: Bool) -> Image {
    var image = self
    image.pictureStyle.isAntialiased = isAntialiased
    return image
  }

  /// An image drawn as a template (its alpha in the foreground style) or with its own colours;
  /// nil goes back to what the asset says.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var image = self
    image.pictureStyle.renderingMode = renderingMode
    return image
  }
}
