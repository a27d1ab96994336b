/// The graph's side of controls: keys reach the focused control before any shortcut, Tab and
/// Shift-Tab move focus in reading order, an open menu takes the keyboard and the next press,
/// and the focus ring and popups are drawn above the content.
extension ViewGraph {
  /// Where Ctrl-C and Ctrl-V go (the host's system clipboard, or one in the process).
  package var clipboard: any Clipboard {
    get { controls.clipboard }
    set { controls.clipboard = newValue }
  }

  /// Offers a key to the controls; true when one used it, so the caller must not treat it as a
  /// shortcut. An open menu takes every key (Escape closes it); a focused text field takes
  /// every key but Tab, Shift-Tab and Escape; Tab and Shift-Tab move focus; Space and Return
  /// activate the focused control.
  package func handleKey(_ key: Key) -> Bool {
    if controls.openMenuID != nil {
      if key == .escape || key == .tab || key == .shiftTab { closeMenu() }
      return true
    }
    let focused = controls.focused
    if let focused, let handle = focused.target.handleKey, handle(key) { return true }
    // Escape dismisses the topmost sheet, alert or dialog (a hardware keyboard's Escape does
    // on iPadOS).
    if key == .escape, let dismiss = presentations.topDismiss {
      dismiss()
      return true
    }
    switch key {
    case .tab, .shiftTab:
      guard controls.moveFocus(forward: key == .tab) else { return false }
      // A text field draws its caret only while focused.
      setNeedsUpdate()
      return true
    case .escape where focused?.target.takesText == true:
      // Escape leaves a text field (a second Escape is the window's own).
      focus(nil)
      return true
    case .enter, .character(" "):
      guard let activate = focused?.target.activate else { return false }
      activate()
      controls.needsDisplay = true
      return true
    default:
      return focused?.target.takesText ?? false
    }
  }

  /// The focused control's identity (tests, shells).
  package var focusedControl: ViewIdentity? { controls.focusedID }

  /// Focuses a control by identity (a click in a text field).
  func focus(_ id: ViewIdentity?) {
    guard controls.focusedID != id else { return }
    controls.focusedID = id
    setNeedsUpdate()
  }

  func openMenu(_ id: ViewIdentity) {
    controls.openMenuID = id
    setNeedsUpdate()
  }

  func closeMenu() {
    guard controls.openMenuID != nil else { return }
    controls.openMenuID = nil
    setNeedsUpdate()
  }

  /// A press while a menu is open: outside the menu it only closes the menu (the press does
  /// not reach what is beneath), inside it goes on to the menu's options. True when consumed.
  func pressClosesMenu(at point: CGPoint) -> Bool {
    guard controls.openMenuID != nil else { return false }
    if controls.popups.contains(where: { $0.node.frame.contains(point) }) { return false }
    closeMenu()
    return true
  }

  // MARK: - Frame hooks

  /// Called as a frame starts, before anything is drawn.
  func beginControlsFrame(time: Double) {
    controls.beginFrame(time: time)
  }

  /// Called after the content is drawn: the focus ring, then popups, each above all else.
  func finishControlsFrame(into builder: inout DisplayListBuilder, window: CGSize, time: Double) {
    controls.collectTargets(root: root)
    if let focusedID = controls.focusedID, controls.focused == nil {
      // The focused control is gone (or hidden): nothing is focused any more.
      _ = focusedID
      controls.focusedID = nil
    }
    reconcileFocusStates()
    if let (node, target) = controls.focused {
      let ring = node.frame.insetBy(dx: -3, dy: -3)
      builder.shape(
        ShapeDrawing(
          id: node.id.appending(.explicit(ExplicitID(ControlPart.focusRing))),
          kind: .roundedRectangle(cornerRadius: target.ringCornerRadius + 3), rect: ring,
          paint: .stroke(lineWidth: 3), color: Color.accentColor.opacity(0.5).rgba),
        opacity: 1)
    }
    for popup in controls.popups {
      let size = popup.node.sizeThatFits(.unspecified)
      var origin = CGPoint(x: popup.anchor.frame.minX, y: popup.anchor.frame.maxY + 4)
      if origin.y + size.height > window.height { origin.y = max(0, popup.anchor.frame.minY - 4 - size.height) }
      origin.x = max(0, min(origin.x, window.width - size.width))
      popup.node.place(in: CGRect(origin: origin, size: size), proposal: ProposedViewSize(size))
      draw(popup.node, inheritedOpacity: 1, time: time, into: &builder)
    }
  }
}

/// Parts of controls drawn outside any view the user wrote, for their identities.
enum ControlPart: Hashable {
  case focusRing, track, fill, thumb, label, control, popup, option, decrement, increment, chevron
}
