import LayoutCore

/// A small deterministic generator (SplitMix64) so property tests replay exactly from a seed.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

  mutating func next() -> UInt64 {
    state = state &+ 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// Uniform integer in `range`.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
  }

  /// True with probability `p`.
  mutating func chance(_ p: Double) -> Bool { unit() < p }

  /// A length in [0, upTo): an integer, a dyadic fraction (multiple of 1/64) or an arbitrary
  /// decimal, like the oracle's three kinds of case.
  mutating func length(upTo limit: Double) -> CGFloat {
    let raw = unit() * limit
    switch int(in: 0...2) {
    case 0: return CGFloat(raw.rounded(.down))
    case 1: return CGFloat((raw * 64).rounded(.down) / 64)
    default: return CGFloat(raw)
    }
  }
}
