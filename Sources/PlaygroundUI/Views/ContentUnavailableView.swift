/// An empty state (mirrors SwiftUI's `ContentUnavailableView`): a large secondary symbol, a bold
/// title, a secondary description and any actions, centred in the space offered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions
  /// A symbol-and-title label, drawn with the symbol large above the title (as iOS draws an
  /// empty state's `Label`).
  var symbolLabel: (title: String, systemImage: String)?

  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: 16) {
      VStack(spacing: 8) {
        if let symbolLabel {
          Image(systemName: symbolLabel.systemImage)
            .font(.system(size: 48))
            .foregroundStyle(.secondary)
            .padding(.bottom, 4)
          Text(symbolLabel.title).font(.title2.bold())
        } else {
          label.font(.title2.bold())
        }
        description
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      .multilineTextAlignment(.center)
      actions
    }
    .padding(.horizontal, 32)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView
where Label == PlaygroundUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { PlaygroundUI.Label(String(title), systemImage: name) }, description: { description },
      actions: { EmptyView() })
    symbolLabel = (String(title), name)
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// No search results.
  public static var search: ContentUnavailableView { search(nil) }

  /// No search results for `text`.
  public static func search(text: String) -> ContentUnavailableView { search(text) }

  private static func search(_ text: String?) -> ContentUnavailableView {
    var view = ContentUnavailableView(
      label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
    view.symbolLabel = (SearchUnavailableContent.Label.title(text), "magnifyingglass")
    return view
  }
}

/// The parts of the search empty state (mirrors SwiftUI's `SearchUnavailableContent`).
public struct SearchUnavailableContent {
  public struct Label: View {
    let text: String?
    public var body: some View {
      PlaygroundUI.Label(Self.title(text), systemImage: "magnifyingglass")
    }

    static func title(_ text: String?) -> String { text.map { "No Results for “\($0)”" } ?? "No Results" }
  }

  public struct Description: View {
    public var body: some View { Text("Check the spelling or try a new search.") }
  }

  public struct Actions: View {
    public var body: some View { EmptyView() }
  }
}
