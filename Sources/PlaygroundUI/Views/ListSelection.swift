/// A list's selection binding with its value type erased: rows stand for their `.tag` (or the
/// id `ForEach` gave them), as in SwiftUI, and a row whose tag is not a `SelectionValue` cannot
/// be selected.
@MainActor
struct ListSelection {
  let isSelected: (AnyHashable) -> Bool
  /// A click on the row with `tag`; `toggling` when Control (or Super, the Command key's place)
  /// was held: it adds or removes the row, as Command-click does on macOS.
  let click: (_ tag: AnyHashable, _ toggling: Bool) -> Void
  /// Selects only `tag` (arrow keys).
  let selectOnly: (AnyHashable) -> Void
  /// Removes `tags` from the selection (after they were deleted).
  let deselect: ([AnyHashable]) -> Void

  static func single<V: Hashable>(_ binding: Binding<V?>) -> ListSelection {
    ListSelection(
      isSelected: { tag in binding.wrappedValue.map { AnyHashable($0) == tag } ?? false },
      click: { tag, toggling in
        guard let value = tag.base as? V else { return }
        if toggling && binding.wrappedValue == value {
          binding.wrappedValue = nil
        } else if binding.wrappedValue != value {
          binding.wrappedValue = value
        }
      },
      selectOnly: { tag in
        if let value = tag.base as? V, binding.wrappedValue != value { binding.wrappedValue = value }
      },
      deselect: { tags in
        if let value = binding.wrappedValue, tags.contains(AnyHashable(value)) { binding.wrappedValue = nil }
      })
  }

  static func multiple<V: Hashable>(_ binding: Binding<Set<V>>) -> ListSelection {
    ListSelection(
      isSelected: { tag in (tag.base as? V).map { binding.wrappedValue.contains($0) } ?? false },
      click: { tag, toggling in
        guard let value = tag.base as? V else { return }
        var selected = binding.wrappedValue
        if toggling {
          if selected.remove(value) == nil { selected.insert(value) }
        } else {
          selected = [value]
        }
        if selected != binding.wrappedValue { binding.wrappedValue = selected }
      },
      selectOnly: { tag in
        if let value = tag.base as? V, binding.wrappedValue != [value] { binding.wrappedValue = [value] }
      },
      deselect: { tags in
        let gone = Set(tags.compactMap { $0.base as? V })
        if !binding.wrappedValue.isDisjoint(with: gone) { binding.wrappedValue.subtract(gone) }
      })
  }
}

/// One resolve of a selectable list: its selection, and its rows in order with their tags and
/// edit actions, for the keys its focus target handles.
@MainActor
final class ListSelectionScope {
  let selection: ListSelection
  let listID: ViewIdentity
  unowned let graph: ViewGraph
  var rows: [(tag: AnyHashable, editing: RowEditing?)] = []

  init(selection: ListSelection, listID: ViewIdentity, graph: ViewGraph) {
    self.selection = selection
    self.listID = listID
    self.graph = graph
  }

  func click(_ tag: AnyHashable) {
    selection.click(tag, graph.controls.pointerToggles)
    graph.focus(listID)
  }

  /// What the focused list does with a key: Up and Down move a single selection, Delete and
  /// Backspace delete the selected rows through their edit actions (`onDelete`, `editActions`).
  func handleKey(_ key: Key) -> Bool {
    switch key {
    case .up, .down:
      guard !rows.isEmpty else { return true }
      let selected = rows.indices.filter { selection.isSelected(rows[$0].tag) }
      let next: Int
      if key == .up {
        next = selected.first.map { max(0, $0 - 1) } ?? rows.count - 1
      } else {
        next = selected.last.map { min(rows.count - 1, $0 + 1) } ?? 0
      }
      selection.selectOnly(rows[next].tag)
      return true
    case .backspace, .deleteForward:
      deleteSelectedRows()
      return true
    default:
      return false
    }
  }

  private func deleteSelectedRows() {
    // Rows of one ForEach are deleted in one call, with all their offsets, as SwiftUI does.
    var groups: [ObjectIdentifier: (actions: RowEditActions, offsets: IndexSet)] = [:]
    var deleted: [AnyHashable] = []
    for row in rows where selection.isSelected(row.tag) {
      guard let editing = row.editing, editing.actions.onDelete != nil else { continue }
      groups[ObjectIdentifier(editing.actions), default: (editing.actions, IndexSet())].offsets.insert(editing.offset)
      deleted.append(row.tag)
    }
    guard !groups.isEmpty else { return }
    selection.deselect(deleted)
    for (actions, offsets) in groups.values { actions.onDelete?(offsets) }
  }
}

/// The key under which a list puts its `ListSelectionScope` in the environment.
enum ListSelectionScopeKey {}

extension EnvironmentValues {
  var listSelectionScope: ListSelectionScope? {
    get { customValues[ObjectIdentifier(ListSelectionScopeKey.self)] as? ListSelectionScope }
    set { customValues[ObjectIdentifier(ListSelectionScopeKey.self)] = newValue }
  }
}

/// The parts of a selectable row that get identities of their own.
enum ListSelectionPart: Hashable {
  case selectable, highlight, highlightInset
}

extension ListNodes {
  /// A row of a list with a selection: a click selects it, and a selected row draws on a
  /// rounded accent-tinted highlight. Rows of lists without one are left as they are.
  static func selectableRow(_ node: Node, context: ResolveContext) -> Node {
    let row = self.row(node, context: context)
    guard let scope = context.environment.listSelectionScope, let tag = PickerTag.tag(of: node) else { return row }
    scope.rows.append((tag, node.rowEditing))
    var children = [row]
    if scope.selection.isSelected(tag) {
      let highlight = ShapeNode(
        id: node.id.appending(.explicit(ExplicitID(ListSelectionPart.highlight))),
        kind: .roundedRectangle(cornerRadius: 6), paint: .fill, color: Color.accentColor.opacity(0.22),
        environment: context.environment)
      children.append(
        ContainerNode(
          id: node.id.appending(.explicit(ExplicitID(ListSelectionPart.highlightInset))),
          layout: PaddingLayout(insets: EdgeInsets(top: 1, leading: 6, bottom: 1, trailing: 6)),
          children: [highlight], name: "padding", log: context.log))
    }
    let selectable = ContainerNode(
      id: node.id.appending(.explicit(ExplicitID(ListSelectionPart.selectable))),
      layout: DecorationLayout(alignment: .center), children: children, drawOrder: children.reversed(),
      name: "selectable row", log: context.log)
    selectable.tapAction = { scope.click(tag) }
    return selectable
  }
}
