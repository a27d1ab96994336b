import PlaygroundUI

/// Suggestion chips with emoji: a click toggles one and the flow re-wraps with a spring. A
/// language picker relabels them; in Arabic the whole demo below it reads right to left.
struct ChipsDemo: View {
  @State private var selected: Set<Int> = []
  @State private var language = ChipLanguage.english
  /// How many suggestions to show (`--items`); nil for the language's own seven.
  private let items: Int?

  init(items: Int? = nil) {
    self.items = items
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Picker("Language", selection: $language) {
        ForEach(ChipLanguage.allCases, id: \.self) { language in
          Text(language.name).tag(language)
        }
      }
      .pickerStyle(.segmented)
      .fixedSize()
      VStack(alignment: .leading, spacing: 16) {
        Text(language.title)
          .font(.title2)
        FlowLayout(horizontalSpacing: 8, verticalSpacing: 10) {
          ForEach(Array(language.suggestions(count: items).enumerated()), id: \.element) { index, suggestion in
            SuggestionChip(title: suggestion, isSelected: selected.contains(index)) {
              withAnimation(.spring(response: 0.3)) {
                if selected.contains(index) {
                  selected.remove(index)
                } else {
                  selected.insert(index)
                }
              }
            }
          }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        Text(language.status(selected: selected.count))
          .font(.footnote)
          .foregroundStyle(.secondary)
      }
      .environment(\.layoutDirection, language.layoutDirection)
      Spacer(minLength: 0)
    }
    .padding(20)
  }
}
