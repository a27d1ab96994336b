/// A control for entering private text (mirrors SwiftUI's `SecureField`).
///
/// A `TextField` in every way (drawing, focus, editing keys, `onSubmit`, `@FocusState`) but
/// two: it draws a bullet (•) for each character instead of the text, and Ctrl-C and Ctrl-X do
/// nothing, so the text never reaches the clipboard. Pasting into it works.
public struct SecureField<Label: View>: View {
  let text: Binding<String>
  let placeholder: String
  let label: Label

  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.label = label()
    placeholder = prompt?.string ?? ""
  }

  public var body: some View {
    TextFieldBody(text: text, placeholder: placeholder, isSecure: true)
  }
}

extension SecureField where Label == Text {
  /// A field whose title is its placeholder.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.text = text
    label = Text(title)
    placeholder = String(title)
  }

  /// A field with a title and a prompt; the prompt is the placeholder (the title when nil).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.text = text
    label = Text(title)
    placeholder = prompt?.string ?? String(title)
  }
}
