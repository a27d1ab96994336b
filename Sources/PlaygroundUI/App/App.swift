/// A type that represents the structure and behavior of an app (mirrors SwiftUI's `App`).
///
/// `layout-playground open` compiles an app file unchanged (its `@main` is blanked: the
/// playground has its own entry point) and lists the app as a preview under its type's name,
/// showing the content of its first `WindowGroup` in the window (`AppPreview`).
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  /// The content and behavior of the app.
  @SceneBuilder var body: Body { get }
  /// Creates an instance of the app using the body that you define for its content.
  init()
}

/// An app's window content as a view: the app's own `@State`, `@StateObject` and
/// `@AppStorage` live at this view's place, as they live for the app's lifetime on a device.
struct AppPreview<Application: App>: View, PrimitiveView {
  let app: Application

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let component = ViewIdentity.Component.viewType(ViewIdentity.ViewType(Application.self))
    context.graph(volatile: false).linkState(ofModifier: app, at: context.identity.appending(component))
    guard let content = SceneContent.windowContent(of: app.body) else {
      return context.resolve(
        Text("\(Application.self) has no WindowGroup to show.").foregroundStyle(Color.secondary), component: component)
    }
    return context.resolve(AnyView(erasing: content), component: component)
  }
}
