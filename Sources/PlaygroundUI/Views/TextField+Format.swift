import Foundation

/// `TextField(_:value:format:)`: a field that shows a value through a format style
/// (`.currency(code:)`, `.number`, `.percent`) and parses what is typed back into it.
///
/// While the field has focus it shows what was typed, and the value takes every text the style
/// can parse; when focus leaves it (or Return submits), it shows the value formatted again, so
/// "12" becomes "$12.00" then, as in SwiftUI.
extension TextField where Label == Text {
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: .constant(""), prompt: prompt) { Text(title) }
    self.value = FormattedFieldValue(value, format: format)
    if prompt == nil { self = TextField(text: text, placeholder: String(title), label: label, value: self.value) }
  }

  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(titleKey.runs.map(\.string).joined(), value: value, format: format, prompt: prompt)
  }
}

extension TextField {
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(text: .constant(""), prompt: prompt, label: label)
    self.value = FormattedFieldValue(value, format: format)
  }

  init(text: Binding<String>, placeholder: String, label: Label, value: FormattedFieldValue?) {
    self.init(text: text, placeholder: placeholder, label: label)
    self.value = value
  }
}

/// A value and its format, type-erased: the text it shows, and what a typed text makes of it.
@MainActor
struct FormattedFieldValue {
  let formatted: @MainActor () -> String
  /// Parses `text` and, when the style can, sets the value.
  let parse: @MainActor (String) -> Void

  init<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
    formatted = { format.format(value.wrappedValue) }
    parse = { text in
      if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
    }
  }
}
