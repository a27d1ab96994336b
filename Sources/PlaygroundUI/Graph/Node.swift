/// A resolved view: what layout measures and places, and what drawing walks.
///
/// Nodes are rebuilt whenever state changes; what must survive (state, animations) is keyed by
/// `id`, the view's identity.
class Node: LayoutItem {
  /// Structural position plus explicit ids; stable across re-renders.
  let id: ViewIdentity
  /// The frame from the last layout pass (window space), the target of any animation.
  var frame: CGRect = .zero
  /// The proposal the node was placed with in the last pass.
  var placedProposal: ProposedViewSize?
  /// Distinct proposals received and sizes answered in the last layout pass (for the
  /// inspector). Containers ask a child the same question more than once per pass (in
  /// `sizeThatFits` and again in `placeSubviews`, or through `dimensions(in:)` when aligning), so
  /// a repeat of a recorded pair is not recorded again; the same proposal answered differently
  /// is, since that is worth seeing.
  var measurements: [(proposal: ProposedViewSize, size: CGSize)] = []

  /// What modifiers that add no node said about this one (NodeAnnotations.swift). Kept in one
  /// value so a reused body's top nodes can be put back as its own resolve left them.
  final var annotations = NodeAnnotations()

  /// The layout direction the node was resolved in (set once, by the innermost resolve that
  /// returned it); in right to left its children's positions are mirrored within it.
  final var layoutDirection: LayoutDirection? {
    didSet { if layoutDirection != oldValue { directionDidChange() } }
  }

  /// Lets a container tell its layout (`LayoutSubviews.layoutDirection`).
  func directionDidChange() {}

  init(id: ViewIdentity) { self.id = id }

  /// A short description of what the node is, for dumps and the inspector.
  var kindName: String { "node" }
  /// Children in drawing order (background before content before overlay).
  var drawnChildren: [Node] { [] }
  /// True when the node composites its children as one layer at its opacity (`compositingGroup`,
  /// `blur`, …): they then draw at full opacity inside it.
  var drawsChildrenAsGroup: Bool { false }
  /// Every child, drawn or not (ViewThatFits keeps unchosen candidates here).
  var allChildren: [Node] { drawnChildren }

  /// The node's answer to `proposal`. Not memoised here: a container's driver keeps its
  /// answers and a text its fitted lines, and other leaves answer with arithmetic (a memo per
  /// node cost ten thousand tags half a megabyte for nothing).
  final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let size = measure(proposal)
    if Node.recordsMeasurements, measurements.count < 32,
      !measurements.contains(where: { $0.proposal == proposal && $0.size == size })
    {
      measurements.append((proposal, size))
    }
    return size
  }

  /// Whether layout passes record `measurements`: only while the inspector shows them (set by
  /// the graph before each pass, on the main actor), since recording costs every view of every
  /// pass.
  nonisolated(unsafe) static var recordsMeasurements = false

  /// Size and alignment guides: the node's own, then its `alignmentGuide` modifiers, innermost
  /// first (each sees the guides set before it).
  final func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    var dimensions = ownDimensions(in: proposal)
    for guide in alignmentGuides { dimensions = guide(dimensions) }
    return dimensions
  }

  /// Whether the node may set an explicit guide: only with `alignmentGuide`, unless a subclass
  /// (text, containers) says otherwise.
  var mayHaveExplicitGuides: Bool { !alignmentGuides.isEmpty }

  /// The same for one family of guides (an `alignmentGuide` may set any guide).
  func mayHaveExplicitGuides(in family: GuideFamily) -> Bool { mayHaveExplicitGuides }

  /// Size and the guides the node sets itself; text overrides this to report its baselines,
  /// containers to report their layout's explicit guides.
  func ownDimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: sizeThatFits(proposal))
  }

  /// Where what the node draws itself takes clicks, within its frame (window coordinates):
  /// nil for the whole frame; a stroked shape's line only (StrokeHitShape.swift).
  func drawnHitShape(in frame: CGRect, builder: DisplayListBuilder) -> ClipPath? { nil }

  /// The node's own answer to a proposal (subclasses override).
  func measure(_ proposal: ProposedViewSize) -> CGSize { .zero }

  var layoutPriority: Double { priority ?? 0 }

  var spacing: ViewSpacing { ViewSpacing() }

  func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
    layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }

  final func place(in frame: CGRect, proposal: ProposedViewSize) {
    // A node placed again at the same size with the same proposal lays its subtree out as
    // before, only moved: its children are moved, not laid out (a resize re-wrapping ten
    // thousand chips moves them). Layouts place in their bounds' coordinates, so this is what
    // placing again would do.
    if Node.movesUnchangedSubtrees, let placed = placedProposal, placed == proposal, frame.size == self.frame.size {
      let dx = frame.origin.x - self.frame.origin.x
      let dy = frame.origin.y - self.frame.origin.y
      if dx != 0 || dy != 0 { move(dx: dx, dy: dy) }
      return
    }
    saveFrame()
    relaidInGeneration = Node.generation
    self.frame = frame
    placedProposal = proposal
    extentIsCurrent = false
    placeChildren(in: frame, proposal: proposal)
  }

  /// Moves the node and its subtree (see `place`), with the drawn extents worked out for it
  /// (Culling.swift); returns whether some extent below must be worked out again, because a
  /// scroll view placed its content afresh.
  @discardableResult
  func move(dx: CGFloat, dy: CGFloat) -> Bool {
    saveFrame()
    frame.origin.x += dx
    frame.origin.y += dy
    var stale = false
    for child in allChildren where child.move(dx: dx, dy: dy) { stale = true }
    if stale {
      // Laid out afresh below: the subtree no longer moved as one.
      relaidInGeneration = Node.generation
      extentIsCurrent = false
    } else if extentIsCurrent {
      drawnExtent = drawnExtent.offsetBy(dx: dx, dy: dy)
    }
    return stale
  }

  /// Whether `drawnExtent` holds for the node's current frames (Culling.swift).
  var extentIsCurrent = false

  // MARK: What the animation compares (TreeDiff.swift)

  /// Counts state changes the animation compares layouts across (`AnimationState`): nodes
  /// made since the last one began are new; older ones were brought back by a reused body.
  nonisolated(unsafe) static var generation: Int32 = 0
  /// The generation the node was made in.
  let madeInGeneration = Node.generation
  /// The frame the node had when the current generation began, once layout changed it
  /// (`savedInGeneration`); before that, `frame` still is that frame.
  private var savedFrame = CGRect.zero
  private var savedInGeneration: Int32 = -1
  /// Set when the node was laid out afresh in the current generation (not only moved with its
  /// subtree): its descendants may then have moved each their own way.
  var relaidInGeneration: Int32 = -1
  /// Set when the comparison found the node (or a node at its identity) in both trees.
  var seenInGeneration: Int32 = -1
  /// Set once an animator runs for the node's identity while the node is drawn: only such nodes
  /// are looked up among the animators (AnimationState.swift).
  var mayAnimate = false
  /// Whether a descendant ever had an animator: a subtree without one that only moved need
  /// not be compared node by node. Every child counts, drawn or not (a `ViewThatFits`
  /// candidate may be drawn later). Kept on the node itself so that asking does not touch the
  /// children (ten thousand chips' children are that many cache misses), and worked out as
  /// the node is made (`ResolveContext`), while its children are fresh in memory: the first
  /// click among ten thousand chips otherwise worked it out for sixty thousand nodes at once.
  lazy var descendantsMayAnimate: Bool = allChildren.contains { $0.subtreeMayAnimate }
  /// Whether the node or a descendant ever had an animator.
  var subtreeMayAnimate: Bool { mayAnimate || descendantsMayAnimate }

  /// Whether a node below has lifecycle actions (`onAppear`, `task`, …), so looking for them
  /// can pass over the rest. Worked out once: the nodes below never change, and their own
  /// annotations only change on nodes made again. Every child counts, drawn or not (which
  /// `ViewThatFits` candidate is drawn changes with the size).
  lazy var descendantsHaveLifecycle: Bool = allChildren.contains {
    $0.lifecycle != nil || $0.descendantsHaveLifecycle
  }

  /// Whether a node below has geometry or preference work for the walk after layout
  /// (ViewGraph+Geometry.swift); worked out once, as `descendantsHaveLifecycle` is.
  lazy var descendantsHaveGeometryWork: Bool = allChildren.contains {
    $0.hasGeometryWork || $0 is GeometryReaderNode || $0.descendantsHaveGeometryWork
  }

  /// The frame the node had when the current generation began.
  final var frameBeforeGeneration: CGRect {
    savedInGeneration == Node.generation ? savedFrame : frame
  }

  /// Keeps the frame the generation began with before layout changes it.
  @inline(__always) final func saveFrame() {
    guard savedInGeneration != Node.generation else { return }
    savedFrame = frame
    savedInGeneration = Node.generation
  }

  /// Whether `place` may move an unchanged subtree instead of laying it out: set by the graph
  /// before each pass (on the main actor); off while the inspector lists every placement and
  /// when right-to-left mirroring rewrites frames after placement.
  nonisolated(unsafe) static var movesUnchangedSubtrees = false

  /// Places children inside the node's frame (containers override).
  func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {}

  /// The colour this node paints with, if it paints one (animated with the frame).
  var paintColor: RGBAColor? { nil }

  /// The numbers of what the node draws that animate besides its frame and colour: a shape's
  /// `animatableData` (a trimmed ring's fractions, a custom shape's values).
  var animatableNumbers: [Double] { [] }

  /// Emits the node's own drawing (not its children's) for a presented appearance.
  func draw(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {}

  /// Emits what follows the node's children (a scroll view ends its clip here).
  func drawAfterChildren(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {}

  /// Forgets the last pass's measurements, down the tree.
  func resetMeasurements() {
    measurements.removeAll(keepingCapacity: true)
    for child in allChildren { child.resetMeasurements() }
  }

  /// Forgets memoised container sizes, down the tree, so the next pass asks every view again.
  func forgetMemoisedSizes() {
    for child in allChildren { child.forgetMemoisedSizes() }
  }

  /// Holds everything the subtree may draw this frame, before the node's own offset; infinite
  /// when that cannot be bounded (Culling.swift).
  var drawnExtent: CGRect = .infinite
}
