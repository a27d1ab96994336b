import Foundation

/// What modifiers that add no node record on the nodes they wrap: opacity, priority, actions,
/// guides, effects.
///
/// Most nodes carry none of these (a tag's text, its capsule, its padding), so the values live
/// in a shared box, copied on a node's first write: an unannotated node holds one reference
/// instead of some two hundred bytes of defaults, and keeping a reused body's annotations
/// (below) copies no values.
///
/// Outer modifiers annotate the top nodes a custom view's body returned. When that body is
/// reused instead of evaluated again (BodyReuse.swift), its top nodes are reset to these values as
/// the body left them, so outer annotations are applied afresh rather than twice (`opacity`
/// multiplies, `alignmentGuide` appends).
struct NodeAnnotations {
  struct Values {
    var opacity: Double = 1
    /// Set by `layoutPriority(_:)`; nil when the view keeps its own (0, or a spacer's lowest).
    var priority: Double?
    var layoutValues: [ObjectIdentifier: Any] = [:]
    var transition: AnyTransition?
    /// The matched-geometry group the view belongs to (`matchedGeometryEffect`).
    var matchedGeometry: MatchedGeometryMark?
    /// How a change of the text's string animates (`contentTransition`); nil for at once.
    var contentTransition: ContentTransition?
    /// False for a view drawn above others that lets clicks through (`allowsHitTesting(false)`).
    var allowsHitTesting = true
    var tapAction: (@MainActor () -> Void)?
    /// Gestures attached with `gesture`, `highPriorityGesture` and `simultaneousGesture`,
    /// innermost first.
    var gestures: [AttachedGesture] = []
    /// Called with the pointer location and the node's frame on press and on drag (sliders).
    var pointerAction: (@MainActor (CGPoint, CGRect) -> Void)?
    /// The identity of the button this node draws, if any: a press highlights that button and a
    /// release inside fires `tapAction`.
    var buttonID: ViewIdentity?
    /// Set on a focusable control's node: what the keyboard does with it when focused.
    var focusTarget: FocusTarget?
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
    /// What `accessibilityLabel` and its kin said of the view (the inspector lists it).
    var accessibility: AccessibilityDescription?
    /// Coordinate spaces, preferences and geometry observers (Geometry/GeometryStep.swift).
    var geometrySteps: [GeometryStep] = []
  }

  /// Read in place (the accessors below); written through `update`, which copies a shared box
  /// first.
  fileprivate final class Box {
    var values: Values
    init(_ values: Values) { self.values = values }
  }

  /// The defaults every unannotated node shares (never written: it is never uniquely held).
  private nonisolated(unsafe) static let defaults = Box(Values())

  fileprivate private(set) var box = NodeAnnotations.defaults

  /// Whether both hold the very same values (one was copied from the other, unchanged since).
  func isIdentical(to other: NodeAnnotations) -> Bool { box === other.box }

  var opacity: Double { box.values.opacity }
  var hasGeometryEffects: Bool { !box.values.geometryEffects.isEmpty }
  var geometrySteps: [GeometryStep] { box.values.geometrySteps }

  mutating func update(_ change: (inout Values) -> Void) {
    if !isKnownUniquelyReferenced(&box) { box = Box(box.values) }
    change(&box.values)
  }
}

/// The annotations read and written by name, as modifiers and drawing do.
extension Node {
  final var opacity: Double {
    get { annotations.box.values.opacity }
    set { annotations.update { $0.opacity = newValue } }
  }
  /// The priority `layoutPriority(_:)` gave the view, if any.
  final var priority: Double? {
    get { annotations.box.values.priority }
    set { annotations.update { $0.priority = newValue } }
  }
  final var layoutValues: [ObjectIdentifier: Any] {
    get { annotations.box.values.layoutValues }
    set { annotations.update { $0.layoutValues = newValue } }
  }
  final var transition: AnyTransition? {
    get { annotations.box.values.transition }
    set { annotations.update { $0.transition = newValue } }
  }
  final var matchedGeometry: MatchedGeometryMark? {
    get { annotations.box.values.matchedGeometry }
    set { annotations.update { $0.matchedGeometry = newValue } }
  }
  final var contentTransition: ContentTransition? {
    get { annotations.box.values.contentTransition }
    set { annotations.update { $0.contentTransition = newValue } }
  }
  final var allowsHitTesting: Bool {
    get { annotations.box.values.allowsHitTesting }
    set { annotations.update { $0.allowsHitTesting = newValue } }
  }
  final var tapAction: (@MainActor () -> Void)? {
    get { annotations.box.values.tapAction }
    set { annotations.update { $0.tapAction = newValue } }
  }
  final var pointerAction: (@MainActor (CGPoint, CGRect) -> Void)? {
    get { annotations.box.values.pointerAction }
    set { annotations.update { $0.pointerAction = newValue } }
  }
  final var buttonID: ViewIdentity? {
    get { annotations.box.values.buttonID }
    set { annotations.update { $0.buttonID = newValue } }
  }
  final var focusTarget: FocusTarget? {
    get { annotations.box.values.focusTarget }
    set { annotations.update { $0.focusTarget = newValue } }
  }
  final var alignmentGuides: [(ViewDimensions) -> ViewDimensions] {
    get { annotations.box.values.alignmentGuides }
    set { annotations.update { $0.alignmentGuides = newValue } }
  }
  final var accessibility: AccessibilityDescription? {
    get { annotations.box.values.accessibility }
    set { annotations.update { $0.accessibility = newValue } }
  }
  final var zIndex: Double {
    get { annotations.box.values.zIndex }
    set { annotations.update { $0.zIndex = newValue } }
  }
  final var clipCornerRadius: CGFloat? {
    get { annotations.box.values.clipCornerRadius }
    set { annotations.update { $0.clipCornerRadius = newValue } }
  }
  final var lifecycle: NodeLifecycle? {
    get { annotations.box.values.lifecycle }
    set { annotations.update { $0.lifecycle = newValue } }
  }
  final var hoverAction: ((Bool) -> Void)? {
    get { annotations.box.values.hoverAction }
    set { annotations.update { $0.hoverAction = newValue } }
  }
  final var hitsWholeFrame: Bool {
    get { annotations.box.values.hitsWholeFrame }
    set { annotations.update { $0.hitsWholeFrame = newValue } }
  }
  final var contentShape: ((CGRect, DisplayListBuilder) -> ClipPath)? {
    get { annotations.box.values.contentShape }
    set { annotations.update { $0.contentShape = newValue } }
  }
  final var geometryEffects: [GeometryEffect] {
    get { annotations.box.values.geometryEffects }
    set { annotations.update { $0.geometryEffects = newValue } }
  }
  final var pressAction: (@MainActor (Bool) -> Void)? {
    get { annotations.box.values.pressAction }
    set { annotations.update { $0.pressAction = newValue } }
  }
  final var gestures: [AttachedGesture] {
    get { annotations.box.values.gestures }
    set { annotations.update { $0.gestures = newValue } }
  }
}
