/// A view you draw into with a `GraphicsContext` (mirrors SwiftUI's `Canvas`): it takes the
/// size it is proposed and calls `renderer` with a context and that size. The renderer runs
/// again when the view is made again (its inputs changed) or its size changes.
///
/// `symbols:` (views to draw by tag with `resolveSymbol(id:)`) is not offered: code using it
/// does not compile rather than drawing something else.
public struct Canvas<Symbols: View>: View, PrimitiveView {
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  /// Whether the canvas is fully opaque (a hint for the renderer; drawing is the same).
  public var isOpaque: Bool
  public var colorMode: ColorRenderingMode
  public var rendersAsynchronously: Bool

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let graph = context.graph(volatile: false)
    return [
      CanvasNode(
        id: context.identity,
        painter: CanvasPainter(
          renderer: renderer, environment: context.environment,
          resolver: CanvasViewResolver(graph: graph, identity: context.identity)),
        environment: context.environment)
    ]
  }
}

extension Canvas where Symbols == EmptyView {
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
    isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
  }
}

/// The colour space a canvas or a drawing group renders in (mirrors SwiftUI's
/// `ColorRenderingMode`); the playground always blends in sRGB (non-linear).
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear
  case linear
  case extendedLinear
}
