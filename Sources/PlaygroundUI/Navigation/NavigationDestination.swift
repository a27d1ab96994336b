extension View {
  /// Draws the pages of values of type `data` pushed onto the enclosing `NavigationStack` (by
  /// `NavigationLink(value:)` or by appending to its path) with `destination`.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    NavigationDestinationView(content: self, type: data, destination: destination)
  }
}

/// Registers a destination for a value type with the stack it is resolved in.
struct NavigationDestinationView<Content: View, D: Hashable, C: View>: View, PrimitiveView {
  let content: Content
  let type: D.Type
  let destination: (D) -> C

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    if let page = context.environment.navigation {
      let destination = self.destination
      page.destinations.byType[ObjectIdentifier(D.self)] = { value in
        (value.base as? D).map { AnyView(destination($0)) }
      }
    }
    return context.resolve(content, role: .modifier)
  }
}

extension NavigationLink where Destination == Never {
  /// A link that appends `value` to the stack's path; nil draws a disabled link.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.init(value: value.map { AnyHashable($0) }, label: label())
  }
}

extension NavigationLink where Destination == Never, Label == Text {
  /// A text link that appends `value` to the stack's path.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value.map { AnyHashable($0) }, label: Text(title))
  }
}
