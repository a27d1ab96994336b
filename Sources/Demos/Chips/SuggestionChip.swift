import PlaygroundUI

/// A tappable suggestion: tinted, outlined and checked when selected. Selecting changes its
/// width, so the flow around it re-wraps.
///
/// `Equatable` by what it shows, as SwiftUI lets a view say: a new `toggle` closure is made
/// every time the demo's body runs, and without this every chip's body would run again on
/// every click; with it only the clicked one does. (The kept closure toggles the same index.)
struct SuggestionChip: View, Equatable {
  let title: String
  let isSelected: Bool
  let toggle: @MainActor () -> Void

  nonisolated static func == (a: Self, b: Self) -> Bool { a.title == b.title && a.isSelected == b.isSelected }

  var body: some View {
    Button(action: toggle) {
      HStack(spacing: 6) {
        Text(title)
          .font(.subheadline)
        if isSelected {
          Image(systemName: "checkmark")
            .font(.system(size: 12, weight: .bold))
            .foregroundStyle(.blue)
        }
      }
      .padding(.horizontal, 14)
      .padding(.vertical, 8)
      .background(background)
    }
    .buttonStyle(.plain)
  }

  private var background: some View {
    Capsule()
      .fill(isSelected ? Color.blue.opacity(0.15) : Color.gray.opacity(0.1))
      .overlay(Capsule().strokeBorder(isSelected ? Color.blue : Color.clear, lineWidth: 1.5))
  }
}
