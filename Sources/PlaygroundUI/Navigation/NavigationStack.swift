/// A stack of pages (mirrors SwiftUI's `NavigationStack`): the root, then a page for each value
/// of the path (drawn by the `navigationDestination(for:)` for its type), then the destinations
/// of the view-destination `NavigationLink`s clicked; the last one is shown under a title bar
/// with a back button. A value link appends its value to the path and back removes the last;
/// with `path:` bound, the path is the caller's, so setting it from code pushes and pops. Pages
/// below stay resolved, so the root keeps its state while a destination is shown.
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
  let root: Root
  /// The bound path, its elements erased; nil when the stack keeps its own.
  var path: NavigationPathBinding?

  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
  }

  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    self.path = NavigationPathBinding(
      get: { path.wrappedValue.elements }, set: { path.wrappedValue = NavigationPath(elements: $0) })
  }

  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
  {
    self.root = root()
    self.path = NavigationPathBinding(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      // Values of another type cannot be in a typed path: they are dropped, as a typed path
      // cannot hold them.
      set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let stack = context.identity
    let destinations = NavigationDestinations()
    let values = path?.get() ?? context.graph.navigation.values(of: stack)
    let route = NavigationRoute(stack: stack, binding: path, valueCount: values.count)
    var pages: [Node] = []
    var titles: [String?] = []
    var largeTitles: [Bool] = []
    func page<V: View>(_ content: V, index: Int, component: ViewIdentity.Component) -> Node {
      let page = NavigationPage(
        stack: stack, index: index, graph: context.graph, destinations: destinations, route: route)
      let body = context.resolve(
        content.frame(maxWidth: .infinity, maxHeight: .infinity), component: component,
        changingEnvironment: {
          $0.navigation = page
          if index > 0 {
            $0.dismiss = DismissAction { page.back() }
            $0.isPresented = true
          }
        })
      let settings = page.bar
      // `.automatic` is large on a root with a title and inherits the mode of the page below.
      let isLarge: Bool =
        switch settings.displayMode ?? .automatic {
        case .large: true
        case .inline: false
        case .automatic: index == 0 ? page.title != nil : largeTitles[index - 1]
        }
      titles.append(page.title)
      largeTitles.append(isLarge)
      // The bars are safe-area insets of the page, as on iOS: the content is laid out between
      // them, and what ignores the safe area (a list's background, a header colour) reaches
      // under them to the screen's edge.
      let pageID = stack.appending(.explicit(ExplicitID(NavigationPageKey(page: index))))
      var content: [Node] = body
      let bottomItems = settings.toolbar.filter { $0.placement.slot == .bottom }.map(\.view)
      if !bottomItems.isEmpty, settings.bottomBarVisibility != .hidden {
        let bottomBar = context.resolve(
          BottomToolbar(items: bottomItems, background: settings.barBackground ?? .barBackground),
          component: .explicit(ExplicitID(BottomBarKey(page: index))))
        content = [
          SafeAreaInsetNode<EmptyView, EmptyView>(
            id: pageID.appending(.role(.content)), main: content, inset: bottomBar,
            amount: .content(edge: .bottom, alignment: .center, spacing: 0))
        ]
      }
      var bar: [Node] = []
      if settings.navigationBarVisibility != .hidden {
        bar = context.resolve(
          NavigationPageChrome.bar(
            for: page, index: index, isLarge: isLarge, titleBelow: index > 0 ? titles[index - 1] : nil),
          component: .explicit(ExplicitID(NavigationBarKey(page: index))))
      }
      context.graph(volatile: false).noteSafeAreaNode()
      return SafeAreaInsetNode<EmptyView, EmptyView>(
        id: pageID, main: content, inset: bar, amount: .content(edge: .top, alignment: .center, spacing: 0))
    }
    pages.append(page(root, index: 0, component: .role(.content)))
    for (offset, value) in values.enumerated() {
      // Destinations declared on the pages below (resolved first) draw the value.
      let destination = destinations.destination(for: value) ?? AnyView(EmptyView())
      pages.append(
        page(
          destination, index: pages.count, component: .explicit(ExplicitID(ValuePageKey(offset: offset, value: value)))
        )
      )
    }
    for pushed in context.graph.navigation.path(of: stack) {
      // The link's current destination when it is still there, else the one it pushed.
      let destination = destinations.byLink[pushed.link] ?? pushed.destination
      pages.append(page(destination, index: pages.count, component: .explicit(ExplicitID(pushed.link))))
    }
    return [PagesNode(id: stack, pages: pages, selected: pages.count - 1)]
  }
}

/// A path page's identity: its place and its value, so a different value is a new page.
struct ValuePageKey: Hashable {
  var offset: Int
  var value: AnyHashable
}

/// A page's identity inside its stack.
struct NavigationPageKey: Hashable { var page: Int }
struct NavigationBarKey: Hashable { var page: Int }
struct BottomBarKey: Hashable { var page: Int }

/// A view that pushes onto the enclosing `NavigationStack` when clicked (mirrors SwiftUI's
/// `NavigationLink`): its `destination`, or its `value`, appended to the stack's path and drawn
/// by the matching `navigationDestination(for:)`. In a `List` it is a row with a chevron;
/// outside a stack it is drawn but does nothing, as in SwiftUI; a nil value disables it.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
  let label: Label
  let destination: Destination?
  /// A value link's value (`Destination` is `Never`); nil for a view-destination link.
  var value: AnyHashable?
  var isValueLink = false

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination()
    self.label = label()
  }

  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  init(value: AnyHashable?, label: Label) where Destination == Never {
    self.destination = nil
    self.label = label
    self.value = value
    self.isValueLink = true
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    guard let page = context.environment.navigation else { return context.resolve(label, role: .label) }
    let link = context.identity
    let push: @MainActor () -> Void
    if isValueLink {
      guard let value else { return context.resolve(label.foregroundStyle(Color.gray), role: .label) }
      push = { page.push(value: value) }
    } else if let destination {
      let destination = AnyView(destination)
      page.destinations.byLink[link] = destination
      push = { page.push(link, destination: destination) }
    } else {
      return context.resolve(label, role: .label)
    }
    if context.environment.listLook != nil {
      let row = HStack(spacing: 8) {
        label
        Spacer(minLength: 0)
        Image(systemName: "chevron.right").foregroundStyle(Color.gray)
      }
      .background(
        context.environment.listLook == .grouped
          ? SystemPalette.secondarySystemGroupedBackground : SystemPalette.systemBackground)
      return context.resolve(Button(action: push) { row }.buttonStyle(.plain), role: .label)
    }
    return context.resolve(Button(action: push) { label }, role: .label)
  }
}

extension NavigationLink where Label == Text {
  /// A link with a text label.
  public init(_ title: String, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  public init(_ title: String, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(title) }
  }
}

extension View {
  /// The title shown in the navigation bar of the page this view is on.
  public func navigationTitle(_ title: String) -> some View {
    NavigationTitleView(content: self, title: title)
  }

  public func navigationTitle(_ title: Text) -> some View {
    NavigationTitleView(content: self, title: title.string)
  }
}

/// Names the page it is resolved on, then resolves its content.
struct NavigationTitleView<Content: View>: View, PrimitiveView {
  let content: Content
  let title: String

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    if let page = context.environment.navigation, page.title == nil { page.title = title }
    return context.resolve(content, role: .modifier)
  }
}
