/// `preferredColorScheme` and `colorScheme`: the appearance of a presentation and of a subtree.
struct PreferredColorSchemeView<Content: View>: View, PrimitiveView {
  let content: Content
  let colorScheme: ColorScheme?

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let graph = context.graph(volatile: false)
    let scheme = colorScheme
    // Registered on every pass, kept bodies included: the canvas reads what was asked for.
    context.registerEachPass { [unowned graph] in graph.preferredColorScheme.request(scheme) }
    return context.resolve(content, role: .modifier)
  }
}

extension View {
  /// Sets the colour scheme of the whole preview (the window's canvas, as SwiftUI sets it for
  /// the nearest presentation); nil asks for none. Where several views ask, the first in view
  /// order wins.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    PreferredColorSchemeView(content: self, colorScheme: colorScheme)
  }

  /// Sets the colour scheme of this view and its content (deprecated in SwiftUI in favour of
  /// `preferredColorScheme`, and still common).
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }
}
