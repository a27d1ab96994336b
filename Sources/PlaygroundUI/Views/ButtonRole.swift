/// What a button does, so that containers can draw and order it (mirrors SwiftUI's
/// `ButtonRole`): an alert draws a destructive button red and a cancel button bold, and puts
/// the cancel button where iOS does.
public struct ButtonRole: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case destructive, cancel }
  let kind: Kind

  public static let destructive = ButtonRole(kind: .destructive)
  public static let cancel = ButtonRole(kind: .cancel)
}

/// A button's role, on its top node, for the container presenting it (an alert's buttons).
struct ButtonRoleKey: LayoutValueKey { static let defaultValue: ButtonRole? = nil }

extension Button {
  public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(action: action, label: label)
    self.role = role
  }
}

extension Button where Label == Text {
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == PlaygroundUI.Label<Text, Image> {
  /// A button labelled with a title and a symbol.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { PlaygroundUI.Label(String(title), systemImage: systemImage) }
  }
}
