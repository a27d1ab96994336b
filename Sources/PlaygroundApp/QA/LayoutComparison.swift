import PlaygroundUI

/// Two layout records side by side: every view of either, matched by identity, with what
/// changed about it and what explains the change. Frames and proposals are compared after
/// rounding to 1/1000 pt, so float noise in a layout is not a change.
///
/// Each changed view may name a *culprit*: another changed view whose change explains this one
/// (the parent that proposed differently or moved it, the child that grew, the sibling that
/// pushed it). Changes without a culprit are the root causes the summary names.
struct LayoutComparison {
  /// One view seen in either record (or both).
  struct Entry {
    var id: String
    var type: String
    var label: String
    /// Index in the baseline's `views`; nil when the view appeared.
    var baselineIndex: Int?
    /// Index in this run's `views`; nil when the view disappeared.
    var actualIndex: Int?
    var before: WhyReport.State?
    var after: WhyReport.State?
    /// Its parent's entry: this run's parent, or the baseline's for a view that disappeared.
    var parent: Int?
    var depth = 0
    /// Every ancestor's entry.
    var ancestors: Set<Int> = []
    var kinds: [WhyReport.Kind] = []
    var cause: String?
    /// How the summary names this change when it is a root cause.
    var headline = ""
    var culprit: Int?
    var movedWithParent = false

    var isChanged: Bool { !kinds.isEmpty }
  }

  /// Tree order: this run's views in order, each view that disappeared right after the view
  /// that preceded it in the baseline.
  var entries: [Entry] = []
  /// `[width, height]` of each record's canvas and each record's scale.
  let baselineSize: [Double]
  let actualSize: [Double]
  let baselineScale: Double
  let actualScale: Double

  init(baseline: LayoutRecord, actual: LayoutRecord) {
    baselineSize = WhyWording.rounded(baseline.size)
    actualSize = WhyWording.rounded(actual.size)
    baselineScale = baseline.scale
    actualScale = actual.scale
    match(baseline: baseline, actual: actual)
    linkTree(baseline: baseline, actual: actual)
    for index in entries.indices { entries[index].kinds = Self.kinds(entries[index]) }
    for index in entries.indices where entries[index].isChanged { explain(index) }
  }

  // MARK: Matching

  /// A view's key: its id, with `#2`, `#3`… for a repeated id (identities should be unique; if a
  /// record repeats one, the occurrences are matched in order rather than all to the first).
  private static func keys(_ record: LayoutRecord) -> [String] {
    var seen: [String: Int] = [:]
    return record.views.map { view in
      let count = (seen[view.id] ?? 0) + 1
      seen[view.id] = count
      return count == 1 ? view.id : "\(view.id)#\(count)"
    }
  }

  private static func state(_ view: LayoutRecord.View) -> WhyReport.State {
    WhyReport.State(
      frame: WhyWording.rounded(view.frame), proposal: WhyWording.rounded(view.proposal), color: view.color,
      text: view.text)
  }

  private mutating func match(baseline: LayoutRecord, actual: LayoutRecord) {
    let baselineKeys = Self.keys(baseline)
    let actualKeys = Self.keys(actual)
    var actualIndexOfKey: [String: Int] = [:]
    for (index, key) in actualKeys.enumerated() { actualIndexOfKey[key] = index }
    // Sort keys: (actual index, 0, 0) for this run's views; (actual index of the nearest
    // preceding matched baseline view, 1, baseline index) for views that disappeared.
    var ordered: [(key: (Int, Int, Int), entry: Entry)] = []
    var baselineIndexOfActual: [Int: Int] = [:]
    var lastMatched = -1
    for (index, key) in baselineKeys.enumerated() {
      if let actualIndex = actualIndexOfKey[key] {
        baselineIndexOfActual[actualIndex] = index
        lastMatched = actualIndex
      } else {
        let view = baseline.views[index]
        let entry = Entry(
          id: view.id, type: view.type, label: WhyWording.label(type: view.type, text: view.text),
          baselineIndex: index, actualIndex: nil, before: Self.state(view), after: nil)
        ordered.append(((lastMatched, 1, index), entry))
      }
    }
    for (index, view) in actual.views.enumerated() {
      let baselineIndex = baselineIndexOfActual[index]
      let entry = Entry(
        id: view.id, type: view.type, label: WhyWording.label(type: view.type, text: view.text),
        baselineIndex: baselineIndex, actualIndex: index, before: baselineIndex.map { Self.state(baseline.views[$0]) },
        after: Self.state(view))
      ordered.append(((index, 0, 0), entry))
    }
    ordered.sort { $0.key < $1.key }
    entries = ordered.map(\.entry)
  }

  private mutating func linkTree(baseline: LayoutRecord, actual: LayoutRecord) {
    var entryOfBaseline: [Int: Int] = [:]
    var entryOfActual: [Int: Int] = [:]
    for (index, entry) in entries.enumerated() {
      if let baselineIndex = entry.baselineIndex { entryOfBaseline[baselineIndex] = index }
      if let actualIndex = entry.actualIndex { entryOfActual[actualIndex] = index }
    }
    for index in entries.indices {
      let entry = entries[index]
      if let actualIndex = entry.actualIndex {
        entries[index].parent = actual.views[actualIndex].parent.flatMap { entryOfActual[$0] }
      } else if let baselineIndex = entry.baselineIndex {
        entries[index].parent = baseline.views[baselineIndex].parent.flatMap { entryOfBaseline[$0] }
      }
    }
    for index in entries.indices {
      var ancestors: Set<Int> = []
      var next = entries[index].parent
      // A malformed record could loop; a chain can be no longer than the views.
      while let parent = next, ancestors.count < entries.count, ancestors.insert(parent).inserted {
        next = entries[parent].parent
      }
      entries[index].ancestors = ancestors
      entries[index].depth = ancestors.count
    }
    children = Array(repeating: [], count: entries.count)
    for index in entries.indices {
      if let parent = entries[index].parent { children[parent].append(index) }
    }
  }

  /// Each entry's children, in tree order.
  private(set) var children: [[Int]] = []

  private static func kinds(_ entry: Entry) -> [WhyReport.Kind] {
    guard let before = entry.before else { return [.appeared] }
    guard let after = entry.after else { return [.disappeared] }
    var kinds: [WhyReport.Kind] = []
    if before.frame.prefix(2) != after.frame.prefix(2) { kinds.append(.moved) }
    if before.frame.dropFirst(2) != after.frame.dropFirst(2) { kinds.append(.resized) }
    if before.color != after.color { kinds.append(.color) }
    if before.text != after.text { kinds.append(.text) }
    return kinds
  }

  // MARK: Explaining

  /// The offset a view moved by, `(dx, dy)`; nil unless it is in both records.
  private func offset(_ index: Int) -> (Double, Double)? {
    guard let before = entries[index].before?.frame, let after = entries[index].after?.frame,
      before.count >= 2, after.count >= 2
    else { return nil }
    return (WhyWording.rounded(after[0] - before[0]), WhyWording.rounded(after[1] - before[1]))
  }

  /// `resized from 120×20.5 to 130×20.5`, `appeared`, `disappeared`: how a view's geometry
  /// changed, for naming it as the reason another one changed.
  private func geometryVerb(_ index: Int) -> String {
    let entry = entries[index]
    if entry.kinds.contains(.appeared) { return "appeared" }
    if entry.kinds.contains(.disappeared) { return "disappeared" }
    if let before = entry.before, let after = entry.after, entry.kinds.contains(.resized) {
      return "resized from \(WhyWording.size(ofFrame: before.frame)) to \(WhyWording.size(ofFrame: after.frame))"
    }
    if let (dx, dy) = offset(index), entry.kinds.contains(.moved) { return "moved by \(WhyWording.offset(dx, dy))" }
    return "changed"
  }

  private func changesGeometry(_ index: Int) -> Bool {
    let kinds = entries[index].kinds
    return kinds.contains(.resized) || kinds.contains(.appeared) || kinds.contains(.disappeared)
  }

  private func proposalChanged(_ index: Int) -> Bool {
    guard let before = entries[index].before, let after = entries[index].after else { return false }
    return before.proposal != after.proposal
  }

  /// What changed in the text and colour, for a headline: `now reads "B" and changed colour from X to Y`.
  private func contentPhrases(_ entry: Entry) -> [String] {
    var phrases: [String] = []
    if entry.kinds.contains(.text) {
      phrases.append("now reads \(entry.after?.text.map(WhyWording.quoted) ?? "nothing")")
    }
    if entry.kinds.contains(.color) {
      phrases.append(
        "changed colour from \(entry.before?.color ?? "none") to \(entry.after?.color ?? "none")")
    }
    return phrases
  }

  /// The entry's label as the baseline knew it (`Text "Hello"` before it read otherwise).
  private func labelBefore(_ entry: Entry) -> String {
    WhyWording.label(type: entry.type, text: entry.before?.text ?? entry.after?.text)
  }

  private mutating func explain(_ index: Int) {
    let entry = entries[index]
    let parentLabel = entry.parent.map { entries[$0].label } ?? "the canvas"
    let changedParent = entry.parent.flatMap { entries[$0].isChanged ? $0 : nil }
    let content = contentPhrases(entry)
    let contentHeadline = "\(labelBefore(entry)) " + content.joined(separator: " and ")

    if entry.kinds == [.appeared] || entry.kinds == [.disappeared] {
      entries[index].headline = "\(entry.label) \(entry.kinds[0].rawValue)"
      // A view inside one that appeared (or disappeared) with it is part of that change.
      if let parent = changedParent, entries[parent].kinds == entry.kinds { entries[index].culprit = parent }
      return
    }
    guard let before = entry.before, let after = entry.after else { return }
    guard entry.kinds.contains(.moved) || entry.kinds.contains(.resized) else {
      // Only text or colour: the change is its own explanation.
      entries[index].headline = contentHeadline
      return
    }
    let proposalBefore = WhyWording.proposal(before.proposal)
    let proposalAfter = WhyWording.proposal(after.proposal)
    let sizeBefore = WhyWording.size(ofFrame: before.frame)
    let sizeAfter = WhyWording.size(ofFrame: after.frame)

    if after.proposal == nil && before.proposal != nil {
      entries[index].cause = "not placed by \(parentLabel) in this run (proposed \(proposalBefore) before)"
      entries[index].headline = "\(entry.label) was \(entries[index].cause!)"
      entries[index].culprit = changedParent
      return
    }
    if before.proposal != after.proposal && entry.kinds.contains(.resized) && entry.kinds.contains(.text) {
      // A text that now reads otherwise is the root of the change even when its parent also
      // proposes it something new: a stack's proposals follow its children's sizes.
      entries[index].cause = "its text changed (and it was proposed \(proposalAfter) instead of \(proposalBefore))"
      entries[index].headline = contentHeadline
      return
    }
    if before.proposal != after.proposal {
      entries[index].cause = "proposed \(proposalAfter) instead of \(proposalBefore) by \(parentLabel)"
      entries[index].headline =
        "\(entry.label) was proposed \(proposalAfter) instead of \(proposalBefore) by \(parentLabel)"
      entries[index].culprit = changedParent
      return
    }
    if entry.kinds == [.moved], let parent = changedParent, let mine = offset(index), let theirs = offset(parent),
      mine == theirs
    {
      entries[index].movedWithParent = true
      entries[index].culprit = parent
      entries[index].headline = "\(entry.label) moved with \(entries[parent].label)"
      return
    }
    if entry.kinds.contains(.resized) {
      if entry.kinds.contains(.text) {
        entries[index].cause = "its text changed"
        entries[index].headline = contentHeadline
        return
      }
      // A child that changed on its own (not because this view proposed it something else)
      // explains the new size; one whose proposal changed means this view proposes otherwise
      // for the same proposal: its own parameters changed.
      let children = self.children[index]
      let onTheirOwn = children.filter {
        changesGeometry($0) && (!proposalChanged($0) || entries[$0].kinds.contains(.text))
      }
      if let child = onTheirOwn.first {
        let more = onTheirOwn.count - 1
        entries[index].cause =
          "its content changed: \(entries[child].label) \(geometryVerb(child))"
          + (more > 0 ? " (and \(more) more)" : "")
        entries[index].culprit = child
        entries[index].headline = "\(entry.label) resized from \(sizeBefore) to \(sizeAfter)"
        return
      }
      if let child = children.first(where: { proposalChanged($0) }), let childBefore = entries[child].before,
        let childAfter = entries[child].after
      {
        let proposed =
          "proposed \(entries[child].label) \(WhyWording.proposal(childAfter.proposal)) instead of "
          + "\(WhyWording.proposal(childBefore.proposal)) for the same proposal \(proposalAfter)"
        entries[index].cause = "its own parameters changed: it \(proposed)"
        entries[index].headline = "\(entry.label) \(proposed)"
        return
      }
      let reason =
        "resized from \(sizeBefore) to \(sizeAfter) for the same proposal \(proposalAfter)"
        + (children.isEmpty ? "" : ", its subviews keeping their sizes")
      entries[index].cause = reason
      entries[index].headline = "\(entry.label) \(reason)"
      return
    }
    // Moved, same size and proposal: a sibling before it that changed size pushed it (as in a
    // stack), else its parent moved or resized around it, else a sibling after it did.
    let siblings = entry.parent.map { self.children[$0] } ?? entries.indices.filter { entries[$0].parent == nil }
    let pushing = siblings.last { $0 < index && changesGeometry($0) }
    let parentChanged = changedParent.flatMap {
      entries[$0].kinds.contains(.moved) || entries[$0].kinds.contains(.resized) ? $0 : nil
    }
    if let sibling = pushing ?? (parentChanged == nil ? siblings.first { $0 > index && changesGeometry($0) } : nil) {
      entries[index].cause = "its sibling \(entries[sibling].label) \(geometryVerb(sibling))"
      entries[index].culprit = sibling
      entries[index].headline = "\(entry.label) moved"
      return
    }
    if let parent = parentChanged {
      entries[index].cause = "its parent \(entries[parent].label) \(geometryVerb(parent))"
      entries[index].culprit = parent
      entries[index].headline = "\(entry.label) moved"
      return
    }
    let (dx, dy) = offset(index) ?? (0, 0)
    entries[index].cause =
      "placed \(WhyWording.offset(dx, dy)) away by \(parentLabel) for the same proposal and size"
    entries[index].headline = "\(entry.label) was \(entries[index].cause!)"
  }

  /// The root cause a change leads to by its culprits (itself when nothing explains it). In a
  /// loop of culprits (which well-formed records should not produce) the walk stops at the
  /// last view before it repeats, which then counts as a root.
  func root(of index: Int) -> Int {
    var seen: Set<Int> = [index]
    var current = index
    while let next = entries[current].culprit {
      guard seen.insert(next).inserted else { return current }
      current = next
    }
    return current
  }

  /// The changes no other change explains, in tree order.
  var roots: [Int] {
    Set(entries.indices.filter { entries[$0].isChanged }.map { root(of: $0) }).sorted()
  }
}
