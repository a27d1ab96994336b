/// Toolbars (mirrors SwiftUI's `toolbar` modifiers, `ToolbarItem`, `ToolbarItemGroup`,
/// `ToolbarContentBuilder` and `ToolbarItemPlacement`): the items of the views on a navigation
/// page are drawn in that page's navigation bar — leading, trailing or in place of the title —
/// or in a bar at the bottom of the page, where iOS puts each placement.

/// Where a toolbar item goes (mirrors SwiftUI's `ToolbarItemPlacement`), as iOS places it.
public struct ToolbarItemPlacement: Sendable {
  /// The part of the bars an item is drawn in on an iPhone.
  enum Slot: Sendable {
    case leading, trailing, principal, bottom
    /// Above the software keyboard, which the playground never shows.
    case keyboard
  }
  let slot: Slot

  /// The trailing edge of the navigation bar on iOS.
  public static let automatic = ToolbarItemPlacement(slot: .trailing)
  /// The trailing edge of the navigation bar (“the location for the primary action”).
  public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
  /// Where `primaryAction` is, on iOS.
  public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
  /// The leading edge of the navigation bar on iOS.
  public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
  /// Where `primaryAction` is, on iOS.
  public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
  /// The leading edge of the navigation bar.
  public static let navigation = ToolbarItemPlacement(slot: .leading)
  /// The centre of the navigation bar, in place of the title.
  public static let principal = ToolbarItemPlacement(slot: .principal)
  /// The trailing edge of the navigation bar (iOS puts secondary actions in an overflow menu
  /// there; the playground draws them in the bar).
  public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
  /// The centre of the bottom bar.
  public static let status = ToolbarItemPlacement(slot: .bottom)
  public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
  public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
  public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
  public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
  /// A bar at the bottom of the page.
  public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
  /// Above the software keyboard: not drawn, as no keyboard is ever shown.
  public static let keyboard = ToolbarItemPlacement(slot: .keyboard)
}

/// One item of a toolbar, erased: where it goes and what it shows.
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let view: AnyView
}

/// Content of a toolbar (mirrors SwiftUI's `ToolbarContent`): items and groups, or a custom
/// type composing them in `body`.
@MainActor @preconcurrency
public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content the playground reads entries from directly (items, groups, blocks).
@MainActor
protocol PrimitiveToolbarContent {
  var entries: [ToolbarEntry] { get }
}

extension ToolbarContent {
  /// The items this content puts in the bars, in order.
  var toolbarEntries: [ToolbarEntry] {
    if let primitive = self as? any PrimitiveToolbarContent { return primitive.entries }
    return body.toolbarEntries
  }
}

/// One view in a toolbar (mirrors SwiftUI's `ToolbarItem`).
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public var body: Never { return fatalError("ToolbarItem has no body") }

  var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// An item with an identifier (which customizable toolbars use; iOS's navigation bar does not).
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several views in one placement (mirrors SwiftUI's `ToolbarItemGroup`), drawn side by side.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public var body: Never { return fatalError("ToolbarItemGroup has no body") }

  var entries: [ToolbarEntry] {
    // A bottom bar spreads its group across the bar (spacers inside it apart); in the
    // navigation bar the group's views sit side by side.
    let view =
      placement.slot == .bottom
      ? AnyView(HStack(spacing: 16) { content }) : AnyView(HStack(spacing: 16) { content }.fixedSize())
    return [ToolbarEntry(placement: placement, view: view)]
  }
}

/// Toolbar contents one after another (what `ToolbarContentBuilder` builds).
struct ToolbarContentList: ToolbarContent, PrimitiveToolbarContent {
  let entries: [ToolbarEntry]

  var body: Never { return fatalError("ToolbarContentList has no body") }
}

/// Builds toolbar content from items, groups, `if` and `if`/`else` (mirrors SwiftUI's
/// `ToolbarContentBuilder`).
@MainActor
@resultBuilder
public enum ToolbarContentBuilder {
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> some ToolbarContent {
    ToolbarContentList(entries: content.toolbarEntries)
  }

  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> some ToolbarContent {
    var entries: [ToolbarEntry] = []
    for item in repeat each content { entries += item.toolbarEntries }
    return ToolbarContentList(entries: entries)
  }

  public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> some ToolbarContent {
    ToolbarContentList(entries: content?.toolbarEntries ?? [])
  }

  public static func buildEither<First: ToolbarContent>(first content: First) -> some ToolbarContent {
    ToolbarContentList(entries: content.toolbarEntries)
  }

  public static func buildEither<Second: ToolbarContent>(second content: Second) -> some ToolbarContent {
    ToolbarContentList(entries: content.toolbarEntries)
  }
}

/// The bars a toolbar setting applies to (mirrors SwiftUI's `ToolbarPlacement`).
public struct ToolbarPlacement: Sendable, Hashable {
  enum Bar: Sendable, Hashable { case automatic, navigationBar, bottomBar, tabBar }
  let bar: Bar

  public static let automatic = ToolbarPlacement(bar: .automatic)
  public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
  public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
  public static let tabBar = ToolbarPlacement(bar: .tabBar)
}

/// Whether a piece of chrome shows (mirrors SwiftUI's `Visibility`).
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}

// SwiftUI's own pair: a view builder, or a toolbar content builder, chosen by the content.
// swift-format-ignore: AmbiguousTrailingClosureOverload
extension View {
  /// Puts the views of `content` in the trailing edge of the enclosing navigation bar.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    ToolbarModifierView(content: self, entries: [ToolbarEntry(placement: .automatic, view: AnyView(content()))])
  }

  /// Puts toolbar items in the enclosing navigation page's bars, where their placements say.
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    ToolbarModifierView(content: self, entries: content().toolbarEntries)
  }
}

extension View {
  /// Shows or hides bars: `.hidden` for `.navigationBar` (or `.automatic`) hides the page's
  /// navigation bar, for `.bottomBar` its bottom bar. (`.tabBar` is accepted; the playground's
  /// tab bar stays.)
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    NavigationPageSettingView(content: self) { settings in
      for bar in bars {
        switch bar.bar {
        case .automatic, .navigationBar:
          settings.navigationBarVisibility = settings.navigationBarVisibility ?? visibility
        case .bottomBar: settings.bottomBarVisibility = settings.bottomBarVisibility ?? visibility
        case .tabBar: break
        }
      }
    }
  }

  /// The background of bars: a colour or style paints the navigation (or bottom) bar; `.hidden`
  /// leaves it clear, `.visible` draws the bar's own background even at the top of the content.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    // Both appearances kept, so the bar follows the scheme it is drawn in.
    let color = style.adaptiveColor(in: EnvironmentValues())
    return NavigationPageSettingView(content: self) { settings in
      for bar in bars where bar.bar != .tabBar { settings.barBackground = settings.barBackground ?? color }
    }
  }

  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    NavigationPageSettingView(content: self) { settings in
      for bar in bars where bar.bar != .tabBar {
        settings.barBackgroundVisibility = settings.barBackgroundVisibility ?? visibility
      }
    }
  }

  /// Sets the navigation bar's items (deprecated in SwiftUI for `toolbar`).
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    ToolbarModifierView(
      content: self,
      entries: [
        ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading)),
        ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing)),
      ])
  }

  public func navigationBarItems<L: View>(leading: L) -> some View {
    ToolbarModifierView(
      content: self, entries: [ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading))])
  }

  public func navigationBarItems<T: View>(trailing: T) -> some View {
    ToolbarModifierView(
      content: self, entries: [ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing))])
  }
}

/// Hands its toolbar items to the navigation page it is resolved on, then resolves its content.
/// Outside a navigation page the items go nowhere, as in SwiftUI on iOS.
struct ToolbarModifierView<Content: View>: View, PrimitiveView {
  let content: Content
  let entries: [ToolbarEntry]

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    if let page = context.environment.navigation { page.bar.toolbar += entries }
    return context.resolve(content, role: .modifier)
  }
}
