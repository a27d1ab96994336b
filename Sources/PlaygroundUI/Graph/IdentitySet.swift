/// A set of identities that answers most "no"s from the depth alone.
///
/// The bodies marked dirty, and the ones above them, are few and lie at a few depths; on a
/// pass every kept body asks whether it is among them (ten thousand chips below a changed demo
/// ask twice each), and an identity of a depth none of them has is not, without hashing.
struct IdentitySet {
  private var members: Set<ViewIdentity> = []
  private var depths = DepthRange()

  /// The smallest and largest depth of any member (empty when `lowest > highest`).
  private struct DepthRange {
    var lowest = Int.max
    var highest = Int.min
    func contains(_ depth: Int) -> Bool { lowest <= depth && depth <= highest }
  }

  var isEmpty: Bool { members.isEmpty }

  func contains(_ identity: ViewIdentity) -> Bool {
    depths.contains(identity.depth) && members.contains(identity)
  }

  mutating func insert(_ identity: ViewIdentity) {
    members.insert(identity)
    let depth = identity.depth
    depths.lowest = min(depths.lowest, depth)
    depths.highest = max(depths.highest, depth)
  }

  mutating func removeAll() {
    members.removeAll()
    depths = DepthRange()
  }
}
