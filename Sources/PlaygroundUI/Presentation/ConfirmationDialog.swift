/// Confirmation dialogs (mirrors SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:
/// actions:)`, with `message:`, and their `presenting:` forms), drawn as an iPhone's action
/// sheet: at the bottom, 8 pt from the edges, a panel with the title and message (footnote,
/// secondary) above the buttons, and the cancel button in a card of its own below (iOS adds one
/// titled Cancel when the actions have none). A click on the dimming dismisses it, as a tap
/// outside does on iOS.
extension View {
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(Text(title), isPresented, titleVisibility, actions: actions(), message: Optional<EmptyView>.none)
  }

  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(title, isPresented, titleVisibility, actions: actions(), message: Optional<EmptyView>.none)
  }

  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    dialog(Text(title), isPresented, titleVisibility, actions: actions(), message: message())
  }

  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    dialog(title, isPresented, titleVisibility, actions: actions(), message: message())
  }

  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    let shown = isPresented.wrappedValue ? data : nil
    return dialog(
      Text(title), Binding(get: { shown != nil }, set: { isPresented.wrappedValue = $0 }), titleVisibility,
      actions: shown.map(actions), message: Optional<EmptyView>.none)
  }

  fileprivate func dialog<A: View, M: View>(
    _ title: Text, _ isPresented: Binding<Bool>, _ titleVisibility: Visibility, actions: A, message: M?
  ) -> some View {
    let dismiss = PresentationBinding.dismiss(isPresented)
    return PresentationModifierView(
      content: self, isPresented: isPresented.wrappedValue, dismiss: dismiss, onDismiss: nil,
      layer: {
        // iOS shows the title when asked, or when there is a message.
        DialogLayer(
          title: titleVisibility == .visible || message != nil ? title : nil, message: message.map { AnyView($0) },
          actions: AnyView(actions), dismiss: dismiss)
      })
  }
}

/// An action sheet over the window: the dimming (a click on it dismisses), then the panels.
struct DialogLayer: View {
  let title: Text?
  let message: AnyView?
  let actions: AnyView
  let dismiss: @MainActor () -> Void

  /// The title and message above the buttons, if any.
  private var header: AnyView? {
    guard title != nil || message != nil else { return nil }
    return AnyView(
      VStack(spacing: 4) {
        title?.font(.system(size: 13, weight: .semibold))
        message?.font(.system(size: 13))
      }
      .foregroundStyle(.secondary)
      .multilineTextAlignment(.center)
      .padding(.horizontal, 16)
      .padding(.vertical, 14)
      .frame(maxWidth: .infinity))
  }

  var body: some View {
    Color.dimming.ignoresSafeArea().onTapGesture(perform: dismiss).transition(.opacity)
    VStack(spacing: 0) {
      Spacer(minLength: 0)
      PresentationButtons(actions: actions, kind: .dialog, header: header)
    }
    .padding(8)
    .transition(.move(edge: .bottom))
  }
}
