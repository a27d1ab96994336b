/// The inspector: outlines every view's frame and, for a selected view, shows the proposals it
/// received and the sizes it answered, where its container placed it, a ViewThatFits decision
/// and the contract warnings the engine recorded.
@MainActor
package final class Inspector {
  package var isEnabled = false
  /// The identity of the selected view.
  package private(set) var selectedID: ViewIdentity?

  package init() {}

  /// The identity the detail panel draws under (outside every view's).
  private static let panelID = ViewIdentity.root.appending(.role(.inspector)).appending(.role(.inspectorPanel))

  /// Selects the smallest view under `point` in `root`'s tree (nil clears the selection).
  func select(at point: CGPoint, in root: Node?) {
    // The area is kept beside the node: comparing through `best!` inside `||`'s autoclosure
    // trips the release build's region-isolation check ("sending 'best' risks data races").
    var best: (node: Node, area: CGFloat)?
    func walk(_ node: Node) {
      let area = node.frame.width * node.frame.height
      if node.frame.contains(point), area <= best?.area ?? .infinity {
        best = (node, area)
      }
      for child in node.drawnChildren { walk(child) }
    }
    if let root { walk(root) }
    selectedID = best?.node.id
  }

  /// Outlines and the detail panel, appended after the frame's own drawing.
  func decorate(
    _ builder: inout DisplayListBuilder, root: Node?, window: CGSize, log: ContractLog, measurer: any TextMeasuring
  ) {
    guard isEnabled, let root else { return }
    var selected: (node: Node, placement: (Placement, Bool)?)?
    let visible = CGRect(origin: .zero, size: window)
    func walk(_ node: Node, _ placement: (Placement, Bool)?) {
      let isSelected = node.id == selectedID
      if isSelected { selected = (node, placement) }
      let color =
        isSelected ? RGBAColor(red: 1, green: 0.2, blue: 0.4) : RGBAColor(red: 0.2, green: 0.5, blue: 1, alpha: 0.55)
      // Outlines outside the window are culled like the views themselves (the walk still finds
      // the selected view wherever it is).
      if node.frame.insetBy(dx: -2, dy: -2).intersects(visible) {
        builder.items.append(
          .shape(
            ShapeDrawing(
              id: node.id.appending(.role(.inspector)), kind: .rectangle, rect: node.frame,
              paint: .stroke(lineWidth: isSelected ? 2 : 1), color: color)))
      }
      let placements = (node as? PlacementReporting)?.childPlacements ?? []
      for (index, child) in node.drawnChildren.enumerated() {
        walk(child, index < placements.count ? placements[index] : nil)
      }
    }
    walk(root, nil)
    let lines =
      selected.map { describe($0.node, $0.placement, log) }
      ?? ["Inspector: click a view to see its proposals, sizes and placement. Press I to leave."]
    drawPanel(lines, into: &builder, window: window, measurer: measurer)
  }

  private func describe(_ node: Node, _ placement: (Placement, Bool)?, _ log: ContractLog) -> [String] {
    var lines = ["\(node.kindName)   frame \(format(node.frame))", "id \(node.id)"]
    for entry in node.measurements.prefix(6) {
      lines.append(
        "proposed \(entry.proposal) → answered \(formatLength(entry.size.width)) × \(formatLength(entry.size.height))")
    }
    if let (place, byLayout) = placement {
      lines.append(
        "placed at (\(formatLength(place.position.x)), \(formatLength(place.position.y))) anchor (\(formatLength(place.anchor.x)), \(formatLength(place.anchor.y))) proposal \(place.proposal)"
          + (byLayout ? "" : " — never placed: centred by the engine"))
    }
    if let decider = node as? ViewThatFitsNode, let decision = decider.decision {
      lines.append("ViewThatFits chose child \(decision.chosen) for \(decision.proposal):")
      for (index, candidate) in decision.candidates.enumerated() {
        lines.append(
          "  child \(index): ideal \(formatLength(candidate.idealSize.width)) × \(formatLength(candidate.idealSize.height)) \(candidate.fits ? "fits" : "does not fit")"
        )
      }
    }
    lines += node.accessibility?.lines ?? []
    let warnings = log.violations.suffix(4)
    lines.append(warnings.isEmpty ? "no contract warnings" : "contract warnings:")
    lines += warnings.map { "  ⚠ \($0)" }
    return lines
  }

  private func drawPanel(
    _ lines: [String], into builder: inout DisplayListBuilder, window: CGSize, measurer: any TextMeasuring
  ) {
    let font = FontDescriptor(size: 12)
    let metrics = lines.map { measurer.measure($0, font: font) }
    let lineHeight = (metrics.first?.height ?? 15) + 2
    let width = min(window.width - 16, (metrics.map(\.width).max() ?? 0) + 20)
    let height = CGFloat(lines.count) * lineHeight + 14
    let panel = CGRect(x: 8, y: window.height - height - 8, width: width, height: height)
    builder.items.append(
      .shape(
        ShapeDrawing(
          id: Self.panelID, kind: .roundedRectangle(cornerRadius: 8), rect: panel, paint: .fill,
          color: RGBAColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 0.9))))
    builder.items.append(.pushClip(panel))
    for (index, line) in lines.enumerated() {
      let top = panel.minY + 7 + CGFloat(index) * lineHeight
      builder.items.append(
        .text(
          TextDrawing(
            id: Self.panelID.appending(.line(index)), string: line, font: font,
            frame: CGRect(x: panel.minX + 10, y: top, width: metrics[index].width, height: metrics[index].height),
            baseline: top + metrics[index].ascent, color: .white)))
    }
    builder.items.append(.popClip)
  }
}

/// A node that can say where its container placed each child (containers running a Layout).
protocol PlacementReporting {
  var childPlacements: [(Placement, Bool)] { get }
}

extension ContainerNode: PlacementReporting {
  var childPlacements: [(Placement, Bool)] { driver.lastPlacements.map { ($0.placement, $0.byLayout) } }
}
