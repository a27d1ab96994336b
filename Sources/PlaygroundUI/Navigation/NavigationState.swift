/// What every `NavigationStack` has pushed, by the stack's identity: the identities of the links
/// whose destinations are shown, in order. Kept by the graph, so a push survives re-renders.
final class NavigationState {
  private var paths: [ViewIdentity: [ViewIdentity]] = [:]

  func path(of stack: ViewIdentity) -> [ViewIdentity] { paths[stack] ?? [] }

  /// A link on page `page` (0 is the root) pushes its destination: pages above it go.
  func push(_ link: ViewIdentity, on stack: ViewIdentity, from page: Int) {
    paths[stack] = Array(path(of: stack).prefix(page)) + [link]
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

  init(stack: ViewIdentity, index: Int, graph: ViewGraph, destinations: NavigationDestinations) {
    self.stack = stack
    self.index = index
    self.graph = graph
    self.destinations = destinations
  }

  func push(_ link: ViewIdentity) {
    graph.navigation.push(link, on: stack, from: index)
    graph.setNeedsUpdate()
  }

  func back() {
    graph.navigation.pop(stack, to: index - 1)
    graph.setNeedsUpdate()
  }
}

/// The destinations the links of one stack offered in this resolve.
@MainActor
final class NavigationDestinations {
  var byLink: [ViewIdentity: AnyView] = [:]
}
