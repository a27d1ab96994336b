/// How text fields in a view look (mirrors SwiftUI's `TextFieldStyle`).
///
/// `.roundedBorder` draws the field's box (a rounded 1 pt grey outline on the background colour);
/// `.plain` draws the text and placeholder alone. `.automatic` is iOS's plain field on a device
/// canvas, and the box in a plain window, where a field without one is hard to find.
public protocol TextFieldStyle {}

/// The styles the playground draws.
enum BuiltInTextFieldStyle: Hashable, Sendable {
  case automatic, plain, roundedBorder
}

public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
}

public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
  /// Sets the style of text fields (and secure fields) in the view.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let kind: BuiltInTextFieldStyle =
      switch style {
      case is PlainTextFieldStyle: .plain
      case is RoundedBorderTextFieldStyle: .roundedBorder
      default: .automatic
      }
    return EnvironmentModifierView(content: self) { $0.controls.textFieldStyle = kind }
  }
}

extension EnvironmentValues {
  /// Whether text fields draw their box: `.roundedBorder`, or `.automatic` outside a device.
  var textFieldDrawsBox: Bool {
    switch controls.textFieldStyle {
    case .roundedBorder: true
    case .plain: false
    case .automatic: screenDevice == nil
    }
  }
}
