/// The buttons of an alert or a confirmation dialog: the actions' buttons drawn full width
/// under hairlines in the accent colour (red when destructive, bold when cancelling), each
/// dismissing the presentation after its own action, ordered as iOS orders them.
struct PresentationButtons: View, PrimitiveView {
  enum Kind { case alert, dialog }
  let actions: AnyView
  let kind: Kind
  /// A dialog's title and message, drawn in the panel above its buttons.
  var header: AnyView?

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let dismiss = context.environment.dismiss
    let style = PresentationButtonStyle(kind: kind)
    var buttons = context.resolve(actions.buttonStyle(style), role: .content)
    let hasCancel = buttons.contains { $0.layoutValue(ButtonRoleKey.self) == .cancel }
    if buttons.isEmpty && kind == .alert {
      buttons = context.resolve(Button("OK") {}.buttonStyle(style), component: .explicit(ExplicitID(Part.ok)))
    } else if !hasCancel && kind == .dialog {
      // iOS adds a Cancel button to every action sheet.
      buttons += context.resolve(
        Button("Cancel", role: .cancel) {}.buttonStyle(style), component: .explicit(ExplicitID(Part.cancel)))
    }
    for node in buttons { Self.dismissing(node, with: dismiss) }
    let cancel = buttons.filter { $0.layoutValue(ButtonRoleKey.self) == .cancel }
    let others = buttons.filter { $0.layoutValue(ButtonRoleKey.self) != .cancel }
    switch kind {
    case .alert where buttons.count == 2:
      let ordered = cancel + others
      return context.resolve(
        VStack(spacing: 0) {
          Hairline()
          HStack(spacing: 0) {
            ResolvedNodes(nodes: [ordered[0]])
            Hairline()
            ResolvedNodes(nodes: [ordered[1]])
          }
          .fixedSize(horizontal: false, vertical: true)
        }, role: .label)
    case .alert:
      return context.resolve(StackedButtons(nodes: others + cancel, leadingHairline: true), role: .label)
    case .dialog:
      return context.resolve(
        VStack(spacing: 8) {
          VStack(spacing: 0) {
            header
            StackedButtons(nodes: others, leadingHairline: header != nil)
          }
          .background(RoundedRectangle(cornerRadius: 13).fill(Color.alertBackground))
          StackedButtons(nodes: cancel, leadingHairline: false)
            .background(RoundedRectangle(cornerRadius: 13).fill(Color.popupBackground))
        }, role: .label)
    }
  }

  private enum Part: Hashable { case ok, cancel }

  /// Makes the button's click (and keyboard activation) dismiss after its action.
  private static func dismissing(_ node: Node, with dismiss: DismissAction) {
    if let tap = node.tapAction {
      node.tapAction = {
        tap()
        dismiss()
      }
    }
    if let target = node.focusTarget, let activate = target.activate {
      node.focusTarget = FocusTarget(
        ringCornerRadius: target.ringCornerRadius,
        activate: {
          activate()
          dismiss()
        })
    }
  }
}

/// Buttons one above another, a hairline above each (but the first, unless asked).
struct StackedButtons: View {
  let nodes: [Node]
  let leadingHairline: Bool

  var body: some View {
    VStack(spacing: 0) {
      ForEach(Array(nodes.indices), id: \.self) { index in
        if index > 0 || leadingHairline { Hairline() }
        ResolvedNodes(nodes: [nodes[index]])
      }
    }
  }
}

/// A separator line, across a column or down a row.
struct Hairline: View {
  var body: some View { Divider() }
}

/// How an alert's or a dialog's buttons look: full width, 44 pt (an alert's) or 57 pt (an
/// action sheet's) high, the title centred in 17 pt (20 pt in an action sheet).
struct PresentationButtonStyle: ButtonStyle {
  let kind: PresentationButtons.Kind

  func makeBody(configuration: Configuration) -> some View {
    let size: CGFloat = kind == .alert ? 17 : 20
    let weight: Font.Weight = configuration.role == .cancel ? .semibold : .regular
    return configuration.label
      .font(.system(size: size, weight: weight))
      .foregroundStyle(configuration.role == .destructive ? Color.red : Color.accentColor)
      .lineLimit(1)
      .padding(.horizontal, 8)
      .frame(maxWidth: .infinity, minHeight: kind == .alert ? 44 : 57)
      .background(configuration.isPressed ? Color.gray.opacity(0.2) : Color.clear)
      .contentShape(Rectangle())
  }
}
