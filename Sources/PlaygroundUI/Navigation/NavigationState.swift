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

  init(stack: ViewIdentity, index: Int, graph: ViewGraph, destinations: NavigationDestinations) {
    self.stack = stack
    self.index = index
    self.graph = graph
    self.destinations = destinations
  }

  func push(_ link: ViewIdentity, destination: AnyView) {
    graph.navigation.push(link, destination: destination, on: stack, from: index)
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
