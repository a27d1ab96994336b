/// How a picture is drawn: `resizable(capInsets:resizingMode:)`, `interpolation(_:)`,
/// `antialiased(_:)` and `renderingMode(_:)`.
package struct ImagePictureStyle: Hashable, Sendable {
  /// The edges kept unstretched by a resizable image, in points.
  package var capInsets = EdgeInsets()
  package var resizingMode = Image.ResizingMode.stretch
  package var interpolation = Image.Interpolation.high
  package var isAntialiased = true
  /// Set by `renderingMode`; nil leaves it to the asset's template intent.
  package var renderingMode: Image.TemplateRenderingMode?

  package init() {}
}
