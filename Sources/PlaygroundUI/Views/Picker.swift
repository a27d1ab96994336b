/// A control for choosing one of a set of tagged options (mirrors SwiftUI's `Picker`).
///
/// Options are the content's views; each stands for its `.tag` (or the id `ForEach` gave it).
/// `.pickerStyle(.segmented)` draws them side by side (SegmentedPickerLayout); `.menu` and
/// `.automatic` draw a row with the label leading and a button trailing that shows the selected
/// option and opens the list of options above everything else; choosing one closes it, and so
/// do Escape and a click outside it. Focused, Left and Right (segmented) or Up and Down (menu)
/// choose the previous or next option, and Space or Return open the menu.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    PickerBody(selection: selection, label: label, content: content)
  }
}

extension Picker {
  /// The older order, label before content (deprecated in iOS 17 but common in real code).
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { label }
  }
}

extension Picker where Label == Text {
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// The drawn picker.
struct PickerBody<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  var body: Never { neverBody }

  /// Resolves the options once more under `part`, with their tags.
  private func options(_ context: ResolveContext, _ part: ControlPart) -> [(node: Node, tag: AnyHashable?)] {
    context.resolve(content, component: .explicit(ExplicitID(part))).map { ($0, PickerTag.tag(of: $0)) }
  }

  private func choose(_ tag: AnyHashable?) {
    guard let value = tag?.base as? SelectionValue else { return }
    selection.wrappedValue = value
  }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let environment = context.environment
    let enabled = environment.isEnabled
    let metrics = environment.controlMetrics
    let current = AnyHashable(selection.wrappedValue)
    let selection = self.selection
    let choose: @MainActor (AnyHashable?) -> Void = { tag in
      if let value = tag?.base as? SelectionValue { selection.wrappedValue = value }
    }
    if environment.controls.isInMenu {
      return menuItemNodes(in: context, current: current, choose: choose)
    }
    if environment.controls.pickerStyle == .segmented {
      var options: [(node: Node, tag: AnyHashable?)] = []
      _ = context.withEnvironment({
        if $0.font == nil { $0.font = .system(size: metrics(13), weight: .medium) }
        if !enabled { $0.foregroundStyle = disabledGray }
      }) {
        options = self.options(context, .option)
        return []
      }
      let index = options.firstIndex { $0.tag == current }
      let tags = options.map(\.tag)
      let step: @MainActor (Int) -> Void = { delta in
        guard !tags.isEmpty else { return }
        // The selection as it is now: keys may come before the next resolve.
        let now = tags.firstIndex { $0 == AnyHashable(selection.wrappedValue) }
        let from = now ?? (delta > 0 ? -1 : tags.count)
        choose(tags[min(tags.count - 1, max(0, from + delta))])
      }
      let view = SegmentedPickerLayout(selected: index, metrics: metrics) {
        RoundedRectangle(cornerRadius: metrics(8)).fill(ControlPalette.track)
        RoundedRectangle(cornerRadius: metrics(7)).fill(ControlPalette.selectedSegment)
          .overlay(RoundedRectangle(cornerRadius: metrics(7)).strokeBorder(Color.black.opacity(0.08), lineWidth: 0.5))
        ResolvedNodes(nodes: options.map(\.node))
      }
      .modifier(
        ControlModifier(
          enabled: enabled,
          track: { point, frame in
            guard !tags.isEmpty, frame.width > 0 else { return }
            let picked = Int((point.x - frame.minX) / frame.width * CGFloat(tags.count))
            choose(tags[min(tags.count - 1, max(0, picked))])
          },
          target: FocusTarget(
            ringCornerRadius: metrics(8), activate: nil,
            handleKey: { key in
              switch key {
              case .left, .up: step(-1)
              case .right, .down: step(1)
              default: return false
              }
              return true
            })))
      return context.resolve(view, role: .content)
    }
    return menuNodes(in: context, current: current, choose: choose)
  }

  /// Inside a `Menu`: each option is one of the menu's items, the selected one checked, as iOS
  /// lists a picker's options inline in a menu.
  private func menuItemNodes(
    in context: ResolveContext, current: AnyHashable, choose: @escaping @MainActor (AnyHashable?) -> Void
  ) -> [Node] {
    let options = self.options(context, .option)
    var rows: [Node] = []
    for (index, option) in options.enumerated() {
      let row = Button(action: { choose(option.tag) }) {
        HStack(spacing: 8) {
          Image(systemName: "checkmark")
            .font(.system(size: 15, weight: .semibold))
            .opacity(option.tag == current ? 1 : 0)
          ResolvedNodes(nodes: [option.node])
        }
      }
      rows += context.resolve(row, component: .explicit(ExplicitID(PickerMenuRow(index: index))))
    }
    return rows
  }

  /// The menu style: a row with the label and a button; the open list goes to the graph's
  /// popups, anchored below the button.
  private func menuNodes(
    in context: ResolveContext, current: AnyHashable, choose: @escaping @MainActor (AnyHashable?) -> Void
  ) -> [Node] {
    let environment = context.environment
    let enabled = environment.isEnabled
    let metrics = environment.controlMetrics
    let tint = enabled ? environment.resolvedTint : disabledGray
    let pickerID = context.identity
    let graph = context.graph
    let isOpen = graph.controls.openMenuID == pickerID
    var shown: [(node: Node, tag: AnyHashable?)] = []
    _ = context.withEnvironment({ $0.foregroundStyle = tint }) {
      shown = options(context, .label)
      return []
    }
    let tags = shown.map(\.tag)
    let index = tags.firstIndex { $0 == current }
    let toggleMenu: @MainActor () -> Void = { [weak graph] in
      guard let graph else { return }
      if graph.controls.openMenuID == pickerID { graph.closeMenu() } else { graph.openMenu(pickerID) }
    }
    let selection = self.selection
    let step: @MainActor (Int) -> Void = { delta in
      guard !tags.isEmpty else { return }
      let now = tags.firstIndex { $0 == AnyHashable(selection.wrappedValue) }
      let from = now ?? (delta > 0 ? -1 : tags.count)
      choose(tags[min(tags.count - 1, max(0, from + delta))])
    }
    let anchor = NodeCapture()
    let button = HStack(spacing: metrics(6)) {
      ResolvedNodes(nodes: index.map { [shown[$0].node] } ?? [])
      Image(systemName: "chevron.up.chevron.down")
        .font(.system(size: metrics(11), weight: .semibold))
        .foregroundStyle(tint)
    }
    .padding(.horizontal, metrics(10))
    .padding(.vertical, metrics(5))
    .background(RoundedRectangle(cornerRadius: metrics(6)).fill(tint.opacity(0.12)))
    .modifier(anchor)
    .modifier(
      ControlModifier(
        enabled: enabled, tap: toggleMenu,
        target: FocusTarget(
          ringCornerRadius: metrics(6), activate: toggleMenu,
          handleKey: { key in
            switch key {
            case .up: step(-1)
            case .down: step(1)
            default: return false
            }
            return true
          })))
    let nodes = context.resolve(ControlRow(label: label, control: button, isEnabled: enabled), role: .content)
    if isOpen, enabled, let anchorNode = anchor.node {
      let options = self.options(context, .popup)
      let list = MenuList(
        options: options, selected: current, metrics: metrics,
        choose: { [weak graph] tag in
          choose(tag)
          graph?.closeMenu()
        })
      let popup = context.resolve(list, component: .explicit(ExplicitID(ControlPart.popup)))
      if popup.count == 1 { graph.controls.popups.append(.init(node: popup[0], anchor: anchorNode)) }
    }
    return nodes
  }
}

/// The open menu: one row per option, a checkmark by the selected one, on a white rounded panel
/// with a grey outline.
struct MenuList: View {
  let options: [(node: Node, tag: AnyHashable?)]
  let selected: AnyHashable
  let metrics: ControlMetrics
  let choose: @MainActor (AnyHashable?) -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(0..<options.count) { index in
        let option = options[index]
        HStack(spacing: metrics(6)) {
          Image(systemName: "checkmark")
            .font(.system(size: metrics(13), weight: .semibold))
            .opacity(option.tag == selected ? 1 : 0)
          ResolvedNodes(nodes: [option.node])
        }
        .padding(.horizontal, metrics(10))
        .padding(.vertical, metrics(6))
        .frame(maxWidth: .infinity, alignment: .leading)
        .modifier(ControlModifier(enabled: true, tap: { choose(option.tag) }))
      }
    }
    .padding(.vertical, metrics(4))
    .background(RoundedRectangle(cornerRadius: metrics(10)).fill(ControlPalette.popup))
    .overlay(
      // The outline is drawn over the rows; clicks must reach them through it.
      RoundedRectangle(cornerRadius: metrics(10)).strokeBorder(Color.gray.opacity(0.35), lineWidth: 1)
        .allowsHitTesting(false))
  }
}

/// A picker option's row inside a menu.
struct PickerMenuRow: Hashable { let index: Int }

/// Remembers the node a view resolved to (a popup's anchor).
@MainActor
final class NodeCapture: ViewModifierPrimitive {
  var node: Node?
  func annotate(_ node: Node) { self.node = node }
}

/// A segmented control: the background, the selection highlight, then one label per segment.
/// Segments share the width equally; with no width offered each is as wide as the widest label
/// plus 12 pt a side. The control is at least 32 pt high (the label plus 6 pt above and below
/// when taller); the highlight is the selected segment inset by 2 pt.
struct SegmentedPickerLayout: Layout {
  var selected: Int?
  var metrics: ControlMetrics

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let labels = subviews.dropFirst(2)
    guard !labels.isEmpty else { return CGSize(width: proposal.width ?? 0, height: metrics(32)) }
    let sizes = labels.map { $0.sizeThatFits(.unspecified) }
    let widest = sizes.map(\.width).max() ?? 0
    let tallest = sizes.map(\.height).max() ?? 0
    let height = max(metrics(32), tallest + 2 * metrics(6))
    let ideal = CGFloat(labels.count) * (widest + 2 * metrics(12))
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ideal
    return CGSize(width: width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard subviews.count >= 2 else { return }
    subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    let labels = Array(subviews.dropFirst(2))
    let segment = labels.isEmpty ? 0 : bounds.width / CGFloat(labels.count)
    let inset = metrics(2)
    if let selected, labels.indices.contains(selected) {
      subviews[1].place(
        at: CGPoint(x: bounds.minX + CGFloat(selected) * segment + inset, y: bounds.minY + inset),
        proposal: ProposedViewSize(width: max(0, segment - 2 * inset), height: max(0, bounds.height - 2 * inset)))
    } else {
      subviews[1].place(at: bounds.origin, proposal: ProposedViewSize(width: 0, height: 0))
    }
    for (index, label) in labels.enumerated() {
      label.place(
        at: CGPoint(x: bounds.minX + (CGFloat(index) + 0.5) * segment, y: bounds.midY), anchor: .center,
        proposal: ProposedViewSize(width: max(0, segment - 2 * metrics(8)), height: nil))
    }
  }
}
