/// A set of identities that answers most "no"s without hashing.
///
/// The bodies marked dirty, and the ones above them, are few; on a pass every kept body asks
/// whether it is among them (ten thousand chips below a changed demo ask twice each). Two
/// masks filter first: the depths members have, and a few bits of their chain hashes. A chip
/// beside a clicked one has the clicked one's depth, but almost never its hash bits.
struct IdentitySet {
  private var members: Set<ViewIdentity> = []
  /// One bit per depth some member has (depths from 63 on share the last bit).
  private var depths: UInt64 = 0
  /// One bit per value of the low six bits of some member's chain hash.
  private var hashes: UInt64 = 0

  private static func bit(_ value: Int) -> UInt64 { 1 << UInt64(value) }

  private static func depthBit(_ identity: ViewIdentity) -> UInt64 { bit(min(identity.depth, 63)) }

  private static func hashBit(_ identity: ViewIdentity) -> UInt64 { bit(identity.chainHash & 63) }

  var isEmpty: Bool { members.isEmpty }

  func contains(_ identity: ViewIdentity) -> Bool {
    depths & Self.depthBit(identity) != 0 && hashes & Self.hashBit(identity) != 0 && members.contains(identity)
  }

  mutating func insert(_ identity: ViewIdentity) {
    members.insert(identity)
    depths |= Self.depthBit(identity)
    hashes |= Self.hashBit(identity)
  }

  mutating func removeAll() {
    members.removeAll()
    depths = 0
    hashes = 0
  }
}
