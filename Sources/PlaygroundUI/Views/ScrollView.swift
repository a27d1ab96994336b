/// A scrollable view (mirrors SwiftUI's `ScrollView`): content is proposed an unspecified length
/// along the scrolled axes, is clipped to the scroll view's frame, and is moved by the mouse
/// wheel, by dragging an indicator, and by Page Up/Page Down/Home/End. The offset belongs to the
/// scroll view's identity, so it survives re-renders, and is clamped to the content. Several
/// views inside are stacked along the axis, as SwiftUI does.
public struct ScrollView<Content: View>: View, PrimitiveView {
  public var content: Content
  public var axes: Axis.Set
  public var showsIndicators: Bool

  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    // Lazy stacks inside are lazy along the axes this scroll view scrolls.
    let outerScrollView = context.enclosingScrollView
    context.enclosingScrollView = (context.identity, axes)
    let children = context.resolve(content, role: .content)
    context.enclosingScrollView = outerScrollView
    let stacked: Node
    if children.count == 1 {
      stacked = children[0]
    } else {
      let layout: AnyLayout =
        axes == .horizontal ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
      stacked = ContainerNode(
        id: context.identity.appending(.role(.group)), layout: layout, children: children, name: "scroll content",
        log: context.log)
    }
    return [
      ScrollViewNode.make(
        id: context.identity, axes: axes,
        showsIndicators: context.environment.list.scrollIndicators.shows ?? showsIndicators, content: stacked,
        graph: context.graph(volatile: false))
    ]
  }
}

/// The node behind `ScrollView`: one content child moved by the offset, clipped, with an
/// indicator per scrolled axis that overflows.
final class ScrollViewNode: Node {
  let axes: Axis.Set
  let showsIndicators: Bool
  let content: Node
  unowned let state: ScrollState
  private(set) var contentSize: CGSize = .zero
  private(set) var offset: CGPoint = .zero
  /// One indicator per axis, made once; those shown this frame are in `indicators`.
  private(set) var indicatorsByAxis: [ScrollIndicatorNode] = []
  private var indicators: [ScrollIndicatorNode] = []
  /// Hit regions and nested scroll regions recorded before the content was drawn.
  private var hitStart = 0
  private var regionStart = 0
  private var clip: CGRect = .zero

  init(id: ViewIdentity, axes: Axis.Set, showsIndicators: Bool, content: Node, state: ScrollState) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content
    self.state = state
    super.init(id: id)
    indicatorsByAxis = [Axis.vertical, .horizontal].map { axis in
      ScrollIndicatorNode(id: id.appending(.explicit(ExplicitID("indicator-\(axis)"))), axis: axis, owner: self)
    }
  }

  /// A scroll view node whose indicators follow the pointer.
  @MainActor
  static func make(id: ViewIdentity, axes: Axis.Set, showsIndicators: Bool, content: Node, graph: ViewGraph)
    -> ScrollViewNode
  {
    let node = ScrollViewNode(
      id: id, axes: axes, showsIndicators: showsIndicators, content: content, state: graph.scrolling)
    for indicator in node.indicatorsByAxis {
      indicator.pointerAction = { [unowned indicator] point, track in indicator.follow(point, in: track) }
    }
    return node
  }

  override var kindName: String { "ScrollView" }
  override var drawnChildren: [Node] { [content] + indicators }
  override var allChildren: [Node] { [content] }

  /// The content is asked for its ideal length along the scrolled axes.
  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  /// A scroll view takes the space it is offered; asked for its ideal size, its content's.
  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    // The visible size is the container of `containerRelativeFrame` inside (the last one where
    // this proposal leaves it open).
    let viewport = CGSize(width: proposal.width ?? frame.width, height: proposal.height ?? frame.height)
    let inner = Node.withContainer(viewport, previous: &containerSize, subtree: content) {
      content.sizeThatFits(contentProposal(proposal))
    }
    func pick(_ proposed: CGFloat?, _ own: CGFloat) -> CGFloat {
      if let proposed, proposed.isFinite { return proposed }
      return own
    }
    return CGSize(width: pick(proposal.width, inner.width), height: pick(proposal.height, inner.height))
  }

  /// Where the content goes depends on the scroll offset too: it is placed afresh.
  override func move(dx: CGFloat, dy: CGFloat) -> Bool {
    frame.origin.x += dx
    frame.origin.y += dy
    extentIsCurrent = false
    placeChildren(in: frame, proposal: placedProposal ?? ProposedViewSize(frame.size))
    return true
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
    Node.withContainer(frame.size, previous: &containerSize, subtree: content) { placeContent(in: frame) }
    placeIndicators(in: frame)
  }

  /// The visible size the content was last laid out in (`containerRelativeFrame`'s container).
  private var containerSize = CGSize.zero

  private func placeContent(in frame: CGRect) {
    let inner = contentProposal(ProposedViewSize(frame.size))
    contentSize = content.sizeThatFits(inner)
    offset = state.placedOffset(for: id, contentSize: contentSize, viewport: frame.size, axes: axes)
    // Along a scrolled axis short content starts at the top/leading edge; across, it is centred.
    let x = axes.contains(.horizontal) ? 0 : (frame.width - contentSize.width) / 2
    let y = axes.contains(.vertical) ? 0 : (frame.height - contentSize.height) / 2
    Self.placingViewports.append((id, frame))
    defer { Self.placingViewports.removeLast() }
    func place() {
      content.place(
        in: CGRect(
          x: frame.minX + x - offset.x, y: frame.minY + y - offset.y, width: contentSize.width,
          height: contentSize.height),
        proposal: inner)
    }
    place()
    // A `scrollTo` waiting: the content is placed again at the offset that shows its view.
    if state.scrollRequest != nil, let target = scrollTarget(viewport: frame.size) {
      offset = ScrollState.clamp(target, contentSize: contentSize, viewport: frame.size, axes: axes)
      state.setDuringLayout(id, to: offset)
      place()
    }
  }

  /// The scroll views placing their content, innermost last, with their frames (window
  /// coordinates): a lazy stack inside finds what is visible of it (set on the main actor,
  /// during layout only).
  nonisolated(unsafe) private static var placingViewports: [(id: ViewIdentity, frame: CGRect)] = []

  /// The frame of the scroll view `id` while it places its content.
  static func placingViewport(of id: ViewIdentity) -> CGRect? {
    placingViewports.last { $0.id == id }?.frame
  }

  private func placeIndicators(in frame: CGRect) {
    indicators = []
    guard showsIndicators else { return }
    for indicator in indicatorsByAxis where axes.contains(indicator.axis == .vertical ? .vertical : .horizontal) {
      let axis = indicator.axis
      guard contentSize[axis] > frame.size[axis] + 0.5 else { continue }
      let thickness = ScrollIndicatorNode.thickness
      let track =
        axis == .vertical
        ? CGRect(x: frame.maxX - thickness, y: frame.minY, width: thickness, height: frame.height)
        : CGRect(x: frame.minX, y: frame.maxY - thickness, width: frame.width, height: thickness)
      indicator.place(in: track, proposal: ProposedViewSize(track.size))
      indicators.append(indicator)
    }
  }

  /// The scroll view as a region wheel and keys can find.
  var region: ScrollState.Region {
    ScrollState.Region(id: id, frame: clip, axes: axes, contentSize: contentSize, viewport: frame.size)
  }

  override func draw(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {
    clip = list.transform.apply(appearance.frame)
    list.items.append(.pushClip(clip))
    hitStart = list.hitRegions.count
    regionStart = state.regionCount
    // A drag anywhere in the scroll view scrolls it, between its content's views too: what it
    // draws remembers it as a candidate for presses (restored by the graph after the content).
    list.gestureScope = GestureScope(
      node: self, parent: list.gestureScope, drawing: (list.transform, [], appearance.frame))
    if list.recordsHits { list.addHit(appearance.frame, owner: list.tappableOwner, isOwnFrame: false) }
  }

  override func drawAfterChildren(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {
    list.items.append(.popClip)
    // What is scrolled out of view takes no clicks.
    if hitStart < list.hitRegions.count {
      var kept: [HitRegion] = []
      for var region in list.hitRegions[hitStart...] {
        region.frame = region.frame.intersection(clip)
        if !region.frame.isNull && !region.frame.isEmpty { kept.append(region) }
      }
      list.hitRegions.replaceSubrange(hitStart..., with: kept)
    }
    state.clipRegions(from: regionStart, to: clip)
    state.register(region)
  }
}

/// A scroll indicator: a thumb in a track along one edge; pressing or dragging in the track
/// scrolls so the thumb's centre follows the pointer.
final class ScrollIndicatorNode: Node {
  static let thickness: CGFloat = 10
  let axis: Axis
  unowned let owner: ScrollViewNode

  init(id: ViewIdentity, axis: Axis, owner: ScrollViewNode) {
    self.axis = axis
    self.owner = owner
    super.init(id: id)
  }

  override var kindName: String { "scroll indicator" }

  /// The thumb's length and start along a track of `length`.
  func thumb(length: CGFloat) -> (start: CGFloat, length: CGFloat) {
    let content = max(owner.contentSize[axis], 1)
    let viewport = owner.frame.size[axis]
    let thumb = min(length, max(24, length * viewport / content))
    let range = max(0, content - viewport)
    let fraction = range > 0 ? owner.offset[axis] / range : 0
    return ((length - thumb) * fraction, thumb)
  }

  func follow(_ point: CGPoint, in track: CGRect) {
    let length = track.size[axis]
    let thumb = thumb(length: length).length
    let along = (axis == .vertical ? point.y - track.minY : point.x - track.minX) - thumb / 2
    let fraction = length > thumb ? min(1, max(0, along / (length - thumb))) : 0
    let range = max(0, owner.contentSize[axis] - owner.frame.size[axis])
    var target = owner.offset
    target[axis] = fraction * range
    owner.state.set(target, in: owner.region)
  }

  override func draw(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {
    let track = appearance.frame
    let (start, length) = thumb(length: track.size[axis])
    let inset: CGFloat = 2
    let rect =
      axis == .vertical
      ? CGRect(
        x: track.minX + inset, y: track.minY + start + inset, width: track.width - 2 * inset, height: length - 2 * inset
      )
      : CGRect(
        x: track.minX + start + inset, y: track.minY + inset, width: length - 2 * inset,
        height: track.height - 2 * inset)
    list.shape(
      ShapeDrawing(
        id: id, kind: .capsule, rect: rect, paint: .fill,
        color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.35 * opacity)),
      opacity: opacity)
  }
}
