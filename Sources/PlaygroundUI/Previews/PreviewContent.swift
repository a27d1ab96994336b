/// A preview's view, made once while it is shown (Xcode evaluates a preview once, so
/// `ContentView().environmentObject(Model())` keeps one model): the graph re-evaluates its
/// root on every re-render, and a preview made each time would start its objects over.
///
/// The made view is kept per identity with the entry's token: a reload brings new entries,
/// and their previews are made anew from the new build.
struct PreviewContent: View, PrimitiveView {
  let token: PreviewToken
  let make: @MainActor () -> any View

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let key = StateKey(identity: context.identity, property: "preview")
    let box = context.graph.stateStore.box(for: key, initial: MadePreview?.none)
    if box.value?.token !== token { box.value = MadePreview(token: token, view: AnyView(erasing: make())) }
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

  init(token: PreviewToken, view: AnyView) {
    self.token = token
    self.view = view
  }
}
