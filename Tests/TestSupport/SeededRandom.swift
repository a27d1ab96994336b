/// SplitMix64: a tiny, fast, seeded generator, so every fuzz case and property input can be
/// replayed from its seed. One generator for every test target, so a seed means the same
/// sequence everywhere.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in [0, 1), from the top 53 bits.
  public mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }

  /// True with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { unit() < p }

  /// One element of a non-empty collection.
  public mutating func pick<C: Collection>(_ values: C) -> C.Element where C.Index == Int {
    values[values.startIndex + Int.random(in: 0..<values.count, using: &self)]
  }

  public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
  public mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &self) }
}
