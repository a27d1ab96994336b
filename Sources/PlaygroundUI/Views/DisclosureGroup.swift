/// A label that shows or hides its content (mirrors SwiftUI's `DisclosureGroup`): the label
/// with a chevron at the trailing edge in the tint, pointing right when collapsed and down
/// when expanded; a click on the row toggles it, animated. The expansion is the bound
/// `isExpanded`, or the group's own state (collapsed at first).
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  @State private var ownExpanded = false

  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    isExpanded = nil
  }

  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded
  }

  public var body: some View {
    let expanded = isExpanded ?? $ownExpanded
    return VStack(alignment: .leading, spacing: 0) {
      Button {
        withAnimation(.easeInOut(duration: 0.25)) { expanded.wrappedValue.toggle() }
      } label: {
        HStack(spacing: 8) {
          label.foregroundStyle(Color.primary)
          Spacer(minLength: 0)
          Image(systemName: "chevron.right")
            .font(.system(size: 14, weight: .semibold))
            .foregroundStyle(.tint)
            .rotationEffect(.degrees(expanded.wrappedValue ? 90 : 0))
        }
        .frame(minHeight: 22)
        .contentShape(Rectangle())
      }
      .buttonStyle(.plain)
      if expanded.wrappedValue {
        VStack(alignment: .leading, spacing: 8) { content }
          .padding(.top, 8)
          .transition(.opacity)
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(label) }
  }

  public init<S: StringProtocol>(
    _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(label) }
  }
}
