/// A preview's view, made once while it is shown (Xcode evaluates a preview once, so
/// `ContentView().environmentObject(Model())` keeps one model): the graph re-evaluates its
/// root on every re-render, and a preview made each time would start its objects over.
///
/// The made view is kept per identity with the entry's token: a reload brings new entries,
/// and their previews are made anew from the new build. A literal edit without a build
/// (`_PlaygroundLiterals`) makes the preview again only when the preview's own code read a
/// literal that changed (`ContentView(title: "Hello")`); literals in bodies need no new
/// preview, since every body is evaluated again.
struct PreviewContent: View, PrimitiveView {
  let token: PreviewToken
  let make: @MainActor () -> any View

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let key = StateKey(identity: context.identity, property: "preview")
    let box = context.graph.stateStore.box(for: key, initial: MadePreview?.none)
    if let made = box.value, made.token === token, made.generation != _PlaygroundLiterals.generation {
      made.generation = _PlaygroundLiterals.generation
      if made.literals.contains(where: { _PlaygroundLiterals.current($0.key) != $0.value }) { box.value = nil }
    }
    if box.value?.token !== token {
      let (view, literals) = _PlaygroundLiterals.recordingReads { AnyView(erasing: make()) }
      box.value = MadePreview(token: token, view: view, literals: literals)
    }
    guard let view = box.value?.view else { return [] }
    return context.resolve(view, role: .content)
  }
}

/// Tells one registration of a preview from another (a reload registers anew).
package final class PreviewToken {
  package init() {}
}

/// A preview's view and the registration it was made from.
final class MadePreview {
  let token: PreviewToken
  let view: AnyView
  /// The design-time literals making it read, with their values then.
  let literals: [String: DesignTimeValue?]
  /// The literal table's generation it was last checked against.
  var generation = _PlaygroundLiterals.generation

  init(token: PreviewToken, view: AnyView, literals: [String: DesignTimeValue?] = [:]) {
    self.token = token
    self.view = view
    self.literals = literals
  }
}
