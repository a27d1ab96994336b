import XvfbTestSupport
/// SplitMix64: a tiny, fast, seeded generator, so every fuzz case can be replayed from its seed.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// True with probability `p`.
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

  /// One element of a non-empty collection.
  mutating func pick<C: Collection>(_ values: C) -> C.Element where C.Index == Int {
    values[values.startIndex + Int.random(in: 0..<values.count, using: &self)]
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
  mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &self) }
}
