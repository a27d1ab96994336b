/// A part of an app's user interface with a life cycle managed by the system (mirrors
/// SwiftUI's `Scene`). The playground shows one window: the first `WindowGroup`'s content.
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  /// The content and behavior of the scene.
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene the playground understands itself, rather than through a body.
@MainActor
protocol PrimitiveScene {
  /// The view the scene's window shows; nil for a scene without a main window (`Settings`).
  var windowContent: (any View)? { get }
}

extension PrimitiveScene {
  var neverBody: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

/// Finds the view an app's window shows.
@MainActor
enum SceneContent {
  static func windowContent(of scene: any Scene) -> (any View)? {
    if let primitive = scene as? any PrimitiveScene { return primitive.windowContent }
    func body<S: Scene>(_ scene: S) -> any Scene { scene.body }
    return windowContent(of: body(scene))
  }
}

/// A result builder for composing scenes (mirrors SwiftUI's `SceneBuilder`).
@resultBuilder @MainActor
public enum SceneBuilder {
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
    -> _TupleScene<(repeat each Content)>
  {
    var children: [any Scene] = []
    for child in repeat each content { children.append(child) }
    return _TupleScene(value: (repeat each content), children: children)
  }
  public static func buildOptional<Content: Scene>(_ content: Content?) -> Content? { content }
  public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes in a builder block.
public struct _TupleScene<T>: Scene, PrimitiveScene {
  public var value: T
  let children: [any Scene]

  init(value: T, children: [any Scene]) {
    self.value = value
    self.children = children
  }

  public var body: Never { neverBody }

  /// The first child that has a window.
  var windowContent: (any View)? { children.lazy.compactMap { SceneContent.windowContent(of: $0) }.first }
}

extension Optional: Scene where Wrapped: Scene {
  public var body: Never { fatalError("Optional is a primitive scene") }
}

extension Optional: PrimitiveScene where Wrapped: Scene {
  var windowContent: (any View)? { self.flatMap { SceneContent.windowContent(of: $0) } }
}
