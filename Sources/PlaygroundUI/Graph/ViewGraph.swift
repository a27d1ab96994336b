/// Runs a view tree: resolves it into nodes, lays it out for a window size, animates changes
/// per identity, and produces display lists and hit-test answers for a host.
///
/// Time is injected: every entry point takes the time in seconds on the host's clock, so tests
/// step time instead of sleeping.
@MainActor
package final class ViewGraph {
  package let measurer: any TextMeasuring
  /// Contract violations noticed by every layout in the tree.
  package let contractLog = ContractLog()
  let stateStore = StateStore()
  /// Kept bodies, reused while nothing they depend on changed (BodyReuse.swift).
  let bodies = BodyReuse()
  private var makeRoot: @MainActor () -> AnyView

  private(set) var root: Node?
  /// Whether frames skip what lies wholly outside the window (Culling.swift). Only tests that
  /// check where every view was placed, visible or not, turn it off.
  package var cullsOutsideWindow = true
  /// How many drawn extents the last culling frame worked out (tests count them: a frame
  /// keeps the extents of what did not change).
  var extentsWorkedOut = 0
  /// Set while resolving when some view is laid out right to left (then placement mirrors).
  var containsRightToLeft = false
  /// Set once a view placed by the safe area has been resolved (it stays set: whether such a
  /// view grows depends on where it is, so subtrees are placed, never only moved).
  private(set) var containsSafeAreaNodes = false

  func noteSafeAreaNode() { containsSafeAreaNodes = true }

  /// What `preferredColorScheme` asked for (the canvas shows it).
  let preferredColorScheme = PreferredColorScheme()
  /// What `snapshotThreshold` asked for (a `qa` run reads it).
  let snapshotThresholdRequest = SnapshotThresholdRequest()
  private var windowSize: CGSize?
  /// A scroll offset changed since the last layout pass.
  private var scrollMoved = false
  /// Whether the last layout pass recorded measurements (which the next one clears).
  private var recordedMeasurements = false
  /// A resolve is due (a state write, a press, a new root); input handling sets it too.
  var needsResolve = true
  var needsLayout = true
  /// The button under a held-down pointer.
  var pressedButton: ViewIdentity?
  var pressedNodeID: ViewIdentity?

  let animations = AnimationState()
  /// Whether views share geometry through `matchedGeometryEffect` (MatchedGeometry.swift).
  let matchedGeometry = MatchedGeometryGroups()
  /// The time of the frame being made (what timeline views show).
  private(set) var frameTime = 0.0
  /// Asks for a resolve when a timeline view's next entry is due.
  private(set) lazy var timelineWakeup = TimelineWakeup { [unowned self] in self.needsResolve = true }
  /// `withAnimation` completions waiting for their animation to end.
  let animationCompletions = AnimationCompletions()
  /// ×10 slower animations, like the iOS Simulator's "slow animations".
  package var slowAnimations = false
  private var choiceObservers: [(node: ViewThatFitsNode, action: @MainActor (ViewThatFitsRule.Decision) -> Void)] = []
  private var lastChoices: [ViewIdentity: ViewThatFitsRule.Decision] = [:]
  var hitRegions: [HitRegion] = []
  /// Geometry readers, coordinate spaces and preferences after the last layout
  /// (ViewGraph+Geometry.swift).
  let geometry = GeometryState()
  /// How many layout passes have run (tests count them: geometry and preferences must not lay
  /// out again more than SwiftUI does).
  package private(set) var layoutPasses = 0
  /// The window size the root was last laid out in, as a container (Node+Container.swift).
  private var windowContainer = CGSize.zero
  /// Containers with removed children fading out, and those drawn so far this frame.
  private(set) var ghostParents: Set<ViewIdentity> = []
  var drawnGhostParents: Set<ViewIdentity> = []
  /// Outlines and details of views, toggled by the host (key I).
  package let inspector = Inspector()
  /// The leaves drawn in the last frame, in drawing order.
  package private(set) var tracedViews: [TracedView] = []
  /// Scroll offsets by identity and the scroll views of the last frame.
  let scrolling = ScrollState()
  /// Which rows lazy stacks build, and the row each showed first (Lazy/).
  let lazyStacks = LazyStackStates()
  /// What each navigation stack has pushed.
  let navigation = NavigationState()
  /// Lifecycle actions, values `onChange` saw, scoped animations and hover tracking.
  let modifierState = ModifierState()
  /// Focus, open menus, text-field carets and the clipboard (ViewGraph+Controls.swift).
  let controls = ControlsState()
  /// Sheets, covers, alerts and dialogs shown over the window (Presentation/).
  let presentations = PresentationState()
  /// The pressed control's `onEditingChanged`, told `false` when the press ends wherever it ends.
  var pressEndAction: (@MainActor (Bool) -> Void)?
  /// The gestures deciding over the current press (ViewGraph+Gestures.swift), and over the
  /// current run of Control + wheel steps.
  var gestureSession: GestureArbiter?
  var wheelSession: GestureArbiter?

  package init<Root: View>(measurer: any TextMeasuring, root: @escaping @MainActor () -> Root) {
    self.measurer = measurer
    self.makeRoot = { AnyView(root()) }
    stateStore.onChange = { [unowned self] scope in
      if let scope { self.bodies.markDirty(scope) } else { self.bodies.invalidateAll() }
      self.needsResolve = true
    }
    scrolling.onChange = { [unowned self] in
      MainActor.assumeIsolated {
        self.needsLayout = true
        self.scrollMoved = true
      }
    }
  }

  package convenience init<Root: View>(measurer: any TextMeasuring, root: Root) {
    self.init(measurer: measurer) { root }
  }

  /// Replaces the root view; state of identities that remain is kept.
  package func setRoot<Root: View>(_ root: @escaping @MainActor () -> Root) {
    makeRoot = { AnyView(root()) }
    stateStore.noteChangeOutsideState()
    bodies.invalidateAll()
    needsResolve = true
  }

  /// Whether the host should present another frame: something changed or still moves.
  package var needsFrame: Bool {
    needsResolve || needsLayout || animations.isAnimating || controls.drawsContinuously || controls.needsDisplay
      || animationCompletions.isPending || gesturesNeedTicks
  }

  /// Turns the inspector on or off.
  package func toggleInspector() {
    inspector.isEnabled.toggle()
    needsLayout = true
  }

  /// Asks for a re-render without a state change (after an environment-like setting changed):
  /// every body evaluates again.
  package func setNeedsUpdate() {
    bodies.invalidateAll()
    needsResolve = true
  }

  /// How many custom views' bodies the last resolve evaluated (ran `body`), resolved again
  /// from the value their body returned before (a view below them changed), and reused whole.
  package var lastResolveCounts: (evaluated: Int, reresolved: Int, reused: Int) {
    (bodies.evaluatedCount, bodies.reresolvedCount, bodies.reusedCount)
  }

  /// How the last resolve found kept bodies: as the next one expected below their parent, or
  /// by identity among all (tests count them).
  package var lastKeptBodyLookups: (inOrder: Int, byIdentity: Int) {
    (bodies.foundInOrderCount, bodies.foundByIdentityCount)
  }

  // MARK: - Frames

  /// Lays out for `size` (points) at `time` and returns what to draw.
  package func render(size: CGSize, time: Double) -> DisplayList {
    // Timers due by this frame fire first, so what they change shows in it.
    PlaygroundTimers.shared.advance(to: time)
    frameTime = time
    timelineWakeup.check(at: time)
    // So do long presses and taps whose time is up.
    tickGestures(at: time)
    PlatformScreen.current.windowDidRender(size: size)
    beginControlsFrame(time: time)
    update(size: size, time: time)
    // Views moving between matched geometries are laid out at this frame's size first.
    animations.placeMatchedViews(at: time)
    // Drop what has come to rest before drawing, so the last frame presents the exact target
    // (not a value within the settling threshold of it) and nothing is left slightly off.
    animations.dropSettled(at: time)
    // A completion may change state: that shows in the next frame, as on iOS.
    animationCompletions.fire(by: time)
    scrolling.beginFrame()
    var builder = drawFrame(time: time)
    finishControlsFrame(into: &builder, window: size, time: time)
    inspector.decorate(&builder, root: root, window: size, log: contractLog, measurer: measurer)
    hitRegions = builder.hitRegions
    tracedViews = builder.traced
    modifierState.hoverRegions = builder.hoverRegions
    notifyChoiceObservers()
    return DisplayList(items: builder.items)
  }

  /// Re-resolves after state changes and lays out after those or a resize, then lets the
  /// animations compare the new layout with the old one.
  private func update(size: CGSize, time: Double) {
    let animation = stateStore.takePendingAnimation()
    let details = stateStore.takePendingTransactionDetails()
    animationCompletions.schedule(details.completions, at: time, timeScale: slowAnimations ? 0.1 : 1)
    let resolved = needsResolve
    var presentationChanged = false
    if needsResolve {
      animations.captureBeforeChange()
      presentationChanged = resolveTree()
      // A view asked for another colour scheme: everything below the canvas resolves in it.
      if preferredColorScheme.takeChange() {
        bodies.invalidateAll()
        presentationChanged = resolveTree() || presentationChanged
      }
    }
    guard resolved || needsLayout || size != windowSize else { return }
    layOut(size)
    var resolvedAgain = settleGeometry(size)
    // `onPreferenceChange` / `onGeometryChange` actions run once layout settled; state they
    // write is laid out in this frame, once (a further change waits for the next frame, so
    // an action that always changes its state cannot loop).
    let resolveWasDue = needsResolve
    deliverGeometryChanges()
    if needsResolve && !resolveWasDue {
      resolveTree()
      layOut(size)
      _ = settleGeometry(size)
      deliverGeometryChanges()
      resolvedAgain = true
    }
    // A presentation coming or going animates, as on iOS, even when its binding was set
    // without an animation.
    let presenting = presentationChanged && animation == nil ? Animation.presentation : animation
    animations.update(
      root: root, time: time, animation: resolved ? presenting : nil, slow: slowAnimations,
      scoped: modifierState.takeScopedAnimations(disablingImplicit: details.disablesAnimations))
    if resolved || resolvedAgain { modifierState.didResolve(root: root) }
  }

  /// Views built from a stale geometry or preference value (GeometryReader content,
  /// `overlayPreferenceValue`): built again and laid out again, at most three times; true when
  /// it resolved.
  private func settleGeometry(_ size: CGSize) -> Bool {
    var resolved = false
    for _ in 0..<3 {
      // Lazy stacks whose built rows do not cover what shows are built again too.
      let geometryMoved = geometryChanged()
      let rowsWanted = lazyStacksWantOtherRows()
      guard geometryMoved || rowsWanted else { break }
      resolveTree()
      layOut(size)
      resolved = true
    }
    // Still unsettled: the next frame goes on.
    if !lazyStacks.bodiesToRebuild.isEmpty { needsResolve = true }
    return resolved
  }

  /// Marks dirty the bodies that made lazy stacks wanting other rows; true when there were any.
  private func lazyStacksWantOtherRows() -> Bool {
    let bodiesToRebuild = lazyStacks.takeBodiesToRebuild()
    for body in bodiesToRebuild { bodies.markDirty(body) }
    return !bodiesToRebuild.isEmpty
  }

  /// Draws the tree at its presented appearance, removed views fading out among it.
  private func drawFrame(time: Double) -> DisplayListBuilder {
    var builder = DisplayListBuilder()
    ghostParents = animations.ghostParents
    drawnGhostParents.removeAll(keepingCapacity: true)
    if let root, let windowSize, cullsOutsideWindow {
      if animations.needsFreshExtents {
        animations.needsFreshExtents = false
        forgetDrawnExtents(root)
      }
      if !animations.nodesToRecull.isEmpty {
        for node in animations.nodesToRecull { node.extentIsCurrent = false }
        animations.nodesToRecull = []
      }
      if animations.animatorsSettled {
        animations.animatorsSettled = false
        forgetDrawnExtents(root, onlyWhereAnimated: true)
      }
      extentsWorkedOut = 0
      updateDrawnExtents(root, ghostParents: ghostParents)
      builder.visible = CGRect(origin: .zero, size: windowSize)
    } else if !animations.nodesToRecull.isEmpty {
      // Not culling: the paths are not kept (they hold old trees), and should culling come
      // back on, every extent is worked out again.
      animations.nodesToRecull = []
      animations.needsFreshExtents = true
    }
    if let root { draw(root, inheritedOpacity: 1, time: time, into: &builder) }
    // Ghosts whose container is gone too fade out on top, wherever they are (their extents are
    // from a layout they are no longer part of).
    builder.visible = .infinite
    builder.recordsHits = false
    for parent in ghostParents.subtracting(drawnGhostParents) {
      animations.drawGhosts(of: parent, time: time, into: &builder) { node, opacity, builder in
        self.draw(node, inheritedOpacity: opacity, time: time, into: &builder)
      }
    }
    builder.recordsHits = true
    return builder
  }

  /// Resolves the tree; true when a presentation came or went.
  @discardableResult
  private func resolveTree() -> Bool {
    needsResolve = false
    modifierState.beginResolvePass()
    presentations.beginPass()
    preferredColorScheme.beginPass()
    snapshotThresholdRequest.beginPass()
    stateStore.beginPass()
    bodies.beginPass()
    let outerKeys = stateStore.beginCollectingKeys()
    stateStore.currentReader = .root
    choiceObservers.removeAll()
    controls.popups.removeAll()
    containsRightToLeft = false
    controls.focusBindings.entries.removeAll()
    let context = ResolveContext(graph: self, identity: .root, environment: EnvironmentValues())
    let nodes = stateStore.trackingObservation { context.resolve(makeRoot(), component: .position(0)) }
    stateStore.currentReader = nil
    bodies.endPass(store: stateStore, rootKeys: stateStore.endCollectingKeys(restoring: outerKeys))
    snapshotThresholdRequest.endPass()
    root =
      nodes.count == 1
      ? nodes[0]
      : ContainerNode(id: .root, layout: ZStackLayout(), children: nodes, name: "root", log: contractLog)
    if let content = root {
      root = PresentationState.host([content], scope: presentations.root, id: .root, log: contractLog).first
    }
    needsLayout = true
    let (changed, dismissed) = presentations.endPass()
    for onDismiss in dismissed { onDismiss() }
    return changed
  }

  /// Sizes the root for the window and centres it, as a SwiftUI window does.
  private func layOut(_ size: CGSize) {
    needsLayout = false
    windowSize = size
    guard let root else { return }
    layoutPasses += 1
    Node.recordsMeasurements = inspector.isEnabled
    // A scroll moves content inside views whose size did not change: everything is placed.
    Node.movesUnchangedSubtrees =
      !inspector.isEnabled && !containsRightToLeft && !scrollMoved && !containsSafeAreaNodes
    scrollMoved = false
    if inspector.isEnabled || recordedMeasurements { root.resetMeasurements() }
    recordedMeasurements = inspector.isEnabled
    // A container whose size is memoised from an earlier pass answers without asking its
    // children, so what they were proposed would go unrecorded this pass: while the inspector
    // lists proposals, every pass measures from scratch.
    if inspector.isEnabled { root.forgetMemoisedSizes() }
    let proposal = ProposedViewSize(size)
    // The window is the outermost container of `containerRelativeFrame` (a device canvas and
    // scroll views set their own below).
    Node.withContainer(size, previous: &windowContainer, subtree: root) {
      let fitted = root.sizeThatFits(proposal)
      let width = fitted.width.isFinite ? fitted.width : size.width
      let height = fitted.height.isFinite ? fitted.height : size.height
      let frame = CGRect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
      root.place(in: frame, proposal: proposal)
    }
    if containsRightToLeft { RightToLeftMirroring.apply(to: root) }
    applyMatchedGeometry()
  }

  // MARK: - State

  /// Links the `@State` properties of a view value to their boxes for this identity.
  func linkState<V: View>(of view: V, at identity: ViewIdentity) {
    let type = ObjectIdentifier(V.self)
    guard !statelessViewTypes.contains(type) else { return }
    var linked = false
    for child in Mirror(reflecting: view).children {
      guard let property = child.value as? DynamicPropertyLinking else { continue }
      property.link(to: stateStore, key: StateKey(identity: identity, property: child.label ?? "?"))
      if property.keepsBodyVolatile { bodies.markVolatile() }
      linked = true
    }
    if !linked { statelessViewTypes.insert(type) }
  }

  /// View types found to have no `@State` (a type's stored properties never change), so their
  /// values need no reflection: `Mirror` was an eighth of a resolve.
  private var statelessViewTypes: Set<ObjectIdentifier> = []

  /// How many state values started fresh in the last resolve because their type changed.
  package var stateStartedFresh: Int { stateStore.startedFresh }

  /// How many `@State` boxes are alive.
  package var stateCount: Int { stateStore.count }

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
}
