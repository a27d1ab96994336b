/// What the views on a navigation page say about its bars: the title's display mode, whether
/// the bar and back button show, toolbar items, a search field, the bars' background. The
/// first setting resolved wins (the outermost modifier), as with `navigationTitle`.
@MainActor
struct NavigationBarSettings {
  var displayMode: NavigationBarItem.TitleDisplayMode?
  var navigationBarVisibility: Visibility?
  var bottomBarVisibility: Visibility?
  var backButtonHidden = false
  var toolbar: [ToolbarEntry] = []
  var search: SearchFieldSettings?
  var barBackground: Color?
  var barBackgroundVisibility: Visibility?
}

/// A navigation bar's configuration (mirrors SwiftUI's `NavigationBarItem`).
public struct NavigationBarItem: Sendable {
  /// How the title is drawn (mirrors `NavigationBarItem.TitleDisplayMode`).
  public enum TitleDisplayMode: Sendable, Hashable {
    /// The previous page's mode; on a stack's root, large when the page has a title.
    case automatic
    /// In the bar, centred.
    case inline
    /// Large, below the bar, leading.
    case large
  }
}

extension View {
  /// How the navigation bar draws this page's title.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    NavigationPageSettingView(content: self) { $0.displayMode = $0.displayMode ?? displayMode }
  }

  /// The page's title (deprecated in SwiftUI for `navigationTitle`).
  public func navigationBarTitle(_ title: String) -> some View {
    navigationTitle(title)
  }

  public func navigationBarTitle(_ title: Text) -> some View {
    navigationTitle(title)
  }

  /// The page's title and how it is drawn (deprecated in SwiftUI).
  public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// Hides the navigation bar of the page (deprecated in SwiftUI for `toolbar(_:for:)`).
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    NavigationPageSettingView(content: self) {
      $0.navigationBarVisibility = $0.navigationBarVisibility ?? (hidden ? .hidden : .visible)
    }
  }

  /// Hides the back button of a pushed page (Escape-like ways back are the page's own).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    NavigationPageSettingView(content: self) { $0.backButtonHidden = $0.backButtonHidden || hidesBackButton }
  }
}

/// Changes the settings of the navigation page it is resolved on, then resolves its content.
struct NavigationPageSettingView<Content: View>: View, PrimitiveView {
  let content: Content
  let change: @MainActor (inout NavigationBarSettings) -> Void

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    if let page = context.environment.navigation { change(&page.bar) }
    return context.resolve(content, role: .modifier)
  }
}

/// How a toolbar draws its title (mirrors SwiftUI's `ToolbarTitleDisplayMode` of iOS 17): the
/// same modes as `NavigationBarItem.TitleDisplayMode`; `.inlineLarge` is drawn as `.large`.
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
  let mode: NavigationBarItem.TitleDisplayMode

  public static var automatic: ToolbarTitleDisplayMode { .init(mode: .automatic) }
  public static var inline: ToolbarTitleDisplayMode { .init(mode: .inline) }
  public static var large: ToolbarTitleDisplayMode { .init(mode: .large) }
  public static var inlineLarge: ToolbarTitleDisplayMode { .init(mode: .large) }
}

extension View {
  /// How the navigation bar draws this page's title (iOS 17's spelling).
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.mode)
  }
}
