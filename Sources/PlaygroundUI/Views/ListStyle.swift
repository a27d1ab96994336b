/// List styles and row settings (mirrors SwiftUI's `ListStyle`, `listStyle(_:)`,
/// `listRowInsets(_:)`, `listRowSeparator(_:edges:)`, `listRowBackground(_:)`,
/// `scrollIndicators(_:axes:)` and `swipeActions`).
///
/// `.insetGrouped` (and iOS's default inside a navigation page) draws sections as white rounded
/// cards on the grouped grey; `.grouped` and `.sidebar` are drawn the same way; `.plain`,
/// `.inset` (and the default outside navigation) draw rows on white with separators.
public protocol ListStyle {}

/// The list's look as the playground draws it.
enum ListStyleKind: Hashable, Sendable {
  case automatic, plain, grouped
}

/// What a list reads from its environment.
struct ListEnvironment {
  var style: ListStyleKind = .automatic
  var scrollIndicators: ScrollIndicatorVisibility = .automatic
}

public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { .init() }
}
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

/// Whether scroll indicators show (mirrors SwiftUI's `ScrollIndicatorVisibility`).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let shows: Bool?

  public static let automatic = ScrollIndicatorVisibility(shows: nil)
  public static let visible = ScrollIndicatorVisibility(shows: true)
  public static let hidden = ScrollIndicatorVisibility(shows: false)
  public static let never = ScrollIndicatorVisibility(shows: false)
}

/// A row's own settings, read by the list from the row's top node.
struct ListRowInsetsKey: LayoutValueKey { static let defaultValue: EdgeInsets? = nil }
struct ListRowSeparatorHiddenKey: LayoutValueKey { static let defaultValue = false }
struct ListRowBackgroundKey: LayoutValueKey { static let defaultValue: AnyView? = nil }

extension View {
  /// Sets how lists in the view draw.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    let kind: ListStyleKind =
      switch style {
      case is PlainListStyle, is InsetListStyle: .plain
      case is GroupedListStyle, is InsetGroupedListStyle, is SidebarListStyle: .grouped
      default: .automatic
      }
    return EnvironmentModifierView(content: self) { $0.list.style = kind }
  }

  /// Hides (or shows) the indicators of scroll views and lists in the view.
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View
  {
    EnvironmentModifierView(content: self) { $0.list.scrollIndicators = visibility }
  }

  /// The insets of this list row's content (nil: the list's own, 11 pt above and below, 16 pt
  /// at the sides).
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    layoutValue(key: ListRowInsetsKey.self, value: insets)
  }

  /// Hides the separators around this list row.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    layoutValue(key: ListRowSeparatorHiddenKey.self, value: visibility == .hidden)
  }

  /// Draws `view` behind this list row, filling it.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    layoutValue(key: ListRowBackgroundKey.self, value: view.map { AnyView($0) })
  }

  /// Swipe actions for a list row. The playground has no swipe gesture: the actions are never
  /// shown, and the row is drawn as it is.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    self
  }
}

extension VerticalEdge {
  /// A set of vertical edges (mirrors `VerticalEdge.Set`), as `listRowSeparator(_:edges:)` takes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }

    public static let top = Set(.top)
    public static let bottom = Set(.bottom)
    public static let all: Set = [.top, .bottom]
  }
}
