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

  // Annotations from modifiers that do not add a node.
  var opacity: Double = 1
  var priority: Double = 0
  var layoutValues: [ObjectIdentifier: Any] = [:]
  var transition: AnyTransition?
  /// False for a view drawn above others that lets clicks through (`allowsHitTesting(false)`).
  var allowsHitTesting = true
  var tapAction: (@MainActor () -> Void)?
  /// Called with the pointer location and the node's frame on press and on drag (sliders).
  var pointerAction: (@MainActor (CGPoint, CGRect) -> Void)?
  /// The identity of the button this node draws, if any: a press highlights that button and a
  /// release inside fires `tapAction`.
  var buttonID: ViewIdentity?
  /// Set on a focusable control's node: what the keyboard does with it when focused.
  var focusTarget: FocusTarget?
  /// The layout direction the node was resolved in (set once, by the innermost resolve that
  /// returned it); in right to left its children's positions are mirrored within it.
  var layoutDirection: LayoutDirection? {
    didSet { directionDidChange() }
  }

  /// Lets a container tell its layout (`LayoutSubviews.layoutDirection`).
  func directionDidChange() {}

  init(id: ViewIdentity) { self.id = id }

  /// A short description of what the node is, for dumps and the inspector.
  var kindName: String { "node" }
  /// Children in drawing order (background before content before overlay).
  var drawnChildren: [Node] { [] }
  /// Every child, drawn or not (ViewThatFits keeps unchosen candidates here).
  var allChildren: [Node] { drawnChildren }

  final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let size = measure(proposal)
    if measurements.count < 32, !measurements.contains(where: { $0.proposal == proposal && $0.size == size }) {
      measurements.append((proposal, size))
    }
    return size
  }

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

  /// Size and the guides the node sets itself; text overrides this to report its baselines,
  /// containers to report their layout's explicit guides.
  func ownDimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: sizeThatFits(proposal))
  }

  /// The node's own answer to a proposal (subclasses override).
  func measure(_ proposal: ProposedViewSize) -> CGSize { .zero }

  var layoutPriority: Double { priority }

  var spacing: ViewSpacing { ViewSpacing() }

  func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
    layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }

  func place(in frame: CGRect, proposal: ProposedViewSize) {
    self.frame = frame
    placedProposal = proposal
    placeChildren(in: frame, proposal: proposal)
  }

  /// Places children inside the node's frame (containers override).
  func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {}

  /// The colour this node paints with, if it paints one (animated with the frame).
  var paintColor: RGBAColor? { nil }

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

  // Annotations from the modifiers of Modifiers/ViewModifiers (added last, kept together).
  /// `alignmentGuide` overrides, innermost first.
  var alignmentGuides: [(ViewDimensions) -> ViewDimensions] = []
  /// Drawing and hit-testing order among siblings (`zIndex`): higher draws later, on top.
  var zIndex: Double = 0
  /// Clip drawing to the frame (`clipped`, `cornerRadius`), with that corner radius.
  var clipCornerRadius: CGFloat?
  /// Actions run once per appearance of the node's identity (`onAppear`, `onDisappear`, `task`).
  var lifecycle: NodeLifecycle?
  /// Called with true when the pointer enters the node's frame, false when it leaves.
  var hoverAction: ((Bool) -> Void)?
  /// Clicks anywhere in the frame reach the tappable view, not only its drawn parts.
  var hitsWholeFrame = false
  /// The hit-test shape (`contentShape`) for the frame, in window coordinates.
  var contentShape: ((CGRect, DisplayListBuilder) -> ClipPath)?
  /// Drawing-only `offset`, `scaleEffect` and `rotationEffect`s, innermost first: what is drawn
  /// and where clicks land change, layout does not.
  var geometryEffects: [GeometryEffect] = []
  /// Called with true when a press on the node begins and false when it ends (a slider's or
  /// stepper's `onEditingChanged`).
  var pressAction: (@MainActor (Bool) -> Void)?
  /// Holds everything the subtree may draw this frame, before the node's own offset; infinite
  /// when that cannot be bounded (Culling.swift).
  var drawnExtent: CGRect = .infinite
}
