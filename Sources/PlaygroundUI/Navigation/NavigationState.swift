/// What every `NavigationStack` has pushed, by the stack's identity: the links whose
/// destinations are shown, in order, with the destination as it was pushed. Kept by the graph,
/// so a push survives re-renders.
final class NavigationState {
  struct Pushed {
    var link: ViewIdentity
    /// Shown when the link is no longer resolved (its data changed identity), as SwiftUI keeps a
    /// pushed destination.
    var destination: AnyView
  }

  private var paths: [ViewIdentity: [Pushed]] = [:]
  /// The values pushed on stacks that keep their own path (no `path:` binding).
  private var valuePaths: [ViewIdentity: [AnyHashable]] = [:]

  func values(of stack: ViewIdentity) -> [AnyHashable] { valuePaths[stack] ?? [] }

  func setValues(_ values: [AnyHashable], of stack: ViewIdentity) { valuePaths[stack] = values }

  func path(of stack: ViewIdentity) -> [Pushed] { paths[stack] ?? [] }

  /// A link on page `page` (0 is the root) pushes its destination: pages above it go.
  func push(_ link: ViewIdentity, destination: AnyView, on stack: ViewIdentity, from page: Int) {
    paths[stack] = Array(path(of: stack).prefix(page)) + [Pushed(link: link, destination: destination)]
  }

  /// Shows page `page` again, dropping the pages above it.
  func pop(_ stack: ViewIdentity, to page: Int) {
    paths[stack] = Array(path(of: stack).prefix(max(0, page)))
  }
}

/// One page of a navigation stack while it resolves: where its links push, and its title.
@MainActor
final class NavigationPage {
  let stack: ViewIdentity
  let index: Int
  unowned let graph: ViewGraph
  /// The destinations of the links resolved so far in this stack, by link identity.
  let destinations: NavigationDestinations
  /// Set by the first `navigationTitle` resolved on the page.
  var title: String?
  /// What the page's views said about its bars (NavigationBarModifiers.swift).
  var bar = NavigationBarSettings()
  /// Where the stack's values are, and how many pages they make.
  let route: NavigationRoute

  init(
    stack: ViewIdentity, index: Int, graph: ViewGraph, destinations: NavigationDestinations, route: NavigationRoute
  ) {
    self.stack = stack
    self.index = index
    self.graph = graph
    self.destinations = destinations
    self.route = route
  }

  /// A view-destination link pushes above this page: pages above it go (values included).
  func push(_ link: ViewIdentity, destination: AnyView) {
    if index < route.valueCount { setValues(Array(values.prefix(index))) }
    graph.navigation.push(link, destination: destination, on: stack, from: max(0, index - route.valueCount))
    graph.setNeedsUpdate()
  }

  /// A value link appends its value to the path as it is on this page (pages above it go).
  func push(value: AnyHashable) {
    graph.navigation.pop(stack, to: 0)
    setValues(Array(values.prefix(index)) + [value])
    graph.setNeedsUpdate()
  }

  func back() {
    if index > route.valueCount {
      graph.navigation.pop(stack, to: index - 1 - route.valueCount)
    } else {
      setValues(Array(values.prefix(index - 1)))
    }
    graph.setNeedsUpdate()
  }

  private var values: [AnyHashable] { route.binding?.get() ?? graph.navigation.values(of: stack) }

  private func setValues(_ values: [AnyHashable]) {
    if let binding = route.binding { binding.set(values) } else { graph.navigation.setValues(values, of: stack) }
  }
}

/// A stack's path as its pages see it: the bound path, if any, and how many value pages it
/// made in this resolve.
@MainActor
struct NavigationRoute {
  let stack: ViewIdentity
  let binding: NavigationPathBinding?
  let valueCount: Int
}

/// The destinations the links of one stack offered in this resolve.
@MainActor
final class NavigationDestinations {
  var byLink: [ViewIdentity: AnyView] = [:]
  /// `navigationDestination(for:)` by the value type it draws.
  var byType: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]

  func destination(for value: AnyHashable) -> AnyView? {
    byType[ObjectIdentifier(type(of: value.base))]?(value)
  }
}
