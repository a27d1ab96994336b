/// How a view's rendering combines with what is beneath it (mirrors SwiftUI's `BlendMode`).
///
/// The separable and non-separable modes are the PDF/W3C Compositing blend modes; the host
/// draws them with XRender's operators of the same definitions (`PictOpMultiply` …
/// `PictOpHSLLuminosity`), and the Porter-Duff ones with `PictOpAtop`, `PictOpOverReverse`,
/// `PictOpOutReverse` and `PictOpAdd`.
public enum BlendMode: Sendable, Hashable {
  case normal
  case multiply
  case screen
  case overlay
  case darken
  case lighten
  case colorDodge
  case colorBurn
  case softLight
  case hardLight
  case difference
  case exclusion
  case hue
  case saturation
  case color
  case luminosity
  case sourceAtop
  case destinationOver
  case destinationOut
  case plusDarker
  case plusLighter
}
