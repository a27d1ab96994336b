/// SwiftUI's `ViewThatFits` choice as a function: the first child whose ideal size fits the
/// proposal on the constrained axes; the last when none fits; the first when no axis is
/// constrained.
public enum ViewThatFitsRule {
  /// One child's candidacy, for the inspector's readout.
  public struct Candidate: Equatable, Sendable {
    public var idealSize: CGSize
    public var fits: Bool
  }

  /// The choice and why.
  public struct Decision: Equatable, Sendable {
    public var chosen: Int
    public var candidates: [Candidate]
    public var proposal: ProposedViewSize
    public var axes: Axis.Set
  }

  /// Whether `ideal` fits `proposal` on `axes` (an unspecified dimension fits anything).
  package static func fits(_ ideal: CGSize, in proposal: ProposedViewSize, axes: Axis.Set) -> Bool {
    for axis in Axis.allCases where axes.contains(axis) {
      if let limit = proposal[axis], ideal[axis] > limit { return false }
    }
    return true
  }

  /// Chooses among children of the given ideal sizes; nil only when there are none.
  package static func decide(idealSizes: [CGSize], proposal: ProposedViewSize, axes: Axis.Set)
    -> Decision?
  {
    guard !idealSizes.isEmpty else { return nil }
    let candidates = idealSizes.map {
      Candidate(idealSize: $0, fits: fits($0, in: proposal, axes: axes))
    }
    let chosen: Int
    if axes.isEmpty {
      chosen = 0
    } else {
      chosen = candidates.firstIndex(where: \.fits) ?? candidates.count - 1
    }
    return Decision(chosen: chosen, candidates: candidates, proposal: proposal, axes: axes)
  }
}
