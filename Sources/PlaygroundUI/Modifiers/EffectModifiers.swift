/// Drawing effects: `clipShape`, `cornerRadius`, `shadow`, `mask` and
/// `contentShape`. None changes layout.

/// Resolves content under an `EffectNode`.
struct EffectView<Content: View>: View, PrimitiveView {
  let content: Content
  let effect: EffectNode.Effect
  let name: String

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let nodes = context.resolve(content, role: .content)
    return [EffectNode(id: context.identity, effect: effect, content: group(nodes, context), name: name)]
  }
}

/// Resolves content and a mask placed over it, under a masking `EffectNode`.
struct MaskedView<Content: View, Mask: View>: View, PrimitiveView {
  let content: Content
  let mask: Mask
  let alignment: Alignment

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let main = group(context.resolve(content, role: .content), context)
    let masks = context.resolve(mask, role: .overlay)
    // The mask shapes the content; it takes no clicks of its own.
    for node in masks { node.allowsHitTesting = false }
    let marker = MaskMarkerNode(id: context.identity.appending(.role(.overlay)).appending(.role(.group)))
    let container = ContainerNode(
      id: context.identity.appending(.role(.group)), layout: DecorationLayout(alignment: alignment),
      children: [main] + masks, drawOrder: [main, marker] + masks, name: "masked", log: context.log)
    let effect = EffectNode(id: context.identity, effect: .mask, content: container, name: "mask")
    marker.owner = effect
    return [effect]
  }
}

/// More than one node acts as one group, as SwiftUI does for a modified tuple.
@MainActor
private func group(_ nodes: [Node], _ context: ResolveContext) -> Node {
  nodes.count == 1
    ? nodes[0]
    : ContainerNode(
      id: context.identity.appending(.role(.group)), layout: ZStackLayout(), children: nodes, name: "group",
      log: context.log)
}

extension View {
  /// Clips the view's drawing (and the clicks it takes) to `shape` in its frame.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    EffectView(
      content: self,
      effect: .clip { frame, builder in builder.clipPath(shape, in: frame, evenOdd: style.isEOFilled) },
      name: "clipShape")
  }

  /// Clips the view to its frame with rounded corners.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    let value = radius.isFinite && radius >= 0 ? radius : 0
    return clipShape(RoundedRectangle(cornerRadius: value, style: .circular))
  }

  /// Draws a blurred copy of the view's silhouette in `color` under it, moved by `x` and `y`.
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    let blur = radius.isFinite ? max(0, radius) : 0
    let offset = CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0)
    return EffectView(
      content: self, effect: .shadow(color: color.resolved, radius: blur, offset: offset), name: "shadow")
  }

  /// Masks the view by the alpha of `mask`, placed over it with `alignment`.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    MaskedView(content: self, mask: mask(), alignment: alignment)
  }

  /// Masks the view by the alpha of `mask`, centred over it.
  @available(*, deprecated, message: "Use mask(alignment:_:) instead.")
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    MaskedView(content: self, mask: mask, alignment: .center)
  }

  /// Makes `shape` in the view's frame the area that takes its clicks: clicks inside it reach
  /// the view even where nothing is drawn, clicks outside it do not.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    AnnotatedView(content: self) { node in
      node.hitsWholeFrame = true
      node.contentShape = { frame, builder in builder.clipPath(shape, in: frame, evenOdd: eoFill) }
    }
  }
}
