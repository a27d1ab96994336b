/// An action sheet's description (mirrors SwiftUI's deprecated `ActionSheet`), drawn as the
/// confirmation dialog it became: the title, the message and the buttons at the bottom of the
/// window, a cancel button in a card of its own.
public struct ActionSheet {
  let title: Text
  let message: Text?
  let buttons: [Alert.Button]

  /// A sheet with `buttons` (one titled Cancel by default, as in SwiftUI).
  @MainActor
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// A button of an `ActionSheet`: the same as an alert's.
  public typealias Button = Alert.Button

  @MainActor
  var actions: some View {
    ForEach(Array(buttons.indices), id: \.self) { index in
      let button = buttons[index]
      PlaygroundUI.Button(role: button.role, action: { button.action?() }) { button.label }
    }
  }
}

extension View {
  /// The deprecated form: an `ActionSheet` while `isPresented` is true.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = content()
    return presentedActionSheet(
      sheet, isPresented: isPresented.wrappedValue, dismiss: PresentationBinding.dismiss(isPresented))
  }

  /// The deprecated form: an `ActionSheet` for the item while it is not nil.
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
    let sheet = item.wrappedValue.map(content)
    return presentedActionSheet(sheet, isPresented: sheet != nil, dismiss: PresentationBinding.dismiss(item))
  }

  private func presentedActionSheet(
    _ sheet: ActionSheet?, isPresented: Bool, dismiss: @escaping @MainActor @Sendable () -> Void
  ) -> some View {
    PresentationModifierView(
      content: self, isPresented: isPresented, dismiss: dismiss, onDismiss: nil,
      layer: {
        DialogLayer(
          title: sheet?.title, message: sheet?.message.map { AnyView($0) }, actions: AnyView(sheet?.actions),
          dismiss: dismiss)
      })
  }
}
