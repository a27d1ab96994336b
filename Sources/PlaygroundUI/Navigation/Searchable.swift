/// `searchable` (mirrors SwiftUI's modifier and `SearchFieldPlacement`): a search field drawn in
/// the navigation bar of the page, below the title, that writes the bound text as the user
/// types, so the page's own filtering of its content applies. Without an enclosing navigation
/// page the field is drawn above the content instead.
public struct SearchFieldPlacement: Sendable {
  public static let automatic = SearchFieldPlacement()
  public static let toolbar = SearchFieldPlacement()
  public static let sidebar = SearchFieldPlacement()

  /// Where the navigation bar's search field shows (the playground always shows it).
  public enum NavigationBarDrawerDisplayMode: Sendable {
    case automatic, always
  }

  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement()
  }

  public static let navigationBarDrawer = SearchFieldPlacement()
}

/// A page's search field: what it edits and what it shows while empty.
struct SearchFieldSettings {
  let text: Binding<String>
  let prompt: String
}

extension View {
  /// Adds a search field that edits `text` (“Search” while empty, unless `prompt` says otherwise).
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    SearchableView(content: self, search: SearchFieldSettings(text: text, prompt: prompt?.string ?? "Search"))
  }

  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    SearchableView(content: self, search: SearchFieldSettings(text: text, prompt: String(prompt)))
  }

  /// Marks the view as refreshable by pull-to-refresh. The playground has no pull gesture, so
  /// `action` never runs; the view is drawn as it is.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    self
  }
}

/// Gives the page its search field, or draws one above the content outside a navigation page.
struct SearchableView<Content: View>: View, PrimitiveView {
  let content: Content
  let search: SearchFieldSettings

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    if let page = context.environment.navigation {
      if page.bar.search == nil { page.bar.search = search }
      return context.resolve(content, role: .modifier)
    }
    return context.resolve(
      VStack(spacing: 0) {
        SearchField(search: search).padding(.horizontal, 16).padding(.vertical, 8)
        content
      }, role: .modifier)
  }
}

/// The iOS search field: a magnifying glass and the text on a grey rounded field, 36 pt high.
struct SearchField: View {
  let search: SearchFieldSettings

  var body: some View {
    HStack(spacing: 6) {
      Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
      TextFieldBody(text: search.text, placeholder: search.prompt, isBorderless: true)
    }
    .padding(.horizontal, 8)
    .frame(maxWidth: .infinity, minHeight: 36, maxHeight: 36)
    .background(RoundedRectangle(cornerRadius: 10).fill(Color.tertiarySystemFill))
  }
}
