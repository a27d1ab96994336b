import LayoutCore
import TestSupport

extension SeededRandom {
  /// A length in [0, upTo): an integer, a dyadic fraction (multiple of 1/64) or an arbitrary
  /// decimal, like the oracle's three kinds of case.
  mutating func length(upTo limit: Double) -> CGFloat {
    let raw = unit() * limit
    switch int(0...2) {
    case 0: return CGFloat(raw.rounded(.down))
    case 1: return CGFloat((raw * 64).rounded(.down) / 64)
    default: return CGFloat(raw)
    }
  }
}
