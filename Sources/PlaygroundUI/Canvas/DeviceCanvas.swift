/// The screen content is shown on: with a device, a screen of the device's size whose content
/// is proposed the safe region and placed in it (as an iOS window places a root view), with the
/// bars' areas drawn lightly so the insets show; without one, the whole area, no insets. Either
/// way the content resolves in the canvas's colour scheme (or the one a view below asked for
/// with `preferredColorScheme`), on the scheme's system background.
package struct DeviceCanvas<Content: View>: View, PrimitiveView {
  let settings: CanvasSettings
  /// Without a device: the size the content is laid out at, scaled down to fit as a device's
  /// screen is (a variants grid's cell shows the window that way). nil: the proposal.
  let plainScreen: CGSize?
  let content: Content

  package init(_ settings: CanvasSettings, plainScreen: CGSize? = nil, @ViewBuilder content: () -> Content) {
    self.settings = settings
    self.plainScreen = plainScreen
    self.content = content()
  }

  package var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let graph = context.graph(volatile: false)
    let scheme = graph.preferredColorScheme.current ?? settings.colorScheme
    if settings.device != nil { graph.noteSafeAreaNode() }
    let classes = settings.device?.sizeClasses ?? (.regular, .regular)
    // `UIScreen.main` in the content answers the device's screen (the window without one).
    PlatformScreen.current.device = settings.device.map { ($0.size, Double($0.displayScale)) }
    let children = context.withEnvironment({
      $0.colorScheme = scheme
      $0.horizontalSizeClass = classes.horizontal
      $0.verticalSizeClass = classes.vertical
      if let device = settings.device { $0.displayScale = device.displayScale }
      $0.screenDevice = settings.device
      if let size = settings.dynamicTypeSize { $0.dynamicTypeSize = size }
      if let direction = settings.layoutDirection { $0.layoutDirection = direction }
      if let locale = settings.locale { $0.locale = locale }
    }) { context.resolve(content, role: .content) }
    return [
      DeviceCanvasNode(
        id: context.identity, device: settings.device, plainScreen: plainScreen, scheme: scheme, children: children)
    ]
  }
}

/// A device's screen, or the whole proposal without one. A screen larger than the room
/// offered is drawn scaled down to fit, about its centre, as Xcode's canvas zooms a device out:
/// the node takes the scaled size, while its content is laid out in the device's own points.
final class DeviceCanvasNode: Node {
  let device: Device?
  /// The size of the screen drawn: the device's, or the plain canvas's fixed size, if any.
  let screenSize: CGSize?
  let scheme: ColorScheme
  let children: [Node]

  init(id: ViewIdentity, device: Device?, plainScreen: CGSize? = nil, scheme: ColorScheme, children: [Node]) {
    self.device = device
    screenSize = device?.size ?? plainScreen
    self.scheme = scheme
    self.children = children
    super.init(id: id)
  }

  override var kindName: String { device.map { "DeviceCanvas(\($0.name))" } ?? "DeviceCanvas" }
  override var drawnChildren: [Node] { children }

  /// How much the screen is scaled down to fit `proposal` (1 when it fits).
  private func scale(for proposal: ProposedViewSize) -> CGFloat {
    guard let screenSize else { return 1 }
    let room = proposal.replacingUnspecifiedDimensions(by: screenSize)
    let scale = min(1, room.width / screenSize.width, room.height / screenSize.height)
    return scale.isFinite && scale > 0 ? scale : 1
  }

  /// A screen's scaled size; a plain canvas takes the room offered, and where a dimension is
  /// left open (a variants grid's `width` cell, proposed a width alone) its content's size.
  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    guard let screenSize else {
      if proposal.width != nil && proposal.height != nil { return proposal.replacingUnspecifiedDimensions() }
      let fitted = children.map { $0.sizeThatFits(proposal) }
      return CGSize(
        width: proposal.width ?? fitted.map(\.width).filter(\.isFinite).max() ?? 0,
        height: proposal.height ?? fitted.map(\.height).filter(\.isFinite).max() ?? 0)
    }
    let scale = scale(for: proposal)
    return CGSize(width: screenSize.width * scale, height: screenSize.height * scale)
  }

  /// The screen at full size, centred on the node's (scaled) frame.
  func screen(in frame: CGRect) -> CGRect {
    guard let screenSize else { return frame }
    return CGRect(
      x: frame.midX - screenSize.width / 2, y: frame.midY - screenSize.height / 2, width: screenSize.width,
      height: screenSize.height)
  }

  override func placeChildren(in placed: CGRect, proposal: ProposedViewSize) {
    let scale = scale(for: proposal)
    let effects: [GeometryEffect] = scale < 1 ? [.scale(CGSize(width: scale, height: scale), anchor: .center)] : []
    // Written only when it changes: a write copies the node's shared annotations.
    if effects != geometryEffects { geometryEffects = effects }
    let frame = screen(in: placed)
    let safe = device?.safeRect(in: frame) ?? frame
    // The screen minus its safe-area insets is the container of `containerRelativeFrame`.
    Node.withContainer(safe.size, previous: &containerSize, subtree: self) {
      Node.withSafeArea(SafeAreaRegion(safe: safe, bounds: frame)) { placeChildren(in: safe) }
    }
  }

  /// The container size of the last placement.
  private var containerSize = CGSize.zero

  private func placeChildren(in safe: CGRect) {
    let inner = ProposedViewSize(safe.size)
    for child in children {
      // Centred in the safe region, as a window centres its root view.
      let fitted = child.sizeThatFits(inner)
      let width = fitted.width.isFinite ? fitted.width : safe.width
      let height = fitted.height.isFinite ? fitted.height : safe.height
      child.place(
        in: CGRect(x: safe.midX - width / 2, y: safe.midY - height / 2, width: width, height: height),
        proposal: inner)
    }
  }

  /// The screen's background: the system background on a device; in a plain window, the
  /// window's own background in light (nothing is drawn, as before devices existed) and the
  /// dark window background in dark.
  override func draw(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {
    let background: RGBAColor
    if device != nil {
      background = SystemPalette.systemBackground.resolved(in: scheme)
    } else if scheme == .dark {
      background = SystemPalette.secondarySystemBackground.resolved(in: .dark)
    } else {
      return
    }
    list.shape(
      ShapeDrawing(
        id: id, kind: .rectangle, rect: screen(in: appearance.frame), paint: .fill,
        color: background.multipliedAlpha(by: opacity)),
      opacity: opacity)
  }

  /// Over the content, as on the device: the bars' areas faintly tinted, the Dynamic Island and
  /// the home indicator.
  override func drawAfterChildren(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {
    guard let device else { return }
    let frame = screen(in: appearance.frame)
    let safe = device.safeRect(in: frame)
    let ink = SystemPalette.label.resolved(in: scheme)
    let tint = ink.multipliedAlpha(by: 0.04 * opacity)
    let bands = [
      CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: safe.minY - frame.minY),
      CGRect(x: frame.minX, y: safe.maxY, width: frame.width, height: frame.maxY - safe.maxY),
      CGRect(x: frame.minX, y: safe.minY, width: safe.minX - frame.minX, height: safe.height),
      CGRect(x: safe.maxX, y: safe.minY, width: frame.maxX - safe.maxX, height: safe.height),
    ]
    for (index, band) in bands.enumerated() where band.width > 0 && band.height > 0 {
      list.shape(
        ShapeDrawing(id: part(index), kind: .rectangle, rect: band, paint: .fill, color: tint), opacity: opacity)
    }
    if device.hasDynamicIsland {
      // 126 × 37 pt, 11 pt below the top edge: the island of an iPhone 15.
      let island = CGRect(x: frame.midX - 63, y: frame.minY + 11, width: 126, height: 37)
      list.shape(
        ShapeDrawing(
          id: part(10), kind: .capsule, rect: island, paint: .fill, color: RGBAColor.black.multipliedAlpha(by: opacity)),
        opacity: opacity)
    }
    if device.safeAreaInsets.bottom > 0 {
      // The home indicator: 134 × 5 pt, 8 pt above the bottom edge, in the label colour.
      let bar = CGRect(x: frame.midX - 67, y: frame.maxY - 13, width: 134, height: 5)
      list.shape(
        ShapeDrawing(
          id: part(11), kind: .capsule, rect: bar, paint: .fill, color: ink.multipliedAlpha(by: 0.9 * opacity)),
        opacity: opacity)
    }
  }

  private func part(_ index: Int) -> ViewIdentity { id.appending(.explicit(ExplicitID(index))) }
}
