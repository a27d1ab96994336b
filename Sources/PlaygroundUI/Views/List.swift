/// How a `List` or `Form` draws its rows: plain rows on white with separators (`List`), or
/// sections as white rounded cards on a grey background (`Form`, SwiftUI's grouped look).
enum ListLook {
  case plain, grouped
}

/// Rows of data in a scrolling column (mirrors SwiftUI's `List`): every view of the content is a
/// row, at least 44 pt tall, inset 16 pt, with a separator between rows; `Section`s add a header.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let content: Content
  /// The selection binding (List+Selection.swift); nil for a list without one.
  var selection: ListSelection?

  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    // iOS's default style is inset grouped inside a navigation page (the playground keeps plain
    // rows elsewhere, as its layouts were drawn).
    let look: ListLook =
      switch context.environment.list.style {
      case .plain: .plain
      case .grouped: .grouped
      case .automatic: context.environment.navigation == nil ? .plain : .grouped
      }
    return ListNodes.make(content, look: look, selection: selection, in: context)
  }
}

extension List {
  /// A row per element of `data`, identified by the elements' ids.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
    self.content = ForEach(data, content: rowContent)
  }

  /// A row per element of `data`, identified by the key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// A row per number in a constant range.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent>, SelectionValue == Never {
    self.content = ForEach(data, content: rowContent)
  }
}

/// Controls grouped in sections (mirrors SwiftUI's `Form`), drawn in the grouped look.
public struct Form<Content: View>: View, PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    ListNodes.make(content, look: context.environment.list.style == .plain ? .plain : .grouped, in: context)
  }
}

/// A group of rows with an optional header and footer (mirrors SwiftUI's `Section`). In a `List`
/// or `Form` its rows take the list's look; elsewhere it shows header, content and footer in a
/// column.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
  let header: Parent
  let content: Content
  let footer: Footer

  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer)
  {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let look = context.environment.listLook
    let headerNodes = context.resolve(
      header.font(.footnote).foregroundStyle(Color.gray), component: .explicit(ExplicitID(ListPart.header)))
    let rows = context.resolve(content, role: .content)
    let footerNodes = context.resolve(
      footer.font(.footnote).foregroundStyle(Color.gray), component: .explicit(ExplicitID(ListPart.footer)))
    guard let look else {
      return [
        ContainerNode(
          id: context.identity, layout: VStackLayout(alignment: .leading), children: headerNodes + rows + footerNodes,
          name: "Section", log: context.log)
      ]
    }
    let node = ListNodes.section(
      id: context.identity, header: headerNodes, rows: rows, footer: footerNodes, look: look, context: context)
    node.layoutValues[ObjectIdentifier(ListSectionKey.self)] = true
    return [node]
  }
}

extension Section {
  /// The older form with header and footer views (deprecated in SwiftUI, and common).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }
}

extension Section where Footer == EmptyView {
  /// The older form with a header view.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  /// The older form with a footer view.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section with a text header.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

/// The parts of a list that get identities of their own.
enum ListPart: Hashable {
  case header, footer, row, rowPadding, separator, separatorFrame, separatorInset, rows, card, cardBackground
  case section, sections, background, rowBackground, badge, badgeSpacer
}

/// A row's `listRowBackground` view, by the row's identity.
struct RowBackgroundKey: Hashable { let row: ViewIdentity }
/// A row's badge text, by the row's identity.
struct RowBadgeKey: Hashable { let row: ViewIdentity }

/// Marks a node made by a `Section` inside a list.
struct ListSectionKey: LayoutValueKey {
  static let defaultValue = false
}

/// Builds a list's nodes: rows, separators, section headers and the scrolling column.
@MainActor
enum ListNodes {
  static let rowInsets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
  static let minimumRowHeight: CGFloat = 44

  static func make<Content: View>(
    _ content: Content, look: ListLook, selection: ListSelection? = nil, in context: ResolveContext
  ) -> [Node] {
    let scope = selection.map { ListSelectionScope(selection: $0, listID: context.identity, graph: context.graph) }
    let list = context.withEnvironment({ $0.listSelectionScope = scope }) {
      makeList(content, look: look, in: context)
    }
    if let scope {
      list.first?.focusTarget = FocusTarget(ringCornerRadius: 0, activate: nil, handleKey: scope.handleKey)
    }
    return list
  }

  private static func makeList<Content: View>(_ content: Content, look: ListLook, in context: ResolveContext) -> [Node]
  {
    let inList: (inout EnvironmentValues) -> Void = {
      $0.listLook = look
      // A button in a list row is drawn as text in the tint, as iOS draws it.
      if case .builtIn(.automatic) = $0.controls.buttonStyle { $0.controls.buttonStyle = .builtIn(.borderless) }
    }
    let scrollID = context.identity.appending(.role(.content))
    if look == .plain, context.environment.listSelectionScope == nil,
      let lazy = context.withEnvironment(inList, { lazyRows(content, scrollID: scrollID, in: context) }).first
    {
      return finish(column: lazy, look: look, scrollID: scrollID, in: context)
    }
    let children = context.withEnvironment(inList) {
      context.resolve(content, role: .content)
    }
    // Views outside any Section form sections of their own, between the real ones.
    var sections: [Node] = []
    var loose: [Node] = []
    func flush() {
      guard let first = loose.first else { return }
      sections.append(
        section(
          id: first.id.appending(.explicit(ExplicitID(ListPart.section))), header: [], rows: loose, footer: [],
          look: look, context: context))
      loose = []
    }
    for child in children {
      if child.layoutValue(ListSectionKey.self) {
        flush()
        sections.append(child)
      } else {
        loose.append(child)
      }
    }
    flush()
    let column = ContainerNode(
      id: context.identity.appending(.explicit(ExplicitID(ListPart.sections))),
      layout: VStackLayout(alignment: .leading, spacing: look == .grouped ? 8 : 0), children: sections,
      name: "list sections", log: context.log)
    let padded =
      look == .grouped
      ? ContainerNode(
        id: context.identity.appending(.explicit(ExplicitID(ListPart.card))),
        layout: PaddingLayout(insets: EdgeInsets(top: 8, leading: 0, bottom: 16, trailing: 0)), children: [column],
        name: "padding", log: context.log)
      : column
    return finish(column: padded, look: look, scrollID: context.identity.appending(.role(.content)), in: context)
  }

  /// A plain list of rows without sections, in a lazy stack (LazyStackNode): only the rows
  /// near what shows are built, each with the separator above it; empty when the rows hold a
  /// section (laid out whole).
  private static func lazyRows<Content: View>(_ content: Content, scrollID: ViewIdentity, in context: ResolveContext)
    -> [Node]
  {
    guard !LazyRows(content, component: .role(.content)).containsSections else { return [] }
    let outer = context.enclosingScrollView
    context.enclosingScrollView = (scrollID, .vertical)
    defer { context.enclosingScrollView = outer }
    let stack = context.descending([.explicit(ExplicitID(ListPart.rows))]) {
      let node = LazyStackNode.make(
        axis: .vertical, alignment: .leading, spacing: 0, content: content, in: context
      ) { index, nodes, before in
        var stacked: [Node] = []
        var previous = before
        for (offset, node) in nodes.enumerated() {
          // As in a list laid out whole, a row hiding its separator hides the lines on both
          // sides (the row before a first built one is not known: its line shows).
          let hidden =
            node.layoutValue(ListRowSeparatorHiddenKey.self)
            || previous?.layoutValue(ListRowSeparatorHiddenKey.self) == true
          if index + offset > 0 && !hidden { stacked.append(separator(before: node, context: context)) }
          stacked.append(selectableRow(node, context: context))
          previous = node
        }
        if stacked.count == 1 { return stacked[0] }
        return ContainerNode(
          id: (nodes.first?.id ?? context.identity).appending(.role(.group)),
          layout: VStackLayout(alignment: .leading, spacing: 0), children: stacked, name: "list row",
          log: context.log)
      }
      return node.map { [$0] } ?? []
    }
    return stack
  }

  /// The list's column in its scroll view, over the list's background.
  private static func finish(column padded: Node, look: ListLook, scrollID: ViewIdentity, in context: ResolveContext)
    -> [Node]
  {
    let scroll = ScrollViewNode.make(
      id: scrollID, axes: .vertical,
      showsIndicators: context.environment.list.scrollIndicators.shows ?? true, content: padded, graph: context.graph)
    let backgroundColor: Color = look == .grouped ? .systemGroupedBackground : .systemBackground
    // As on iOS, the list's background fills under the bars (the safe area) where it reaches them.
    let background = IgnoresSafeAreaNode(
      id: context.identity.appending(.explicit(ExplicitID(ListPart.background))).appending(.role(.background)),
      children: [
        ShapeNode(
          id: context.identity.appending(.explicit(ExplicitID(ListPart.background))), kind: .rectangle, paint: .fill,
          color: backgroundColor, environment: context.environment)
      ], edges: .all)
    return [
      ContainerNode(
        id: context.identity, layout: DecorationLayout(alignment: .center), children: [scroll, background],
        drawOrder: [background, scroll], name: look == .grouped ? "Form" : "List", log: context.log)
    ]
  }

  /// A section: its header, its rows separated by lines, its footer; in the grouped look the
  /// rows sit on a white rounded card inset from the edges.
  static func section(
    id: ViewIdentity, header: [Node], rows: [Node], footer: [Node], look: ListLook, context: ResolveContext
  ) -> Node {
    var stacked: [Node] = []
    for (index, row) in rows.enumerated() {
      let hidesSeparator =
        index > 0
        && (row.layoutValue(ListRowSeparatorHiddenKey.self)
          || rows[index - 1].layoutValue(ListRowSeparatorHiddenKey.self))
      if index > 0 && !hidesSeparator { stacked.append(separator(before: row, context: context)) }
      stacked.append(selectableRow(row, context: context))
    }
    var rowsNode: Node = ContainerNode(
      id: id.appending(.explicit(ExplicitID(ListPart.rows))), layout: VStackLayout(alignment: .leading, spacing: 0),
      children: stacked, name: "list rows", log: context.log)
    if look == .grouped {
      let card = ShapeNode(
        id: id.appending(.explicit(ExplicitID(ListPart.cardBackground))), kind: .roundedRectangle(cornerRadius: 10),
        paint: .fill, color: SystemPalette.secondarySystemGroupedBackground, environment: context.environment)
      let carded = ContainerNode(
        id: id.appending(.explicit(ExplicitID(ListPart.card))), layout: DecorationLayout(alignment: .center),
        children: [rowsNode, card], drawOrder: [card, rowsNode], name: "background", log: context.log)
      rowsNode = ContainerNode(
        id: id.appending(.explicit(ExplicitID(ListPart.rowPadding))),
        layout: PaddingLayout(insets: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)), children: [carded],
        name: "padding", log: context.log)
    }
    let decorations = EdgeInsets(
      top: header.isEmpty ? 0 : 16, leading: look == .grouped ? 32 : 16, bottom: 6, trailing: 16)
    let headerNodes = header.map { pad($0, decorations, part: .header, log: context.log) }
    let footerInsets = EdgeInsets(top: 6, leading: decorations.leading, bottom: 0, trailing: 16)
    let footerNodes = footer.map { pad($0, footerInsets, part: .footer, log: context.log) }
    return ContainerNode(
      id: id, layout: VStackLayout(alignment: .leading, spacing: 0), children: headerNodes + [rowsNode] + footerNodes,
      name: "Section", log: context.log)
  }

  private static func pad(_ node: Node, _ insets: EdgeInsets, part: ListPart, log: ContractLog?) -> Node {
    ContainerNode(
      id: node.id.appending(.explicit(ExplicitID(part))), layout: PaddingLayout(insets: insets), children: [node],
      name: "padding", log: log)
  }

  /// A row: inset content, leading-aligned, the list's full width and at least 44 pt tall.
  static func row(_ node: Node, context: ResolveContext) -> Node {
    let log = context.log
    let insets = node.layoutValue(ListRowInsetsKey.self) ?? rowInsets
    var content = node
    if let badge = node.badgeText {
      // A row's badge: its text at the trailing edge, secondary.
      let badgeNodes = context.resolve(
        Text(badge).foregroundStyle(.secondary), component: .explicit(ExplicitID(RowBadgeKey(row: node.id))))
      // The badge is measured first (its priority); the row's content takes what is left.
      for badgeNode in badgeNodes { badgeNode.priority = 1 }
      let filling = ContainerNode(
        id: node.id.appending(.explicit(ExplicitID(ListPart.badgeSpacer))),
        layout: FlexibleFrameLayout(
          minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil, maxHeight: nil,
          alignment: .leading),
        children: [node], name: "frame", log: log)
      content = ContainerNode(
        id: node.id.appending(.explicit(ExplicitID(ListPart.badge))), layout: HStackLayout(spacing: 8),
        children: [filling] + badgeNodes, name: "badged row", log: log)
    }
    let padded = ContainerNode(
      id: node.id.appending(.explicit(ExplicitID(ListPart.rowPadding))), layout: PaddingLayout(insets: insets),
      children: [content], name: "padding", log: log)
    let row = ContainerNode(
      id: node.id.appending(.explicit(ExplicitID(ListPart.row))),
      layout: FlexibleFrameLayout(
        minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: minimumRowHeight, idealHeight: nil,
        maxHeight: nil, alignment: .leading),
      children: [padded], name: "list row", log: log)
    guard let background = node.layoutValue(ListRowBackgroundKey.self) else { return row }
    // `listRowBackground` fills the whole row, under its content.
    let backgroundNodes = context.resolve(background, component: .explicit(ExplicitID(RowBackgroundKey(row: node.id))))
    return ContainerNode(
      id: node.id.appending(.explicit(ExplicitID(ListPart.rowBackground))),
      layout: DecorationLayout(alignment: .center), children: [row] + backgroundNodes,
      drawOrder: backgroundNodes + [row], name: "background", log: log)
  }

  /// A 1 pt line inset like the rows' content.
  static func separator(before row: Node, context: ResolveContext) -> Node {
    let line = ShapeNode(
      id: row.id.appending(.explicit(ExplicitID(ListPart.separator))), kind: .rectangle, paint: .fill,
      color: DividerNode.color, environment: context.environment)
    let sized = ContainerNode(
      id: row.id.appending(.explicit(ExplicitID(ListPart.separatorFrame))),
      layout: FixedFrameLayout(width: nil, height: 1, alignment: .center), children: [line], name: "frame",
      log: context.log)
    return ContainerNode(
      id: row.id.appending(.explicit(ExplicitID(ListPart.separatorInset))),
      layout: PaddingLayout(insets: EdgeInsets(top: 0, leading: rowInsets.leading, bottom: 0, trailing: 0)),
      children: [sized], name: "padding", log: context.log)
  }
}
