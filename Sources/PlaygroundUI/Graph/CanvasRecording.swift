import Foundation

/// What a `Canvas`'s renderer drew, in the canvas's coordinates (origin at its top-left), in
/// order: fills of flattened paths, and texts and images laid out as nodes.
///
/// Made and read on the main thread only (the renderer runs there, as views' bodies do); the
/// node drawing it is not isolated, hence the unchecked conformance.
final class CanvasRecording: @unchecked Sendable {
  /// One thing drawn, with the clips, filters and blend mode in force when it was.
  struct Operation {
    var content: CanvasOperation
    var clips: [CanvasClip]
    var filters: [GraphicsContext.Filter]
    var blendMode: GraphicsContext.BlendMode
  }

  let size: CGSize
  private(set) var operations: [Operation] = []
  /// Makes the nodes of a text or image drawn in the canvas.
  private let resolver: CanvasViewResolver

  init(size: CGSize, resolver: CanvasViewResolver) {
    self.size = size
    self.resolver = resolver
  }

  /// An empty recording drawing into the same canvas (a layer's).
  init(sharing other: CanvasRecording) {
    size = other.size
    resolver = other.resolver
  }

  func append(
    _ content: CanvasOperation, clips: [CanvasClip], filters: [GraphicsContext.Filter],
    blendMode: GraphicsContext.BlendMode
  ) {
    for filter in filters {
      if case .unsupported(let name) = filter.kind { CanvasRecording.reportUnsupported("filter .\(name)") }
    }
    if blendMode != .normal, blendMode.layerMode == nil {
      CanvasRecording.reportUnsupported("blend mode \(blendMode.rawValue)")
    }
    operations.append(Operation(content: content, clips: clips, filters: filters, blendMode: blendMode))
  }

  /// `path` flattened into closed polygons of the canvas's coordinates.
  func polygons(of path: Path, through transform: CGAffineTransform) -> [[CGPoint]] {
    let mapped = transform.isIdentity ? path : path.applying(transform)
    return mapped.flattenedSubpaths().compactMap { $0.points.count > 2 ? $0.points : nil }
  }

  /// The node of `view` laid out in `rect` (the context's coordinates).
  @MainActor func node(for view: AnyView, in rect: CGRect, environment: EnvironmentValues) -> Node? {
    guard let node = resolver.node(for: view, environment: environment) else { return nil }
    let proposal = ProposedViewSize(rect.size)
    _ = node.sizeThatFits(proposal)
    node.place(in: rect, proposal: proposal)
    return node
  }

  /// The dimensions `view` takes for a proposal of `size` (nil: its ideal size).
  @MainActor func dimensions(of view: AnyView, in size: CGSize?, environment: EnvironmentValues) -> ViewDimensions? {
    guard let node = resolver.node(for: view, environment: environment) else { return nil }
    let proposal = size.map { ProposedViewSize(width: $0.width, height: $0.height) } ?? .unspecified
    return node.dimensions(in: proposal)
  }

  nonisolated(unsafe) private static var reported: Set<String> = []

  /// One line on standard error per filter the playground does not draw.
  private static func reportUnsupported(_ name: String) {
    guard reported.insert(name).inserted else { return }
    FileHandle.standardError.write(
      Data("warning: GraphicsContext \(name) is not drawn by the playground; drawing without it\n".utf8))
  }
}

/// One thing a canvas drew.
enum CanvasOperation {
  /// Closed polygons filled by a rule.
  case fill(polygons: [[CGPoint]], evenOdd: Bool, paint: CanvasPaint)
  /// A text or an image: a node placed in its context's coordinates, which `transform` maps to
  /// the canvas's.
  case view(Node, transform: CGAffineTransform, opacity: Double)
}

/// A clip in force in a context, in the canvas's coordinates.
enum CanvasClip {
  case path(ClipPath)
  /// What a layer drew: the canvas shows only where it is opaque (or transparent, inverted).
  case layer([CanvasRecording.Operation], opacity: Double, inverse: Bool)

  /// A bound of what the clip lets through.
  var bounds: CGRect {
    switch self {
    case .path(let clip): clip.evenOdd && clip.polygons.count > 1 ? .infinite : clip.bounds
    case .layer: .infinite
    }
  }
}

/// Makes nodes for the texts and images a canvas draws, below the canvas's identity.
@MainActor
struct CanvasViewResolver {
  unowned let graph: ViewGraph
  let identity: ViewIdentity

  func node(for view: AnyView, environment: EnvironmentValues) -> Node? {
    let context = ResolveContext(graph: graph, identity: identity, environment: environment)
    return context.resolve(view, component: .role(.content)).first
  }
}
