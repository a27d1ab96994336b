/// A button that opens a list of actions (mirrors SwiftUI's `Menu`): the label is drawn as text
/// in the tint; a click opens the content's buttons in a popup below it, above everything
/// else, as a `.menu` picker's options are (Picker.swift); a `Picker` in it lists its options
/// as items, the selected one checked. Choosing one runs its action and closes the menu;
/// Escape and a click outside close it too. With `primaryAction`, a click runs that action
/// instead (iOS opens the menu on a long press, which the playground lacks).
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content
  var primaryAction: (@MainActor () -> Void)?

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: label)
    self.primaryAction = { primaryAction() }
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let graph = context.graph
    let menuID = context.identity
    let isOpen = graph.controls.openMenuID == menuID
    let toggle: @MainActor () -> Void = { [weak graph] in
      guard let graph else { return }
      if graph.controls.openMenuID == menuID { graph.closeMenu() } else { graph.openMenu(menuID) }
    }
    let anchor = NodeCapture()
    let button = Button(action: primaryAction ?? toggle) { label }.buttonStyle(.borderless).modifier(anchor)
    let nodes = context.resolve(button, role: .label)
    if isOpen, context.environment.isEnabled, let anchorNode = anchor.node {
      var items = context.resolve(
        content.buttonStyle(MenuItemButtonStyle()), component: .explicit(ExplicitID(ControlPart.popup)),
        changingEnvironment: { $0.controls.isInMenu = true })
      // Each item closes the menu after its action.
      for node in items {
        guard let tap = node.tapAction else { continue }
        node.tapAction = { [weak graph] in
          tap()
          graph?.closeMenu()
        }
      }
      let panel = VStack(alignment: .leading, spacing: 0) {
        StackedButtons(nodes: items, leadingHairline: false)
      }
      .frame(width: 250)
      .background(RoundedRectangle(cornerRadius: 12).fill(Color.alertBackground))
      .clipShape(RoundedRectangle(cornerRadius: 12))
      .overlay(
        RoundedRectangle(cornerRadius: 12).strokeBorder(Color.gray.opacity(0.35), lineWidth: 0.5)
          .allowsHitTesting(false))
      items = context.resolve(panel, component: .explicit(ExplicitID(MenuPart.panel)))
      if items.count == 1 { graph.controls.popups.append(.init(node: items[0], anchor: anchorNode)) }
    }
    return nodes
  }
}

/// The parts of a menu with identities of their own.
enum MenuPart: Hashable { case panel }

extension Menu where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu where Label == PlaygroundUI.Label<Text, Image> {
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { PlaygroundUI.Label(String(title), systemImage: systemImage) }
  }
}

/// A menu's item: its title leading and its symbol trailing, 44 pt high, full width, red when
/// destructive.
struct MenuItemButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
      .lineLimit(1)
      .padding(.horizontal, 16)
      .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
      .background(configuration.isPressed ? Color.gray.opacity(0.2) : Color.clear)
      .contentShape(Rectangle())
  }
}

extension View {
  /// A context menu for the view. The playground has no long press or secondary click to open
  /// it: the view is drawn and behaves as it is.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    self
  }
}
