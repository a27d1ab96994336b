/// The edits a list offers on a bound collection (mirrors SwiftUI's `EditActions`): `.delete`
/// (the Delete or Backspace key on the selected rows) and `.move`.
public struct EditActions<Data>: OptionSet, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  var allowsMove: Bool { rawValue & 1 != 0 }
  var allowsDelete: Bool { rawValue & 2 != 0 }
}

extension EditActions where Data: MutableCollection {
  public static var move: EditActions<Data> { EditActions(rawValue: 1) }
  public static var all: EditActions<Data> { EditActions(rawValue: 1) }
}

extension EditActions where Data: RangeReplaceableCollection {
  public static var delete: EditActions<Data> { EditActions(rawValue: 2) }
  public static var all: EditActions<Data> { EditActions(rawValue: 2) }
}

extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
  public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}

/// A view whose subviews come from a collection (mirrors SwiftUI's `DynamicViewContent`):
/// `ForEach`, and what `onDelete` and `onMove` return.
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
  /// Deletes rows of a list: with the list's selection on them, the Delete or Backspace key
  /// calls `action` with their offsets in `data`.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    RowEditingContent(base: self, onDelete: action, onMove: nil)
  }

  /// Moves rows of a list: `action` gets the offsets moved and the offset they go before.
  /// (Recorded for the rows; no drag gesture calls it yet.)
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    RowEditingContent(base: self, onDelete: nil, onMove: action)
  }
}

/// What a collection's rows can do, shared by the rows of one `ForEach`.
final class RowEditActions {
  var onDelete: ((IndexSet) -> Void)?
  var onMove: ((IndexSet, Int) -> Void)?

  init(onDelete: ((IndexSet) -> Void)?, onMove: ((IndexSet, Int) -> Void)?) {
    self.onDelete = onDelete
    self.onMove = onMove
  }
}

/// A row's offset in its collection and the actions of that collection.
struct RowEditing {
  var offset: Int
  var actions: RowEditActions
}

extension Node {
  /// Set on the nodes of a `ForEach` element with edit actions.
  var rowEditing: RowEditing? {
    get { layoutValues[ObjectIdentifier(RowEditing.self)] as? RowEditing }
    set { layoutValues[ObjectIdentifier(RowEditing.self)] = newValue }
  }
}

/// Content whose views are resolved one element at a time, with the element's offset.
@MainActor
protocol OffsetRows {
  func makeOffsetRows(in context: ResolveContext) -> [(offset: Int, nodes: [Node])]
}

extension ForEach: OffsetRows {
  func makeOffsetRows(in context: ResolveContext) -> [(offset: Int, nodes: [Node])] {
    // The same identities as `makeNodes`: an edit modifier adds no level of its own.
    data.enumerated().map { offset, element in
      (offset, context.resolve(content(element), component: .explicit(ExplicitID(id(element)))))
    }
  }
}

/// `onDelete` and `onMove`: the base's rows, each told its offset and the actions.
struct RowEditingContent<Base: DynamicViewContent>: DynamicViewContent, PrimitiveView, OffsetRows {
  let base: Base
  let onDelete: ((IndexSet) -> Void)?
  let onMove: ((IndexSet, Int) -> Void)?

  var data: Base.Data { base.data }
  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    makeOffsetRows(in: context).flatMap(\.nodes)
  }

  func makeOffsetRows(in context: ResolveContext) -> [(offset: Int, nodes: [Node])] {
    guard let rows = base as? any OffsetRows else { return [(0, context.resolve(base, role: .modifier))] }
    let result = rows.makeOffsetRows(in: context)
    let actions = RowEditActions(onDelete: onDelete, onMove: onMove)
    for (offset, nodes) in result {
      for node in nodes {
        if let inner = node.rowEditing {
          // `.onDelete { }.onMove { }`: the inner modifier's rows take the outer's action too.
          inner.actions.onDelete = inner.actions.onDelete ?? onDelete
          inner.actions.onMove = inner.actions.onMove ?? onMove
        } else {
          node.rowEditing = RowEditing(offset: offset, actions: actions)
        }
      }
    }
    return result
  }
}

/// The indices of a collection with each element's id (mirrors SwiftUI's
/// `IndexedIdentifierCollection`, what `ForEach($data, editActions:)` iterates).
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: RandomAccessCollection {
  public typealias Element = (Base.Index, ID)
  let elements: [Element]

  init(_ base: Base, id: KeyPath<Base.Element, ID>) {
    elements = base.indices.map { ($0, base[$0][keyPath: id]) }
  }

  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public subscript(position: Int) -> Element { elements[position] }
}

/// A row of `ForEach($data, editActions:)` (mirrors SwiftUI's `EditableCollectionContent`):
/// the row's view, told its offset and the collection's edit actions.
public struct EditableCollectionContent<Content: View, Data>: View, PrimitiveView {
  let content: Content
  let offset: Int
  let actions: RowEditActions

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let nodes = context.resolve(content, role: .content)
    for node in nodes { node.rowEditing = RowEditing(offset: offset, actions: actions) }
    return nodes
  }
}

extension ForEach {
  /// Rows for the elements of a bound collection, identified by the property at `id`, that
  /// offer `editActions`.
  public init<C: MutableCollection & RandomAccessCollection, R: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  ) where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>, C.Index: Hashable {
    let snapshot = data.wrappedValue
    let actions = RowEditActions(
      onDelete: editActions.allowsDelete
        ? { offsets in
          if let remaining = CollectionEdits.removing(offsets, from: data.wrappedValue) {
            data.wrappedValue = remaining
          }
        } : nil,
      onMove: editActions.allowsMove ? { data.wrappedValue.move(fromOffsets: $0, toOffset: $1) } : nil)
    self.init(IndexedIdentifierCollection(snapshot, id: id), id: \.1) { element in
      EditableCollectionContent<R, C>(
        content: content(data[element.0]), offset: snapshot.distance(from: snapshot.startIndex, to: element.0),
        actions: actions)
    }
  }

  /// Rows for the elements of a bound collection of identifiable elements that offer
  /// `editActions`.
  public init<C: MutableCollection & RandomAccessCollection, R: View>(
    _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  )
  where
    Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>, ID == C.Element.ID,
    C.Element: Identifiable, C.Index: Hashable
  {
    self.init(data, id: \.id, editActions: editActions, content: content)
  }
}

/// Edits of collections whose type is only known at run time to allow them.
enum CollectionEdits {
  /// `collection` without the elements at `offsets`, when it is range-replaceable (the only
  /// collections `.delete` can be offered for).
  static func removing<C>(_ offsets: IndexSet, from collection: C) -> C? {
    guard let replaceable = collection as? any RangeReplaceableCollection else { return nil }
    return removing(offsets, fromReplaceable: replaceable) as? C
  }

  private static func removing<R: RangeReplaceableCollection>(_ offsets: IndexSet, fromReplaceable collection: R) -> R {
    var result = collection
    for offset in offsets.reversed() where offset < result.count {
      result.remove(at: result.index(result.startIndex, offsetBy: offset))
    }
    return result
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (mirrors SwiftUI's extension, for `onDelete`).
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` so they sit before the element that was at `destination`
  /// (mirrors SwiftUI's extension, for `onMove`); the others keep their order.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let moved = source.filter { $0 < elements.count }.map { elements[$0] }
    var before: [Element] = []
    var after: [Element] = []
    for (offset, element) in elements.enumerated() where !source.contains(offset) {
      if offset < destination { before.append(element) } else { after.append(element) }
    }
    var position = startIndex
    for element in before + moved + after {
      self[position] = element
      formIndex(after: &position)
    }
  }
}
