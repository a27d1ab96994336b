/// Tabs, one shown at a time (mirrors SwiftUI's `TabView`): on an iPhone or iPad screen above
/// iOS's bottom tab bar (PhoneTabBar.swift); in a Mac window as on macOS, a segmented bar of the
/// tabs' `tabItem` labels above the content. Each top-level view of the
/// content is a tab; it stands for its `.tag`, or its position when untagged. A click on a
/// segment shows that tab (and writes the selection). Only the selected tab is laid out and
/// drawn; the others stay resolved, so they keep their state.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content
  /// The shown tab's tag when no selection is bound.
  @State private var chosen: AnyHashable?

  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: some View {
    let selection = self.selection
    let chosen = $chosen
    return TabViewBody(
      content: content,
      current: selection.map { AnyHashable($0.wrappedValue) } ?? chosen.wrappedValue,
      choose: { tag in
        if let selection {
          if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
        } else {
          chosen.wrappedValue = tag
        }
      })
  }
}

extension TabView where SelectionValue == Int {
  public init(@ViewBuilder content: () -> Content) {
    self.init(selection: nil, content: content)
  }
}

extension View {
  /// The label of this view's tab in a `TabView`'s bar (a `Label`, `Text` or `Image`).
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    let item = AnyView(label())
    return AnnotatedView(content: self) { $0.layoutValues[ObjectIdentifier(TabItemKey.self)] = item }
  }
}

/// Where `tabItem` puts a tab's label on the tab's node.
enum TabItemKey {}

/// The parts of a tab view that get identities of their own.
enum TabViewPart: Hashable {
  case bar
  case label(Int)
}

/// The drawn tab view: the bar, then the selected tab in a box.
struct TabViewBody<Content: View>: View, PrimitiveView {
  let content: Content
  /// The selected tab's tag; nil shows the first tab.
  let current: AnyHashable?
  let choose: @MainActor (AnyHashable) -> Void

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let tabs = context.resolve(content, role: .pages)
    let tags = tabs.enumerated().map { index, tab in tab.tagValue ?? AnyHashable(index) }
    let selected = current.flatMap { tags.firstIndex(of: $0) } ?? 0
    let metrics = context.environment.controlMetrics
    var labels: [Node] = []
    _ = context.withEnvironment({ if $0.font == nil { $0.font = .system(size: metrics(13), weight: .medium) } }) {
      for (index, tab) in tabs.enumerated() {
        let item = tab.layoutValues[ObjectIdentifier(TabItemKey.self)] as? AnyView ?? AnyView(Text("Tab \(index + 1)"))
        let badged = tab.badgeText.map { badge in
          AnyView(item.overlay(alignment: .topTrailing) { TabBadge(text: badge).offset(x: 14, y: -10) })
        }
        labels += context.resolve(badged ?? item, component: .explicit(ExplicitID(TabViewPart.label(index))))
      }
      return []
    }
    let choose = self.choose
    if context.environment.screenDevice != nil {
      return phoneNodes(tabs: tabs, tags: tags, selected: selected, in: context)
    }
    let bar = SegmentedPickerLayout(selected: tabs.isEmpty ? nil : selected, metrics: metrics) {
      RoundedRectangle(cornerRadius: metrics(8)).fill(ControlPalette.track)
      RoundedRectangle(cornerRadius: metrics(7)).fill(ControlPalette.selectedSegment)
        .overlay(RoundedRectangle(cornerRadius: metrics(7)).strokeBorder(Color.black.opacity(0.08), lineWidth: 0.5))
      ResolvedNodes(nodes: labels)
    }
    .modifier(
      ControlModifier(
        enabled: context.environment.isEnabled,
        track: { point, frame in
          guard !tags.isEmpty, frame.width > 0 else { return }
          let picked = Int((point.x - frame.minX) / frame.width * CGFloat(tags.count))
          choose(tags[min(tags.count - 1, max(0, picked))])
        }))
    let pages = PagesNode(id: context.identity, pages: tabs, selected: selected)
    let view = VStack(spacing: 8) {
      bar.fixedSize()
      ResolvedNodes(nodes: [pages])
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .padding(12)
        .background(
          RoundedRectangle(cornerRadius: 6).fill(Color(white: 0.96))
            .overlay(RoundedRectangle(cornerRadius: 6).strokeBorder(Color.black.opacity(0.12), lineWidth: 1)))
    }
    .padding(8)
    return context.resolve(view, component: .explicit(ExplicitID(TabViewPart.bar)))
  }

  /// On an iPhone or iPad screen: the selected tab above a bottom tab bar (PhoneTabBar.swift).
  private func phoneNodes(tabs: [Node], tags: [AnyHashable], selected: Int, in context: ResolveContext) -> [Node] {
    let labels = tabs.enumerated().map { index, tab in
      tab.layoutValues[ObjectIdentifier(TabItemKey.self)] as? AnyView ?? AnyView(Text("Tab \(index + 1)"))
    }
    let choose = self.choose
    let bar = PhoneTabBar(labels: labels, badges: tabs.map(\.badgeText), selected: selected) { index in
      if tags.indices.contains(index) { choose(tags[index]) }
    }
    let barNodes = context.resolve(bar, component: .explicit(ExplicitID(TabViewPart.bar)))
    // A tab view fills its screen whatever its tab's size, as UITabBarController's view does.
    let pages = context.resolve(
      ResolvedNodes(nodes: [PagesNode(id: context.identity, pages: tabs, selected: selected)])
        .frame(maxWidth: .infinity, maxHeight: .infinity),
      role: .modifier)
    context.graph(volatile: false).noteSafeAreaNode()
    return [
      SafeAreaInsetNode<EmptyView, EmptyView>(
        id: context.identity.appending(.role(.content)), main: pages, inset: barNodes,
        amount: .content(edge: .bottom, alignment: .center, spacing: 0))
    ]
  }
}
