/// A label beside a value (mirrors SwiftUI's `LabeledContent`), drawn as iOS draws it in a
/// form: the label leading, the content trailing in the secondary colour.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 8) {
      label
      Spacer(minLength: 0)
      content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
    }
  }
}

extension LabeledContent where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A title beside a text value.
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// A title beside a formatted value.
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}
