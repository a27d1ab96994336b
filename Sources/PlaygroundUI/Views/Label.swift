/// An icon beside a title (mirrors SwiftUI's `Label`), the icon first.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The label style in the environment (LabelStyle.swift).
  @Environment(\.labelStyle) private var style

  public var body: some View {
    let configuration = LabelStyleConfiguration(
      title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
    if let custom = style.custom {
      custom(configuration)
    } else {
      BuiltInLabel(configuration: configuration)
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A text title with a symbol (`Image(systemName:)`) as its icon.
  public init(_ title: String, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}
