import Foundation

/// What modifiers that add no node record on the nodes they wrap: opacity, priority, actions,
/// guides, effects.
///
/// Outer modifiers annotate the top nodes a custom view's body returned. When that body is
/// reused instead of evaluated again (BodyReuse.swift), its top nodes are reset to these values as
/// the body left them, so outer annotations are applied afresh rather than twice (`opacity`
/// multiplies, `alignmentGuide` appends).
struct NodeAnnotations {
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
  var layoutDirection: LayoutDirection?
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
}

/// The annotations read and written by name, as modifiers and drawing do.
extension Node {
  final var opacity: Double {
    get { annotations.opacity }
    set { annotations.opacity = newValue }
  }
  final var priority: Double {
    get { annotations.priority }
    set { annotations.priority = newValue }
  }
  final var layoutValues: [ObjectIdentifier: Any] {
    get { annotations.layoutValues }
    set { annotations.layoutValues = newValue }
  }
  final var transition: AnyTransition? {
    get { annotations.transition }
    set { annotations.transition = newValue }
  }
  final var allowsHitTesting: Bool {
    get { annotations.allowsHitTesting }
    set { annotations.allowsHitTesting = newValue }
  }
  final var tapAction: (@MainActor () -> Void)? {
    get { annotations.tapAction }
    set { annotations.tapAction = newValue }
  }
  final var pointerAction: (@MainActor (CGPoint, CGRect) -> Void)? {
    get { annotations.pointerAction }
    set { annotations.pointerAction = newValue }
  }
  final var buttonID: ViewIdentity? {
    get { annotations.buttonID }
    set { annotations.buttonID = newValue }
  }
  final var focusTarget: FocusTarget? {
    get { annotations.focusTarget }
    set { annotations.focusTarget = newValue }
  }
  final var layoutDirection: LayoutDirection? {
    get { annotations.layoutDirection }
    set { annotations.layoutDirection = newValue }
  }
  final var alignmentGuides: [(ViewDimensions) -> ViewDimensions] {
    get { annotations.alignmentGuides }
    set { annotations.alignmentGuides = newValue }
  }
  final var zIndex: Double {
    get { annotations.zIndex }
    set { annotations.zIndex = newValue }
  }
  final var clipCornerRadius: CGFloat? {
    get { annotations.clipCornerRadius }
    set { annotations.clipCornerRadius = newValue }
  }
  final var lifecycle: NodeLifecycle? {
    get { annotations.lifecycle }
    set { annotations.lifecycle = newValue }
  }
  final var hoverAction: ((Bool) -> Void)? {
    get { annotations.hoverAction }
    set { annotations.hoverAction = newValue }
  }
  final var hitsWholeFrame: Bool {
    get { annotations.hitsWholeFrame }
    set { annotations.hitsWholeFrame = newValue }
  }
  final var contentShape: ((CGRect, DisplayListBuilder) -> ClipPath)? {
    get { annotations.contentShape }
    set { annotations.contentShape = newValue }
  }
  final var geometryEffects: [GeometryEffect] {
    get { annotations.geometryEffects }
    set { annotations.geometryEffects = newValue }
  }
  final var pressAction: (@MainActor (Bool) -> Void)? {
    get { annotations.pressAction }
    set { annotations.pressAction = newValue }
  }
}
