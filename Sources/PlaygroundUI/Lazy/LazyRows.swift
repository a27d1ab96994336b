/// The rows of a lazy container's content, counted without building any: a `ForEach` is one
/// run of `data.count` rows reached by index (a million-element range is never walked), `Group`,
/// builder blocks and `if` contribute the rows of what they hold, and any other view is one row.
///
/// A row resolves at the identity it would have had in a `VStack` of the same content, so state
/// and animations of a row are keyed as they are in a stack that is not lazy.
struct LazyRows {
  /// A run of consecutive rows from one view.
  struct Run {
    /// Components from the lazy container's identity down to the view that makes the rows (a
    /// row appends its own: a `ForEach` element's id, a single view's position).
    let path: [ViewIdentity.Component]
    let count: Int
    let resolve: @MainActor (_ index: Int, _ context: ResolveContext) -> [Node]
    /// The explicit id of a row, when the run knows it without building the row (a `ForEach`).
    let id: ((_ index: Int) -> AnyHashable)?
  }

  private(set) var runs: [Run] = []
  /// Where each run starts among all rows.
  private var starts: [Int] = []
  private(set) var count = 0
  /// Whether a row is a `Section` (a list then lays its sections out whole).
  var containsSections = false

  /// The rows of `content`, resolved one `component` below the container.
  @MainActor
  init<Content: View>(_ content: Content, component: ViewIdentity.Component) {
    append(content, path: [component])
  }

  /// Adds the rows of `view`, whose identity is `path` below the container.
  @MainActor
  mutating func append<V: View>(_ view: V, path: [ViewIdentity.Component]) {
    if view is any ListSectionMarking { containsSections = true }
    if let provider = view as? any LazyRowsProviding {
      provider.appendRows(to: &self, path: path)
      return
    }
    guard let own = path.last else { return }
    appendRun(path: Array(path.dropLast()), count: 1, id: nil) { _, context in context.resolve(view, component: own) }
  }

  mutating func appendRun(
    path: [ViewIdentity.Component], count: Int, id: ((_ index: Int) -> AnyHashable)?,
    resolve: @escaping @MainActor (_ index: Int, _ context: ResolveContext) -> [Node]
  ) {
    guard count > 0 else { return }
    runs.append(Run(path: path, count: count, resolve: resolve, id: id))
    starts.append(self.count)
    self.count += count
  }

  /// The index of the row whose id is `wanted` (`ScrollViewProxy.scrollTo` to a row not
  /// built): the ids are computed one by one, the rows are not built.
  func index(of wanted: AnyHashable) -> Int? {
    for (run, start) in zip(runs, starts) {
      guard let id = run.id else { continue }
      for offset in 0..<run.count where id(offset) == wanted { return start + offset }
    }
    return nil
  }

  /// Resolves row `index` in `context`, which stands at the container's identity.
  @MainActor
  func resolveRow(_ index: Int, in context: ResolveContext) -> [Node] {
    // The last run starting at or before `index` (runs are few: a binary search all the same,
    // since a block may hold many single views).
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    let run = runs[low]
    let offset = index - starts[low]
    return context.descending(run.path) { run.resolve(offset, context) }
  }
}

/// A view that contributes rows of its own to a lazy container instead of being one row.
@MainActor
protocol LazyRowsProviding {
  func appendRows(to rows: inout LazyRows, path: [ViewIdentity.Component])
}

extension ForEach: LazyRowsProviding {
  func appendRows(to rows: inout LazyRows, path: [ViewIdentity.Component]) {
    let data = data
    let id = id
    let content = content
    if Content.self is any ListSectionMarking.Type { rows.containsSections = true }
    // Count and index access only: the collection is random access.
    let rowID: (Int) -> AnyHashable = { offset in AnyHashable(id(data[data.index(data.startIndex, offsetBy: offset)])) }
    rows.appendRun(path: path, count: data.count, id: rowID) { offset, context in
      let element = data[data.index(data.startIndex, offsetBy: offset)]
      return context.resolve(content(element), component: .explicit(ExplicitID(id(element))))
    }
  }
}

extension TupleView: LazyRowsProviding {
  func appendRows(to rows: inout LazyRows, path: [ViewIdentity.Component]) {
    for (index, child) in children.enumerated() {
      rows.append(child, path: path + [.position(index)])
    }
  }
}

extension Group: LazyRowsProviding {
  func appendRows(to rows: inout LazyRows, path: [ViewIdentity.Component]) {
    rows.append(content, path: path + [.role(.group)])
  }
}

extension _ConditionalContent: LazyRowsProviding {
  func appendRows(to rows: inout LazyRows, path: [ViewIdentity.Component]) {
    switch storage {
    case .first(let view): rows.append(view, path: path + [.role(.trueBranch)])
    case .second(let view): rows.append(view, path: path + [.role(.falseBranch)])
    }
  }
}

extension ResolveContext {
  /// Runs `body` with the identity `path` further down, then back where it was.
  func descending(_ path: [ViewIdentity.Component], _ body: () -> [Node]) -> [Node] {
    let saved = identity
    defer { identity = saved }
    for component in path { identity = identity.appending(component) }
    return body()
  }
}

/// A `Section`, which a list lays out with its own header and footer, not as a row.
protocol ListSectionMarking {}

extension Section: ListSectionMarking {}
