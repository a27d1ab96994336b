import PlaygroundUI

/// Suggestion chips with emoji: a click toggles one and the flow re-wraps with a spring.
struct ChipsDemo: View {
  @State private var selected: Set<String> = []

  private let suggestions: [String]

  /// The suggestions shown without `--items`.
  static let initialSuggestions = [
    "Morning routine ☀️", "Exercise 💪", "Read a book 📚", "Drink water 💧",
    "Meditation 🧘", "Call a friend 📞", "Learn something new 🧠",
  ]

  /// `items` suggestions (`--items`): the usual ones, cut short or followed by "Suggestion 8",
  /// "Suggestion 9", …; nil for the usual ones.
  init(items: Int? = nil) {
    suggestions = Self.suggestions(count: items)
  }

  static func suggestions(count: Int?) -> [String] {
    guard let count else { return initialSuggestions }
    let extra = (initialSuggestions.count..<max(count, initialSuggestions.count)).map { "Suggestion \($0 + 1)" }
    return Array(initialSuggestions.prefix(count)) + extra
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Pick a few habits")
        .font(.title2)
      FlowLayout(horizontalSpacing: 8, verticalSpacing: 10) {
        ForEach(suggestions, id: \.self) { suggestion in
          SuggestionChip(title: suggestion, isSelected: selected.contains(suggestion)) {
            withAnimation(.spring(response: 0.3)) {
              if selected.contains(suggestion) {
                selected.remove(suggestion)
              } else {
                selected.insert(suggestion)
              }
            }
          }
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      Text(selected.isEmpty ? "Nothing selected" : "\(selected.count) selected")
        .font(.footnote)
        .foregroundStyle(.secondary)
      Spacer(minLength: 0)
    }
    .padding(20)
  }
}
