/// What lazy stacks remember between resolves, by identity: which rows the next resolve should
/// build, and which row the last layout showed first and where, so a new estimate of the rows
/// above it moves the scroll offset instead of the content under the pointer. The graph keeps
/// one (like scroll offsets), used from the main actor only, like the nodes.
final class LazyStackStates {
  final class Entry {
    /// The rows the next resolve builds (nil before the first layout).
    var wanted: Range<Int>?
    /// The first row the last layout showed and where it was along the stack (stack
    /// coordinates).
    var anchor: (row: Int, position: CGFloat)?
    /// The length across the stack it was last laid out in (a grid's cells a line follow it).
    var across: CGFloat?
    /// The length across its rows were last placed at (the anchor is kept for that one).
    var placedAcross: CGFloat??
  }

  private var entries: [ViewIdentity: Entry] = [:]
  /// Bodies that built a lazy stack whose rows no longer cover what is shown: they evaluate
  /// again (`ViewGraph.settleGeometry`).
  private(set) var bodiesToRebuild: Set<ViewIdentity> = []

  func entry(for id: ViewIdentity) -> Entry {
    if let entry = entries[id] { return entry }
    let entry = Entry()
    entries[id] = entry
    return entry
  }

  /// Asks for the body that built a stack to evaluate again with the rows `entry.wanted` holds.
  func rebuild(body: ViewIdentity) { bodiesToRebuild.insert(body) }

  /// The bodies to evaluate again, cleared.
  func takeBodiesToRebuild() -> Set<ViewIdentity> {
    defer { bodiesToRebuild.removeAll() }
    return bodiesToRebuild
  }

  /// How many stacks are remembered (tests check it stays bounded).
  var count: Int { entries.count }
}
