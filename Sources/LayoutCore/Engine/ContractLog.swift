/// A breach of the `Layout` contract that the engine noticed, clamped and kept going after.
package struct ContractViolation: Hashable, Sendable, CustomStringConvertible {
  package enum Kind: String, Hashable, Sendable {
    case invalidSize = "invalid size"
    case placementOutsideBounds = "placement far outside bounds"
    case invalidPlacement = "invalid placement"
    case neverPlaced = "subview never placed"
    case placedOutsidePlaceSubviews = "place called outside placeSubviews"
    case cacheDependentResult = "result changes when the cache is rebuilt"
  }

  package var kind: Kind
  /// The layout type's name.
  package var layout: String
  package var subview: Int?
  package var detail: String

  package init(kind: Kind, layout: String, subview: Int? = nil, detail: String) {
    self.kind = kind
    self.layout = layout
    self.subview = subview
    self.detail = detail
  }

  package var description: String {
    let which = subview.map { " subview \($0)" } ?? ""
    return "\(layout)\(which): \(kind.rawValue): \(detail)"
  }
}

/// Collects contract violations, each once, for the inspector and for `--strict`.
///
/// It keeps the most recent `capacity` distinct violations: a layout that breaks differently on
/// every frame (its details name sizes that change with each resize or animation step) would
/// otherwise grow the log, and the app's memory, for as long as the app runs.
package final class ContractLog {
  /// How many distinct violations are kept; older ones are dropped first.
  package static let capacity = 512
  package private(set) var violations: [ContractViolation] = []
  /// Violations dropped to stay within `capacity`.
  package private(set) var droppedCount = 0
  /// Every kind reported since the last `removeAll`, dropped reports included.
  package private(set) var kinds: Set<ContractViolation.Kind> = []
  private var seen: Set<ContractViolation> = []
  /// Also re-run `sizeThatFits` with a freshly made cache and compare (costly; off by default).
  package var checksCacheConsistency: Bool

  package init(checksCacheConsistency: Bool = false) {
    self.checksCacheConsistency = checksCacheConsistency
  }

  package func report(_ violation: ContractViolation) {
    kinds.insert(violation.kind)
    guard seen.insert(violation).inserted else { return }
    violations.append(violation)
    if violations.count > Self.capacity {
      seen.remove(violations.removeFirst())
      droppedCount += 1
    }
  }

  /// What `--strict` prints: a header, then one violation per line (and how many were
  /// dropped), or nil when nothing was reported.
  package var strictReport: String? {
    guard !violations.isEmpty else { return nil }
    var lines = ["layout contract violations (--strict):"] + violations.map(\.description)
    if droppedCount > 0 { lines.append("… and \(droppedCount) more") }
    return lines.joined(separator: "\n") + "\n"
  }

  package func removeAll() {
    violations.removeAll()
    seen.removeAll()
    kinds.removeAll()
    droppedCount = 0
  }
}
