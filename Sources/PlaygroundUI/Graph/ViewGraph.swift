/// Runs a view tree: resolves it into nodes, lays it out for a window size, animates changes
/// per identity, and produces display lists and hit-test answers for a host.
///
/// Time is injected: every entry point takes the time in seconds on the host's clock, so tests
/// step time instead of sleeping.
@MainActor
public final class ViewGraph {
  public let measurer: any TextMeasuring
  /// Contract violations noticed by every layout in the tree.
  public let contractLog = ContractLog()
  let stateStore = StateStore()
  private var makeRoot: @MainActor () -> AnyView

  private(set) var root: Node?
  private var windowSize: CGSize?
  private var needsResolve = true
  private var needsLayout = true
  /// The button under a held-down pointer.
  private(set) var pressedButton: String?
  private var pressedNodeID: String?

  let animations = AnimationState()
  /// ×10 slower animations, like the iOS Simulator's "slow animations".
  public var slowAnimations = false
  private var choiceObservers: [(node: ViewThatFitsNode, action: @MainActor (ViewThatFitsRule.Decision) -> Void)] = []
  private var lastChoices: [String: ViewThatFitsRule.Decision] = [:]
  private var hitRegions: [(frame: CGRect, node: Node)] = []
  /// Outlines and details of views, toggled by the host (key I).
  public let inspector = Inspector()
  /// The leaves drawn in the last frame, in drawing order.
  public private(set) var tracedViews: [TracedView] = []

  public init<Root: View>(measurer: any TextMeasuring, root: @escaping @MainActor () -> Root) {
    self.measurer = measurer
    self.makeRoot = { AnyView(root()) }
    stateStore.onChange = { [unowned self] in self.needsResolve = true }
  }

  public convenience init<Root: View>(measurer: any TextMeasuring, root: Root) {
    self.init(measurer: measurer) { root }
  }

  /// Replaces the root view; state of identities that remain is kept.
  public func setRoot<Root: View>(_ root: @escaping @MainActor () -> Root) {
    makeRoot = { AnyView(root()) }
    needsResolve = true
  }

  /// Whether the host should present another frame: something changed or still moves.
  public var needsFrame: Bool {
    needsResolve || needsLayout || animations.isAnimating
  }

  /// Turns the inspector on or off.
  public func toggleInspector() {
    inspector.isEnabled.toggle()
    needsLayout = true
  }

  /// Asks for a re-render without a state change (after an environment-like setting changed).
  public func setNeedsUpdate() { needsResolve = true }

  // MARK: - Frames

  /// Lays out for `size` (points) at `time` and returns what to draw.
  public func render(size: CGSize, time: Double) -> DisplayList {
    let animation = Transaction.pendingAnimation
    Transaction.pendingAnimation = nil
    let resolved = needsResolve
    if needsResolve { resolveTree() }
    if resolved || needsLayout || size != windowSize {
      layOut(size)
      animations.update(root: root, time: time, animation: resolved ? animation : nil, slow: slowAnimations)
    }
    // Drop what has come to rest before drawing, so the last frame presents the exact target
    // (not a value within the settling threshold of it) and nothing is left slightly off.
    animations.dropSettled(at: time)
    var builder = DisplayListBuilder()
    if let root { draw(root, inheritedOpacity: 1, time: time, into: &builder) }
    animations.drawGhosts(time: time, into: &builder) { node, opacity, builder in
      self.draw(node, inheritedOpacity: opacity, time: time, into: &builder)
    }
    inspector.decorate(&builder, root: root, window: size, log: contractLog, measurer: measurer)
    hitRegions = builder.hitRegions
    tracedViews = builder.traced
    notifyChoiceObservers()
    return DisplayList(items: builder.items)
  }

  private func resolveTree() {
    needsResolve = false
    stateStore.beginPass()
    choiceObservers.removeAll()
    let context = ResolveContext(graph: self, path: "root", environment: EnvironmentValues())
    let nodes = context.resolve(makeRoot(), component: "0")
    stateStore.endPass()
    root =
      nodes.count == 1
      ? nodes[0]
      : ContainerNode(id: "root", layout: ZStackLayout(), children: nodes, name: "root", log: contractLog)
    needsLayout = true
  }

  /// Sizes the root for the window and centres it, as a SwiftUI window does.
  private func layOut(_ size: CGSize) {
    needsLayout = false
    windowSize = size
    guard let root else { return }
    root.resetMeasurements()
    let proposal = ProposedViewSize(size)
    let fitted = root.sizeThatFits(proposal)
    let width = fitted.width.isFinite ? fitted.width : size.width
    let height = fitted.height.isFinite ? fitted.height : size.height
    let frame = CGRect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    root.place(in: frame, proposal: proposal)
  }

  private func draw(_ node: Node, inheritedOpacity: Double, time: Double, into builder: inout DisplayListBuilder) {
    let appearance = animations.presented(node, at: time)
    let opacity = inheritedOpacity * appearance.opacity
    guard opacity > 0.001 else { return }
    node.draw(into: &builder, appearance: appearance, opacity: opacity)
    if node.tapAction != nil || node.pointerAction != nil { builder.hitRegions.append((appearance.frame, node)) }
    for child in node.drawnChildren {
      draw(child, inheritedOpacity: opacity, time: time, into: &builder)
    }
  }

  // MARK: - State

  /// Links the `@State` properties of a view value to their boxes for this identity.
  func linkState<V: View>(of view: V, at path: String) {
    let type = ObjectIdentifier(V.self)
    guard !statelessViewTypes.contains(type) else { return }
    var linked = false
    for child in Mirror(reflecting: view).children {
      guard let property = child.value as? DynamicPropertyLinking else { continue }
      property.link(to: stateStore, key: path + "." + (child.label ?? "?"))
      linked = true
    }
    if !linked { statelessViewTypes.insert(type) }
  }

  /// View types found to have no `@State` (a type's stored properties never change), so their
  /// values need no reflection: `Mirror` was an eighth of a resolve.
  private var statelessViewTypes: Set<ObjectIdentifier> = []

  /// How many `@State` boxes are alive.
  public var stateCount: Int { stateStore.count }

  // MARK: - ViewThatFits observers

  func observe(_ node: ViewThatFitsNode, _ action: @escaping @MainActor (ViewThatFitsRule.Decision) -> Void) {
    choiceObservers.append((node, action))
  }

  private func notifyChoiceObservers() {
    for (node, action) in choiceObservers {
      guard let decision = node.decision, lastChoices[node.id] != decision else { continue }
      lastChoices[node.id] = decision
      action(decision)
    }
  }

  // MARK: - Input

  /// The topmost tappable node under `point` in the last frame.
  func hitTest(_ point: CGPoint) -> Node? {
    hitRegions.last { $0.frame.contains(point) }?.node
  }

  /// A press: a button under the pointer shows its pressed state.
  public func pointerDown(at point: CGPoint, time: Double) {
    if inspector.isEnabled {
      inspector.select(at: point, in: root)
      needsLayout = true
      return
    }
    guard let node = hitTest(point) else { return }
    pressedNodeID = node.id
    if let track = node.pointerAction, let region = hitRegions.last(where: { $0.node === node }) {
      track(point, region.frame)
    }
    if let button = node.buttonID {
      pressedButton = button
      needsResolve = true
    }
  }

  /// A release: fires the pressed view's action if the pointer is still over it.
  public func pointerUp(at point: CGPoint, time: Double) {
    defer {
      pressedNodeID = nil
      if pressedButton != nil {
        pressedButton = nil
        needsResolve = true
      }
    }
    guard let pressed = pressedNodeID,
      let region = hitRegions.last(where: { $0.node.id == pressed }), region.frame.contains(point)
    else { return }
    region.node.tapAction?()
  }

  /// A drag with the button held: sliders follow the pointer.
  public func pointerMoved(to point: CGPoint, time: Double) {
    guard let pressed = pressedNodeID,
      let region = hitRegions.last(where: { $0.node.id == pressed }), let track = region.node.pointerAction
    else { return }
    track(point, region.frame)
  }

  /// A click: press and release at one point.
  public func click(at point: CGPoint, time: Double) {
    pointerDown(at: point, time: time)
    pointerUp(at: point, time: time)
  }
}
