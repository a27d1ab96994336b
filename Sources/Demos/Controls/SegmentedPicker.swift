import PlaygroundUI

/// A row of mutually exclusive options, the chosen one highlighted (a segmented control built
/// from buttons).
struct SegmentedPicker<Option: Hashable>: View {
  let options: [Option]
  let title: (Option) -> String
  @Binding var selection: Option

  var body: some View {
    HStack(spacing: 2) {
      ForEach(options, id: \.self) { option in
        Button {
          selection = option
        } label: {
          Text(title(option))
            .font(.callout)
            .padding(.horizontal, 12)
            .padding(.vertical, 5)
            .foregroundStyle(option == selection ? Color.white : Color.primary)
            .background(
              RoundedRectangle(cornerRadius: 6)
                .fill(option == selection ? Color.accentColor : Color.clear))
        }
        .buttonStyle(.plain)
      }
    }
    .padding(2)
    .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.15)))
  }
}
