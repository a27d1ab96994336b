/// A node that draws its one child through an effect the host composites (a shape clip, a
/// shadow, a mask); layout passes straight through to the child.
final class EffectNode: Node {
  enum Effect {
    /// Clips to a shape in the frame, mapped to window coordinates.
    case clip((CGRect, DisplayListBuilder) -> ClipPath)
    case shadow(color: RGBAColor, radius: CGFloat, offset: CGSize)
    /// The child draws the content, then a `MaskMarkerNode`, then the mask.
    case mask
    /// The child draws into one layer, composited through the effect at this node's opacity.
    case layer(LayerEffect)
  }

  let effect: Effect
  let content: Node
  private let name: String
  // What the last draw pushed, for its matching pop.
  private var hitStart = 0
  private var pushIndex = 0
  private var traceStart = 0
  private var maskTraceStart: Int?
  private var clip: ClipPath?

  init(id: ViewIdentity, effect: Effect, content: Node, name: String) {
    self.effect = effect
    self.content = content
    self.name = name
    super.init(id: id)
  }

  override var kindName: String { name }
  override var drawnChildren: [Node] { [content] }

  /// How far a (non-opaque) blur spreads what the content draws, in the node's points: three
  /// standard deviations hold all but a trace.
  var blurSpread: CGFloat? {
    if case .layer(.blur(let radius, opaque: false)) = effect { return 3 * radius }
    return nil
  }

  override var drawsChildrenAsGroup: Bool {
    if case .layer = effect { return true }
    return false
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize { content.sizeThatFits(proposal) }

  override var spacing: ViewSpacing { content.spacing }

  override var mayHaveExplicitGuides: Bool { !alignmentGuides.isEmpty || content.mayHaveExplicitGuides }

  override func mayHaveExplicitGuides(in family: GuideFamily) -> Bool {
    !alignmentGuides.isEmpty || content.mayHaveExplicitGuides(in: family)
  }

  override func ownDimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    _ = sizeThatFits(proposal)
    return content.dimensions(in: proposal)
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
    content.place(in: frame, proposal: proposal)
  }

  override func draw(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {
    hitStart = list.hitRegions.count
    // A tap on the clipped view itself recorded its frame just before: the clip limits it too.
    if hitStart > 0, list.hitRegions[hitStart - 1].isOwnFrame, list.hitRegions[hitStart - 1].owner === self {
      hitStart -= 1
    }
    pushIndex = list.items.count
    traceStart = list.traced.count
    maskTraceStart = nil
    switch effect {
    case .clip(let shape):
      let path = shape(appearance.frame, list)
      clip = path
      list.items.append(.pushPathClip(path))
    case .shadow(let color, let radius, let offset):
      list.items.append(
        .pushShadow(
          ShadowDrawing(
            color: color.multipliedAlpha(by: opacity), radius: radius * list.transform.scale,
            offset: list.transform.applyToVector(offset), bounds: .null)))
    case .mask:
      list.items.append(.pushMask(.null))
    case .layer(let effect):
      list.items.append(.pushLayer(LayerDrawing(effect: effect.scaled(by: list.transform.scale), opacity: opacity)))
    }
  }

  /// Called by the mask marker: the content is done, the mask starts.
  func maskBegins(_ list: inout DisplayListBuilder) {
    maskTraceStart = list.traced.count
    list.items.append(.beginMask)
  }

  override func drawAfterChildren(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {
    switch effect {
    case .clip:
      list.items.append(.popClip)
      if let clip { list.constrainHits(from: hitStart, to: clip) }
    case .shadow:
      if pushIndex < list.items.count, case .pushShadow(var shadow) = list.items[pushIndex] {
        shadow.bounds = list.drawnBounds(since: traceStart)
        list.items[pushIndex] = .pushShadow(shadow)
      }
      list.items.append(.popShadow)
    case .mask:
      let contentEnd = maskTraceStart ?? list.traced.count
      if pushIndex < list.items.count, case .pushMask = list.items[pushIndex] {
        list.items[pushIndex] = .pushMask(
          list.traced[traceStart..<contentEnd].reduce(CGRect.null) { $0.union($1.frame) })
      }
      if maskTraceStart == nil { list.items.append(.beginMask) }
      list.items.append(.popMask)
      // The mask's leaves only shape the content: they are not drawn views.
      list.traced.removeSubrange(contentEnd...)
    case .layer:
      if pushIndex < list.items.count, case .pushLayer(var layer) = list.items[pushIndex] {
        layer.bounds = list.drawnBounds(since: traceStart)
        list.items[pushIndex] = .pushLayer(layer)
      }
      list.items.append(.popLayer)
    }
  }
}

/// Drawn between a masked view's content and its mask: tells the effect the mask starts.
final class MaskMarkerNode: Node {
  weak var owner: EffectNode?

  override var kindName: String { "maskMarker" }

  override func draw(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {
    owner?.maskBegins(&list)
  }
}
