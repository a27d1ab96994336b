/// Alerts (mirrors SwiftUI's `alert(_:isPresented:actions:)`, `alert(_:isPresented:actions:
/// message:)`, their `presenting:` forms, and the deprecated `Alert` with `alert(isPresented:
/// content:)` and `alert(item:content:)`), drawn as iOS 17's: a 270 pt panel with 14 pt corners
/// centred over the dimmed window, the title (headline) and message (footnote) centred, then the
/// buttons under hairlines — two side by side, the cancel button leading; more stacked, the
/// cancel button last. A destructive button is red, a cancel button bold. Any button dismisses
/// the alert after its action; with no buttons the alert has an OK button.
extension View {
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alertView(Text(title), isPresented, actions: actions(), message: EmptyView())
  }

  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    alertView(title, isPresented, actions: actions(), message: EmptyView())
  }

  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alertView(Text(title), isPresented, actions: actions(), message: message())
  }

  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alertView(title, isPresented, actions: actions(), message: message())
  }

  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    let shown = isPresented.wrappedValue ? data : nil
    return alertView(
      Text(title), Binding(get: { shown != nil }, set: { isPresented.wrappedValue = $0 }),
      actions: shown.map(actions), message: EmptyView())
  }

  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    let shown = isPresented.wrappedValue ? data : nil
    return alertView(
      Text(title), Binding(get: { shown != nil }, set: { isPresented.wrappedValue = $0 }),
      actions: shown.map(actions), message: shown.map(message))
  }

  /// The deprecated form: an `Alert` value while `isPresented` is true.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return alertView(alert.title, isPresented, actions: alert.actions, message: alert.message)
  }

  /// The deprecated form: an `Alert` for the item while it is not nil.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let alert = item.wrappedValue.map(content)
    return PresentationModifierView(
      content: self, isPresented: alert != nil, dismiss: PresentationBinding.dismiss(item), onDismiss: nil,
      layer: {
        AlertLayer(
          title: alert?.title ?? Text(""), message: AnyView(alert?.message), actions: AnyView(alert?.actions))
      })
  }

  fileprivate func alertView<A: View, M: View>(
    _ title: Text, _ isPresented: Binding<Bool>, actions: A, message: M
  ) -> some View {
    PresentationModifierView(
      content: self, isPresented: isPresented.wrappedValue, dismiss: PresentationBinding.dismiss(isPresented),
      onDismiss: nil, layer: { AlertLayer(title: title, message: AnyView(message), actions: AnyView(actions)) })
  }
}

/// An alert's description (mirrors SwiftUI's deprecated `Alert`).
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button (OK when none is given).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = dismissButton.map { [$0] } ?? []
  }

  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an `Alert` (mirrors `Alert.Button`).
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// A cancel button titled Cancel.
    @MainActor
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }

  /// The buttons as the views an alert's actions are.
  @MainActor
  var actions: some View {
    ForEach(Array(buttons.indices), id: \.self) { index in
      let button = buttons[index]
      PlaygroundUI.Button(role: button.role, action: { button.action?() }) { button.label }
    }
  }
}

/// An alert over the window: the dimming, then the panel, centred.
struct AlertLayer: View {
  let title: Text
  let message: AnyView
  let actions: AnyView

  var body: some View {
    Color.dimming.ignoresSafeArea().onTapGesture {}.transition(.opacity)
    VStack(spacing: 0) {
      VStack(spacing: 2) {
        title.font(.headline)
        message.font(.footnote)
      }
      .multilineTextAlignment(.center)
      .padding(.horizontal, 16)
      .padding(.top, 19)
      .padding(.bottom, 17)
      .frame(maxWidth: .infinity)
      PresentationButtons(actions: actions, kind: .alert)
    }
    .frame(width: 270)
    .background(RoundedRectangle(cornerRadius: 14).fill(Color.alertBackground))
    .clipShape(RoundedRectangle(cornerRadius: 14))
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .transition(.opacity.combined(with: .scale(scale: 1.1)))
  }
}
