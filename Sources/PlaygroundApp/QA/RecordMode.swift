/// When `qa` writes baselines: the record modes of swift-snapshot-testing (`SnapshotTestingConfiguration.Record`),
/// with their meaning there. A run that records in `missing` or `failed` still fails, so CI
/// never passes on a snapshot nobody looked at; only `all` passes while recording.
package enum RecordMode: String, CaseIterable, Sendable {
  /// Write every snapshot as the new baseline.
  case all
  /// Write the snapshots that differ from their baseline, and those that have none.
  case failed
  /// Write only the snapshots that have no baseline (the default).
  case missing
  /// Write nothing (CI).
  case never

  /// The environment variable that sets the mode when `--record` is absent.
  package static let environmentVariable = "LAYOUT_PLAYGROUND_RECORD"

  /// The mode `--record` names, else the environment's, else `missing`; a value that names no
  /// mode is a sentence saying which.
  package static func resolve(flag: String?, environment: [String: String]) throws(QAInputError) -> RecordMode {
    if let flag { return try named(flag, source: "--record") }
    if let value = environment[environmentVariable], !value.isEmpty {
      return try named(value, source: environmentVariable)
    }
    return .missing
  }

  private static func named(_ text: String, source: String) throws(QAInputError) -> RecordMode {
    guard let mode = RecordMode(rawValue: text.lowercased()) else {
      let names = allCases.map(\.rawValue).joined(separator: ", ")
      throw QAInputError("unknown record mode \"\(text)\" in \(source): use \(names)")
    }
    return mode
  }

  /// What becomes of a snapshot: its status, and whether its baseline is (re)written.
  /// `matches` is ignored when there is no baseline.
  package func decide(hasBaseline: Bool, matches: Bool) -> (status: QACase.Status, writesBaseline: Bool) {
    guard hasBaseline else { return (.new, self != .never) }
    switch self {
    case .all: return (.recorded, true)
    case .failed: return matches ? (.passed, false) : (.recorded, true)
    case .missing, .never: return matches ? (.passed, false) : (.failed, false)
    }
  }
}

/// A `qa` argument that cannot be used, in one sentence (exit status 2).
package struct QAInputError: Error, CustomStringConvertible, Equatable {
  package let description: String

  package init(_ description: String) { self.description = description }
}
