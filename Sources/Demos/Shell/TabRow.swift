import PlaygroundUI

/// A centred row of capsule tabs, the selected one filled: the demo strip and the preview
/// picker of `open`. A flow, so a narrow window wraps the tabs instead of squeezing them.
struct TabRow<Item: Hashable>: View {
  let items: [Item]
  let selected: Item?
  let title: (Item) -> String
  let select: @MainActor (Item) -> Void

  var body: some View {
    FlowLayout(horizontalSpacing: 4, verticalSpacing: 4, alignment: .center) {
      ForEach(items, id: \.self) { item in
        Button {
          select(item)
        } label: {
          Text(title(item))
            .font(.callout)
            .foregroundStyle(item == selected ? Color.white : Color.primary)
            .padding(.horizontal, 14)
            .padding(.vertical, 7)
            .background(Capsule().fill(item == selected ? Color.accentColor : Color.gray.opacity(0.12)))
        }
        .buttonStyle(.plain)
      }
    }
    .padding(.vertical, 10)
    .padding(.horizontal, 8)
    .frame(maxWidth: .infinity)
    .background(Color(white: 0.96))
  }
}
